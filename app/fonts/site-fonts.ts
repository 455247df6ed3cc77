import localFont from "next/font/local";

/**
 * Inter (variable, Latin slice from @fontsource-variable/inter) for Latin text. Korean text has Noto
 * Sans KR cut down to every Hangul syllable the site ships (./korean-subset.css): together under
 * 100 KB instead of the megabytes of a whole Hangul font. Syllables outside the subset (names, typed
 * input, new posts) come from the next family in the stack, @fontsource/noto-sans-kr's unicode-range
 * slices (components/fonts/korean-fallback-fonts.tsx), one small file per slice used.
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
 * The three glyphs of "한국어" (the language switch on English pages), about 1.7 KB, so that an
 * English page never fetches the Korean subset for one word nor draws it in whatever the system has.
 */
export const koreanLabel = localFont({
  src: "./noto-sans-kr-label.woff2",
  weight: "400",
  variable: "--font-kr-label",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+D55C, U+AD6D, U+C5B4" }],
});
