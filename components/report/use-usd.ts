"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

/**
 * Whole US dollars written the page's way: "$1,140" in English, "US$1,140" in Korean (prices are
 * quoted and paid in US dollars, so the currency stays; only its writing follows the language).
 */
export function useUsd(): (amount: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    return (amount: number) => format.format(amount);
  }, [locale]);
}
