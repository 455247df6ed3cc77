"use client";

const loads = new Map<string, Promise<void>>();

/** Loads an outside script once per page; rejects when it cannot be fetched (offline, blocked). */
export function loadScript(src: string, timeoutMs = 10_000): Promise<void> {
  let pending = loads.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      const timer = setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    // A failed load may succeed later (back online): forget it so the next open tries again.
    pending.catch(() => loads.delete(src));
    loads.set(src, pending);
  }
  return pending;
}
