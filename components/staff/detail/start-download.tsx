"use client";

import { useEffect, useRef } from "react";

/**
 * Starts the download of `href` once, as a click on its link would, and takes `?file=` out of the address
 * so that a reload does not download it again: how a file link followed through sign-in ends on the page
 * of its submission.
 */
export function StartDownload({ href, name }: { href: string; name: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = document.createElement("a");
    link.href = href;
    link.download = name;
    link.click();
    window.history.replaceState(null, "", window.location.pathname);
  }, [href, name]);
  return null;
}
