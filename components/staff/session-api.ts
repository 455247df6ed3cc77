import { apiRequest } from "@/lib/client/api-request";

const SESSION_PATH = "/api/staff/session";
// Every tab of this browser hears of a sign-in in any of them (an editor's sign-in dialog elsewhere closes).
const SIGN_IN_CHANNEL = "staff-sign-in";

/** What a sign-in came to: "ok", or why not (each a message key of the sign-in forms). */
export type SignInOutcome = "ok" | "wrongPassword" | "tooManyAttempts" | "notConfigured" | "failed";

/**
 * Checks the e-mail, password and (two-factor accounts) code on the server, which sets the session
 * cookie when they are right. Every refusal is one 401: the server never says which part was wrong.
 */
export async function signIn(email: string, password: string, code = ""): Promise<SignInOutcome> {
  const response = await apiRequest("POST", SESSION_PATH, {
    body: { email, password, ...(code.trim() ? { code: code.trim() } : {}) },
  });
  if (response.ok) {
    announceSignIn();
    return "ok";
  }
  if (response.status === 401) return "wrongPassword";
  if (response.status === 429) return "tooManyAttempts";
  if (response.status === 503) return "notConfigured";
  return "failed";
}

/** Ends the session on the server: its row and its cookie. */
export async function signOut(): Promise<void> {
  await apiRequest("DELETE", SESSION_PATH);
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
