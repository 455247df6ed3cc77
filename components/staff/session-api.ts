import { apiRequest } from "@/lib/client/api-request";

const SESSION_PATH = "/api/staff/session";

/** What a sign-in came to: "ok", or why not (each a message key of the sign-in forms). */
export type SignInOutcome =
  "ok" | "wrongPassword" | "codeNeeded" | "wrongCode" | "tooManyAttempts" | "notConfigured" | "failed";

/** Checks the e-mail, password and (two-factor accounts) code on the server, which sets the session cookie when they are right. */
export async function signIn(email: string, password: string, code = ""): Promise<SignInOutcome> {
  const answer = await apiRequest("POST", SESSION_PATH, {
    body: { email, password, ...(code.trim() ? { code: code.trim() } : {}) },
  });
  if (answer.ok) return "ok";
  if (answer.status === 401 && answer.fieldErrors?.code) return code.trim() ? "wrongCode" : "codeNeeded";
  if (answer.status === 401) return "wrongPassword";
  if (answer.status === 429) return "tooManyAttempts";
  if (answer.status === 503) return "notConfigured";
  return "failed";
}

/** Ends the session on the server: its row and its cookie. */
export async function signOut(): Promise<void> {
  await apiRequest("DELETE", SESSION_PATH);
}
