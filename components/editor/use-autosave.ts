"use client";

import { useEffect, useRef } from "react";

/** How long typing must pause before the draft saves itself. */
export const AUTOSAVE_MS = 3000;

interface AutosaveOptions {
  /** The current draft's fingerprint: each change starts the wait again. */
  version: string;
  dirty: boolean;
  /** False while a save runs, a conflict waits for a choice, or a sign-in is open. */
  enabled: boolean;
  save: () => Promise<void>;
}

/** Saves a few seconds after the last change, and at once when the editor is left (tab hidden, page closed). */
export function useAutosave({ version, dirty, enabled, save }: AutosaveOptions): void {
  const latest = useRef({ dirty, enabled, save });
  useEffect(() => {
    latest.current = { dirty, enabled, save };
  });
  useEffect(() => {
    if (!dirty || !enabled) return;
    const timer = setTimeout(() => void latest.current.save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [version, dirty, enabled]);
  useEffect(() => {
    const leave = () => {
      if (document.visibilityState !== "hidden") return;
      const { dirty, enabled, save } = latest.current;
      if (dirty && enabled) void save();
    };
    document.addEventListener("visibilitychange", leave);
    window.addEventListener("pagehide", leave);
    return () => {
      document.removeEventListener("visibilitychange", leave);
      window.removeEventListener("pagehide", leave);
    };
  }, []);
}

/** The unsaved draft kept in this browser until a save succeeds (so a failed save or a closed tab loses nothing). */
export interface LocalCopy {
  data: { data_list: Record<string, unknown>; data_content: Record<string, unknown> };
  /** When it was kept (ms). */
  at: number;
}

const storageKey = (id: string) => `blog-editor-draft:${id}`;

export function readLocalCopy(id: string): LocalCopy | null {
  try {
    const text = window.localStorage.getItem(storageKey(id));
    return text ? (JSON.parse(text) as LocalCopy) : null;
  } catch {
    return null;
  }
}

/** Forgets the copy kept for `id` (an earlier visit's, discarded or no longer different). */
export function forgetLocalCopy(id: string): void {
  try {
    window.localStorage.removeItem(storageKey(id));
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/**
 * Keeps `data` (JSON of the draft) while it is unsaved, forgets it once saved (null); undefined leaves it alone.
 * Only what this visit kept is forgotten: an earlier visit's copy waits to be offered back (`readLocalCopy`).
 */
export function useLocalCopy(id: string, data: string | null | undefined): void {
  /** The key this visit's copy is under, if it kept one. */
  const stored = useRef<string | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    try {
      // A new post's copy ("new") or a moved post's goes with it to its address, not offered again to the next one.
      if (stored.current && (stored.current !== id || !data))
        window.localStorage.removeItem(storageKey(stored.current));
      stored.current = data ? id : null;
      if (data) window.localStorage.setItem(storageKey(id), `{"data":${data},"at":${Date.now()}}`);
    } catch {
      // Storage full or refused (private mode): the save itself still runs.
    }
  }, [id, data]);
}
