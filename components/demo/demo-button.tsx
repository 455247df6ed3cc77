"use client";

import type { ReactNode } from "react";
import { useDemo } from "./demo-context";
import type { DemoTrigger } from "@/lib/config/brand";

interface DemoButtonProps {
  trigger: DemoTrigger;
  className?: string;
  children: ReactNode;
}

/** Opens the demo-booking popup with the trigger name of the place it sits in. */
export function DemoButton({ trigger, className, children }: DemoButtonProps) {
  const { open } = useDemo();
  return (
    <button type="button" className={className} onClick={() => open(trigger)} data-trigger={trigger}>
      {children}
    </button>
  );
}
