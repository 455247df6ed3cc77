// The sign-in limits' numbers, in one place (docs/security.md says why these): plain constants, so the
// server's counters (lib/auth/sign-in-limits.ts) and the tests read the same ones.

/** The window every sign-in counter counts in. */
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Failed sign-ins of one account (the e-mail tried), from any addresses, before that account alone is locked. */
export const ATTEMPTS_PER_ACCOUNT = 5;
/** Failed sign-ins from one address, at any accounts: high enough for an office behind one address, low enough to stop spraying. */
export const ATTEMPTS_PER_ADDRESS = 50;
/** "Forgot your password" requests from one address: each may send a mail, so as few as sign-ins once were. */
export const RESET_REQUESTS_PER_ADDRESS = 5;
