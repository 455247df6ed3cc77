import "server-only";

/** Queues the password-reset e-mail through the outbox (filled in with invites). */
export async function queueResetMail(data: { user: { email: string; name: string }; url: string }): Promise<void> {
  throw new Error(`password reset for ${data.user.email} is not available yet`);
}
