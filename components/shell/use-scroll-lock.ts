"use client";

import { useEffect } from "react";

/** Locks page scrolling while `locked`, and puts the reader back where they were on release. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const scrollY = window.scrollY;
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width };
    body.style.position = "fixed";
    body.style.top = `-${scrollY}px`;
    body.style.width = "100%";
    body.dataset.scrollLocked = "true";
    return () => {
      Object.assign(body.style, previous);
      delete body.dataset.scrollLocked;
      window.scrollTo({ top: scrollY, behavior: "instant" });
    };
  }, [locked]);
}
