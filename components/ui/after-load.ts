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
