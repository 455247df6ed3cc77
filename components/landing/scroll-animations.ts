import { animateRetryMs, aosOptions } from "./fullpage-options";

/** Starts aos after the page has loaded (fetched on demand). Returns a cleanup. */
export function startScrollAnimations(): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  let stopped = false;
  const run = () => {
    void Promise.all([import("aos"), import("aos/dist/aos.css")]).then(([aos]) => {
      if (!stopped) aos.default.init({ ...aosOptions });
    });
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener("load", run);
  };
}

/** Gives the active section's animated elements the animate class; retried once after 100 ms if none is found. */
export function animateSection(section: HTMLElement, retried = false): void {
  const elements = section.querySelectorAll("[data-aos]");
  if (elements.length === 0) {
    if (!retried) window.setTimeout(() => animateSection(section, true), animateRetryMs);
    return;
  }
  elements.forEach((element) => element.classList.add("aos-animate"));
}
