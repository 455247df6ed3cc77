"use client";

import type { ReactNode } from "react";
import { usePageLocale } from "@/components/navigation/site-link";
import { localizedHref } from "@/lib/i18n/paths";
import { useDemo } from "./demo-context";
import type { DemoTrigger } from "@/lib/config/brand";

interface DemoButtonProps {
  trigger: DemoTrigger;
  className?: string;
  children: ReactNode;
}

/**
 * Opens the demo-booking popup with the trigger name of the place it sits in. Until the page's scripts
 * run (a slow phone's first seconds), the button submits its form instead, to /demo: the same booking
 * as a page, so an early tap is not lost.
 */
export function DemoButton({ trigger, className, children }: DemoButtonProps) {
  const { open } = useDemo();
  return (
    <form action={localizedHref(usePageLocale(), "/demo")} style={{ display: "contents" }}>
      <button
        type="submit"
        className={className}
        data-trigger={trigger}
        onClick={(event) => {
          event.preventDefault();
          open(trigger);
        }}
      >
        {children}
      </button>
    </form>
  );
}
