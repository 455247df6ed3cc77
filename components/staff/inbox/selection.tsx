"use client";

import { createContext, use, useEffect, useRef, useState, type ReactNode } from "react";

interface Selection {
  /** The rows the page shows ("kind/id"), in the table's order. */
  rows: readonly string[];
  /** The ticked rows among those the page shows, in the table's order. */
  selected: readonly string[];
  tick: (row: string, on: boolean) => void;
  /** Ticks (or clears) every row the page shows. */
  tickAll: (on: boolean) => void;
}

const SelectionContext = createContext<Selection | null>(null);

/**
 * The rows ticked in the inbox's table, for its bulk bar. Only rows the page shows count: a change that
 * hides rows (marked spam in a view without spam) drops them from the count in the render that hides them.
 */
export function InboxSelection({ rows, children }: { rows: readonly string[]; children: ReactNode }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = rows.filter((row) => ticked.has(row));
  const tick = (row: string, on: boolean) =>
    setTicked((current) => {
      const kept = rows.filter((shown) => shown !== row && current.has(shown));
      return new Set(on ? [...kept, row] : kept);
    });
  const tickAll = (on: boolean) => setTicked(new Set(on ? rows : []));
  return <SelectionContext value={{ rows, selected, tick, tickAll }}>{children}</SelectionContext>;
}

export function useInboxSelection(): Selection {
  const selection = use(SelectionContext);
  if (!selection) throw new Error("useInboxSelection needs an InboxSelection around it");
  return selection;
}

/** A row's checkbox in the inbox's table. */
export function RowCheckbox({ row, label }: { row: string; label: string }) {
  const { selected, tick } = useInboxSelection();
  const box = useRef<HTMLInputElement>(null);
  // A box ticked before the page hydrated keeps its tick through hydration, but the next render would draw it
  // as the selection has it: the selection takes the tick over instead of losing it.
  useEffect(() => {
    if (box.current?.checked && !selected.includes(row)) tick(row, true);
  }, [row, selected, tick]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={selected.includes(row)}
      onChange={(event) => tick(row, event.currentTarget.checked)}
      aria-label={label}
    />
  );
}

/**
 * The table head's box for every row of the page: ticked when all are, mixed when some are; ticking it
 * ticks them all, so one press readies the bulk bar instead of a press (and three tab stops) per row.
 */
export function SelectAllCheckbox({ label }: { label: string }) {
  const { rows, selected, tickAll } = useInboxSelection();
  const box = useRef<HTMLInputElement>(null);
  const all = rows.length > 0 && selected.length === rows.length;
  const some = selected.length > 0 && !all;
  // "Mixed" has no attribute: the property is set on the element (read as aria-checked="mixed").
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={all}
      disabled={rows.length === 0}
      onChange={() => tickAll(!all)}
      aria-label={label}
    />
  );
}
