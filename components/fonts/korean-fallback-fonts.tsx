"use client";

import { useEffect } from "react";

/**
 * Adds @fontsource/noto-sans-kr's unicode-range slices ("Noto Sans KR", 400 and 700) once the page
 * has loaded. They come after the build's subset in the font stack (app/globals.css), so the browser
 * downloads a slice only for a syllable the subset lacks: a visitor's name, typed input, a new post.
 * Loaded late because their rules are about 24 KB of CSS per weight that most pages never use.
 */
export function KoreanFallbackFonts() {
  useEffect(() => {
    const load = () => {
      void Promise.all([import("@fontsource/noto-sans-kr/400.css"), import("@fontsource/noto-sans-kr/700.css")]).then(
        // A mark for the glyph tests (tests/e2e/korean-glyphs.spec.ts): the rules are in.
        () => document.documentElement.setAttribute("data-korean-fallback", "ready"),
      );
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, []);
  return null;
}
