/** Narrow screens (body width ≤ 761.9 px) land 250 px above a target, as the product pages specify. */
export const narrowBodyMax = 761.9;
export const narrowOffset = 250;

/** Scrolls the window so the element with `id` sits `offset` px below the top of the viewport. */
export function scrollToId(id: string, offset = 0, behavior: ScrollBehavior = "smooth"): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : behavior });
  return true;
}

/** The product pages' form offset: 250 px on narrow screens, none otherwise. */
export function productFormOffset(): number {
  return document.body.clientWidth <= narrowBodyMax ? narrowOffset : 0;
}
