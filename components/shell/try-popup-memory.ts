"use client";

/** Where a dismissal is remembered (this browser), and for how long the popup then stays away. */
export const TRY_POPUP_KEY = "try-popup-dismissed-at";
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

export function wasDismissed(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(TRY_POPUP_KEY));
    return Number.isFinite(at) && at > 0 && now - at < REMEMBER_MS;
  } catch {
    return false; // storage blocked (private mode): the popup may show again next time
  }
}

export function rememberDismissal(now = Date.now()): void {
  try {
    window.localStorage.setItem(TRY_POPUP_KEY, String(now));
  } catch {
    // Storage blocked: closing still closes it for this page.
  }
}

/** True while a visitor is in a form: focus on one of its fields. */
export function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.matches("input, select, textarea") && Boolean(target.closest("form"));
}
