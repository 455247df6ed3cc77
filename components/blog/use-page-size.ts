"use client";

import { useEffect, useState } from "react";

export const PAGE_SIZE_WIDE = 12;
export const PAGE_SIZE_NARROW = 6;
const NARROW_QUERY = "(max-width: 767px)";

/** 12 posts a page, 6 at widths of 767 px or less; the server renders the wide size. */
export function usePageSize(): number {
  const [size, setSize] = useState(PAGE_SIZE_WIDE);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setSize(query.matches ? PAGE_SIZE_NARROW : PAGE_SIZE_WIDE);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return size;
}
