// `npm run staff:reset-two-factor -- --email <address>`
// Takes an account's two-step sign-in away when its owner lost the phone and the recovery codes and no
// other admin can do it at /staff/accounts (the last admin): the key, the codes and every session are
// deleted; an admin sets it up again at the next sign-in. One access-log row (via "command line").
// docs/security.md, "잃어버린 휴대전화 / lost phone".
import { parseArgs } from "node:util";
import { clearTwoFactor } from "../lib/auth/two-factor-reset";
import { createPrismaClient } from "../lib/db/create-client";
import { applyMigrations } from "../lib/db/migrations/apply";
import { loadValidatedEnv } from "./lib/load-env";

const usage = "Usage: npm run staff:reset-two-factor -- --email <address>";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  if (!values.email) {
    console.error(usage);
    return 2;
  }
  const env = loadValidatedEnv();
  await applyMigrations(env.DATABASE_URL);
  const prisma = createPrismaClient(env.DATABASE_URL);
  try {
    const email = values.email.trim().toLowerCase();
    const account = await prisma.staffUser.findUnique({ where: { email }, select: { id: true } });
    if (!account) {
      console.error(`${email} has no account.`);
      return 1;
    }
    const outcome = await clearTwoFactor(prisma, account.id, (tx) =>
      tx.accessLogEntry.create({
        data: {
          accountId: account.id,
          email,
          action: "account.two-factor.reset",
          target: email,
          detail: { via: "command line" },
          ip: "local",
        },
      }),
    );
    if (outcome.kind === "off") {
      console.log(`${email} does not use two-factor sign-in: nothing to reset.`);
      return 0;
    }
    if (outcome.kind === "missing") {
      console.error(`${email} has no account.`);
      return 1;
    }
    console.log(
      outcome.role === "admin"
        ? `Reset two-factor sign-in for ${email}: signed out everywhere; it sets it up again at its next sign-in.`
        : `Reset two-factor sign-in for ${email}: signed out everywhere; it signs in with its password.`,
    );
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

process.exitCode = await main();
