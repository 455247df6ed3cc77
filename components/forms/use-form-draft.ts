"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Never kept: consent is given fresh each time, and only a bot fills the honeypot. */
const neverKept = new Set(["privacyConsent", "marketingConsent", "termsAgreement", "consentVersion", "homepage"]);

/** How long typing pauses before the draft is written (and always on leaving the page or the form). */
export const DRAFT_SAVE_MS = 400;

interface StoredDraft<Extra> {
  values: Record<string, unknown>;
  extra?: Extra;
}

/**
 * This tab's storage, or null where the browser refuses it (private modes, blocked site data). Never
 * localStorage: a draft holds personal data, which must not outlive the visit on a shared computer.
 */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const draftKey = (name: string, locale: string) => `draft:${name}:${locale}`;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The answers that differ from the empty form, consent and honeypot left out. */
function keptValues(values: FieldValues, empty: FieldValues): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!neverKept.has(name) && name in empty && !same(value, empty[name])) kept[name] = value;
  }
  return kept;
}

function readDraft<Extra>(key: string): StoredDraft<Extra> | null {
  try {
    const parsed = JSON.parse(tabStorage()?.getItem(key) ?? "null") as StoredDraft<Extra> | null;
    return parsed && typeof parsed.values === "object" && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

interface DraftOptions<Extra> {
  /** More of the form's state to keep beside its values (the wizard's step and file count). */
  extra?: Extra;
  /** Called once on mount with the kept `extra`, when a draft was restored. */
  onRestore?: (extra: Extra | undefined) => void;
}

/**
 * Keeps what a visitor types into a form in this tab's sessionStorage under the form's `name` and the
 * page's language, so a reload, a Back or a closed popup gives it back. Restored on mount into the
 * fields still empty (what the visitor or the browser filled first wins), written as the visitor types
 * (debounced, and at once when the page or the form goes away), removed by `clear()` after a
 * successful send or when the form is empty again. No `name`: nothing is kept.
 */
export function useFormDraft<Input extends FieldValues, Context, Values, Extra = undefined>(
  form: UseFormReturn<Input, Context, Values>,
  name: string | undefined,
  empty: Input,
  { extra, onRestore }: DraftOptions<Extra> = {},
) {
  const locale = useLocale();
  const key = name && draftKey(name, locale);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest of each for the writes, which run outside a render.
  const latest = useRef({ form, empty, extra });
  useLayoutEffect(() => {
    latest.current = { form, empty, extra };
  });

  const write = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const storage = key ? tabStorage() : null;
    if (!storage || !key) return;
    const { form, empty, extra } = latest.current;
    const values = keptValues(form.getValues(), empty);
    try {
      if (Object.keys(values).length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify({ values, extra } satisfies StoredDraft<Extra>));
    } catch {
      // Storage full or refused: the form still works, only the draft is not kept.
    }
  }, [key]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(write, DRAFT_SAVE_MS);
  }, [write]);

  // Restored before the first paint, so the visitor never types into a form about to change under them.
  useLayoutEffect(() => {
    if (!key) return;
    const draft = readDraft<Extra>(key);
    if (!draft) return;
    const { form, empty } = latest.current;
    const current = form.getValues();
    const restored: Record<string, unknown> = { ...current };
    for (const [field, value] of Object.entries(draft.values)) {
      const blank = empty[field];
      if (neverKept.has(field) || !(field in empty) || typeof value !== typeof blank) continue;
      if (Array.isArray(blank) !== Array.isArray(value) || !same(current[field], blank)) continue;
      restored[field] = value;
    }
    // The defaults stay the empty form, so a reset after a send still empties it.
    form.reset(restored as Input, { keepDefaultValues: true, keepFieldsRef: true });
    onRestore?.(draft.extra);
    // Once per form and language: later changes are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key) return;
    const { unsubscribe } = form.watch(schedule);
    const flush = () => timer.current && write();
    const onHidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
      // A form that goes away (a closed popup, a link followed in the page) keeps its last keystrokes.
      flush();
    };
  }, [form, key, schedule, write]);

  // The extra state (a step, a file count) is kept as it changes too.
  const extraText = JSON.stringify(extra);
  useEffect(() => {
    if (key && extraText !== undefined) schedule();
  }, [key, extraText, schedule]);

  /** After a successful send: the draft is gone, and nothing pending writes it back. */
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    try {
      if (key) tabStorage()?.removeItem(key);
    } catch {
      // Refused storage holds no draft.
    }
  }, [key]);

  return { clear };
}
