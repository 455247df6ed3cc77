// What the staff account forms may know about an account without zod or better-auth: the roles
// (what each may do: lib/auth/roles.ts) and a password's length.
export const staffRoles = ["admin", "marketing", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A staff password's length: 12 characters at least (the rule), 200 at most (hashing stays cheap). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
