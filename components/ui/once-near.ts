/**
 * Calls `onNear` once `element` comes within `margin` of the viewport, then stops watching. Returns
 * a function that stops watching sooner (for an effect's clean-up).
 */
export function onceNear(element: Element, margin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
