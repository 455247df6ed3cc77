/** The back office's roles (what each may do: lib/auth/roles.ts); apart, so forms can name them without better-auth. */
export const staffRoles = ["admin", "marketing", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];
