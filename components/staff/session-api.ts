import { apiRequest } from "@/lib/client/api-request";

const SESSION_PATH = "/api/staff/session";

/** What a sign-in came to: "ok", or why not (each a message key of the sign-in forms). */
export type SignInOutcome = "ok" | "wrongPassword" | "tooManyAttempts" | "notConfigured" | "failed";

/** Checks the name and password on the server, which sets the session cookie when they are right. */
export async function signIn(name: string, password: string): Promise<SignInOutcome> {
  const answer = await apiRequest("POST", SESSION_PATH, { body: { name, password } });
  if (answer.ok) return "ok";
  if (answer.status === 401) return "wrongPassword";
  if (answer.status === 429) return "tooManyAttempts";
  if (answer.status === 503) return "notConfigured";
  return "failed";
}

/** Ends the session on the server: its row and its cookie. */
export async function signOut(): Promise<void> {
  await apiRequest("DELETE", SESSION_PATH);
}
