// Loaded after the page (components/shell/shell-effects.tsx): none of it is needed for the first paint.
let asked = false;

/**
 * Adds @fontsource/noto-sans-kr's unicode-range slices ("Noto Sans KR", 400 and 700, in one stylesheet:
 * app/fonts/korean-fallback.css), which come after the build's subset in the font stack (app/globals.css):
 * the browser then downloads a slice only for a syllable the subset lacks. Their rules are about 54 KB
 * of CSS, and adding them restyles and relays out the whole page (a 65 ms task on a phone with 4x CPU),
 * so only a page that may draw such a syllable asks for them.
 */
function add() {
  if (asked) return;
  asked = true;
  // A mark for the tests (tests/e2e/korean-glyphs.spec.ts): the rules are in.
  void import("@/app/fonts/korean-fallback.css").then(() => mark("ready"));
}

const mark = (state: "ready" | "on-demand") => document.documentElement.setAttribute("data-korean-fallback", state);

const isField = (element: Element | null) => !!element?.matches("input, textarea");

/** A visitor about to type or pick something (a name, a file) the subset may not draw. */
function onFieldUse(event: Event) {
  if (event.type !== "focusin" || isField(event.target as Element)) add();
}

/**
 * The site's own texts are all in the subset (tests/unit/fonts/korean-coverage.test.ts). Text stored in
 * the database (posts, news) is marked `data-stored-text` and may not be; nor may what a visitor types,
 * so the first use of a field asks for the slices too.
 */
export function addWhenNeeded() {
  if (asked) return;
  // A field focused before this module came (during the load) counts too.
  if (document.querySelector("[data-stored-text]") || isField(document.activeElement)) return add();
  mark("on-demand");
  for (const type of ["focusin", "change", "drop"]) document.addEventListener(type, onFieldUse, true);
}
