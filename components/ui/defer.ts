// Work put off until the browser is ready for it: after the page's load, or when an element nears the viewport.

/**
 * Runs `run` once the page has loaded (in a new task, when it already has); returns a cancel. Shared by
 * the shell's effects and the clips, so a page that carries both carries it once.
 */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    const id = setTimeout(run);
    return () => clearTimeout(id);
  }
  addEventListener("load", run, { once: true });
  return () => removeEventListener("load", run);
}

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
