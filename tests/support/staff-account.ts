// Staff accounts for servers the e2e and system specs (and the bench) start: made in the database
// before the server runs, the way `npm run staff:add -- --password-stdin` makes them.
import { createAccount } from "../../lib/auth/accounts";
import { createStaffAuth } from "../../lib/auth/create-auth";
import type { StaffRole } from "../../lib/auth/roles";
import { createPrismaClient } from "../../lib/db/create-client";

export interface StaffAccountInput {
  email: string;
  role: StaffRole;
  name: string;
  password: string;
}

export const STAFF_PASSWORD = "e2e-staff-password-0123";
/** The accounts every staff server has (tests/e2e/blog-support.ts): a marketer (Jiyeon) and an editor, both with STAFF_PASSWORD. */
export const STAFF_ACCOUNTS = {
  marketing: { email: "jiyeon@e2e.test", role: "marketing", name: "Jiyeon", password: STAFF_PASSWORD },
  editor: { email: "editor@e2e.test", role: "editor", name: "Eun-ji", password: STAFF_PASSWORD },
} as const;

/** The staff account of every system server started with SESSION_SECRET (tests/support/system-server.ts): an editor. */
export const SYSTEM_STAFF = {
  email: "editor@system.test",
  password: "the right one",
  role: "editor",
  name: "Editor",
} as const;

/** Makes each account that does not exist yet on the (migrated) database at `databaseUrl`. */
export async function addStaffAccounts(databaseUrl: string, accounts: StaffAccountInput[]): Promise<void> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    const auth = createStaffAuth(prisma, { secret: "x".repeat(40), siteUrl: "http://localhost", issuer: "Test" });
    for (const account of accounts) {
      if (await prisma.staffUser.findUnique({ where: { email: account.email } })) continue;
      await createAccount(auth, account);
    }
  } finally {
    await prisma.$disconnect();
  }
}
