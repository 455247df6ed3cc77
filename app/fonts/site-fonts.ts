import localFont from "next/font/local";

/**
 * The three glyphs of "한국어" (the language switch on English pages), about 1 KB, so that an English
 * page never fetches the Korean subset for one word nor draws it in whatever the system has. The
 * site's other faces are in ./faces.css.
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
