import localFont from "next/font/local";

/**
 * Inter (variable, Latin slice from @fontsource-variable/inter) for Latin text, and Noto Sans KR cut
 * down to the Hangul the site uses (scripts/media/subset-fonts.py) for Korean: together under
 * 100 KB instead of the megabytes of a whole Hangul font.
 */
export const inter = localFont({
  src: "./inter-latin-variable.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

/**
 * Not preloaded: English pages never need these files, and on Korean pages a preload would compete
 * with the hero poster (the largest paint) for bandwidth. unicode-range fetches them where Hangul shows.
 */
export const notoSansKr = localFont({
  src: [
    { path: "./noto-sans-kr-400.woff2", weight: "400", style: "normal" },
    { path: "./noto-sans-kr-700.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-kr",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+1100-11FF, U+3000-303F, U+3130-318F, U+AC00-D7A3, U+00B7" }],
});
