import { apiRequest } from "@/lib/client/api-request";

const SESSION_PATH = "/api/staff/session";
// Every tab of this browser hears of a sign-in in any of them (an editor's sign-in dialog elsewhere closes).
const SIGN_IN_CHANNEL = "staff-sign-in";

/** What a sign-in came to: "ok", or why not (each a message key of the sign-in forms). */
export type SignInOutcome = "ok" | "wrongPassword" | "tooManyAttempts" | "notConfigured" | "failed";

/** The outcome and, for "tooManyAttempts", the whole minutes to wait (the 429's Retry-After, rounded up). */
export interface SignInResult {
  outcome: SignInOutcome;
  minutes: number;
}

/** Whole minutes, at least one, in `seconds` (a Retry-After). */
export const minutesOf = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 0) / 60));

/**
 * Checks the e-mail, password and (two-factor accounts) code on the server, which sets the session
 * cookie when they are right. Every refusal is one 401: the server never says which part was wrong.
 */
export async function signIn(email: string, password: string, code = ""): Promise<SignInResult> {
  const response = await apiRequest("POST", SESSION_PATH, {
    body: { email, password, ...(code.trim() ? { code: code.trim() } : {}) },
  });
  const minutes = minutesOf(response.retryAfterSeconds);
  if (response.ok) {
    announceSignIn();
    return { outcome: "ok", minutes };
  }
  if (response.status === 401) return { outcome: "wrongPassword", minutes };
  if (response.status === 429) return { outcome: "tooManyAttempts", minutes };
  if (response.status === 503) return { outcome: "notConfigured", minutes };
  return { outcome: "failed", minutes };
}

/** Ends the session on the server: its row and its cookie; `everywhere`, every session of the account. */
export async function signOut(everywhere = false): Promise<void> {
  await apiRequest("DELETE", everywhere ? `${SESSION_PATH}/everywhere` : SESSION_PATH);
}

function announceSignIn(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  channel.postMessage("signed-in");
  channel.close();
}

/** Calls `listener` when a tab of this browser signs in; returns the function that stops listening. */
export function onSignIn(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}

/** Whether this browser holds a valid staff session now (its cookie is out of the page's reach). */
export async function hasSession(): Promise<boolean> {
  const response = await apiRequest<{ data?: { authenticated?: boolean } }>("GET", SESSION_PATH);
  return response.body?.data?.authenticated === true;
}
