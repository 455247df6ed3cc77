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
