"use client";

import { createContext, use, useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

type Mark = (panel: string, dirty: boolean) => void;

const UnsavedContext = createContext<Mark | null>(null);

/**
 * A lead's page, whose panels each save on their own: while one holds a change not saved, leaving the page
 * asks first (useLeaveGuard).
 */
export function UnsavedChanges({ children }: { children: ReactNode }) {
  const t = useTranslations("staff.detail");
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const mark = useCallback<Mark>(
    (panel, on) =>
      setDirty((current) => {
        if (current.has(panel) === on) return current;
        const next = new Set(current);
        if (on) next.add(panel);
        else next.delete(panel);
        return next;
      }),
    [],
  );
  useLeaveGuard(dirty.size > 0, t("leaveUnsaved"));
  return <UnsavedContext value={mark}>{children}</UnsavedContext>;
}

/** Tells the page's UnsavedChanges (if any) whether this panel holds a change not yet saved. */
export function useUnsaved(dirty: boolean) {
  const mark = use(UnsavedContext);
  const panel = useId();
  useEffect(() => {
    mark?.(panel, dirty);
  }, [mark, panel, dirty]);
  useEffect(() => () => mark?.(panel, false), [mark, panel]);
}
