// `npm run staff:add -- --email <address> --role <admin|marketing|editor> [--name <name>] [--password-stdin]`
// Makes a staff account, and prints the one-time link (72 hours) where its owner sets a password and a
// name. With --password-stdin the password is read from standard input instead (never from the
// arguments, which `ps` shows): for scripted set-up and tests. How the first admin of a new database is made.
import { parseArgs } from "node:util";
import { text } from "node:stream/consumers";
import { createAccount, createPasswordToken, passwordPagePath } from "../lib/auth/accounts";
import { createStaffAuth } from "../lib/auth/create-auth";
import { MIN_PASSWORD_LENGTH } from "../lib/auth/account-rules";
import { staffRoleSchema } from "../lib/auth/roles";
import { createPrismaClient } from "../lib/db/create-client";
import { applyMigrations } from "../lib/db/migrations/apply";
import { brand } from "../lib/config/brand";
import { loadValidatedEnv } from "./lib/load-env";

const usage =
  "Usage: npm run staff:add -- --email <address> --role <admin|marketing|editor> [--name <name>] [--password-stdin]";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
  });
  const role = staffRoleSchema.safeParse(values.role);
  if (!values.email || !role.success) {
    console.error(usage);
    return 2;
  }
  const env = loadValidatedEnv();
  if (!env.SESSION_SECRET) {
    console.error("Set SESSION_SECRET first (openssl rand -base64 48): it signs the staff sessions.");
    return 2;
  }
  const password = values["password-stdin"] ? (await text(process.stdin)).replace(/\r?\n$/, "") : undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    return 2;
  }
  await applyMigrations(env.DATABASE_URL);
  const prisma = createPrismaClient(env.DATABASE_URL);
  try {
    const auth = createStaffAuth(prisma, {
      secret: env.SESSION_SECRET,
      siteUrl: env.SITE_URL,
      issuer: brand.companyName,
    });
    const email = values.email.trim().toLowerCase();
    if (await prisma.staffUser.findUnique({ where: { email } })) {
      console.error(`${email} already has an account.`);
      return 1;
    }
    const user = await createAccount(auth, { email, role: role.data, name: values.name, password });
    await prisma.accessLogEntry.create({
      data: {
        accountId: user.id,
        email,
        action: "account.create",
        target: email,
        detail: { role: role.data, by: "command line" },
        ip: "local",
      },
    });
    if (password !== undefined) {
      console.log(`Made ${email} (${role.data}); it signs in with the password given.`);
      return 0;
    }
    const token = await createPasswordToken(auth, user.id, "invite");
    console.log(`Made ${email} (${role.data}). Its owner sets a password and a name at (valid 72 hours, once):`);
    console.log(new URL(passwordPagePath(env.TEAM_LOCALE, "invite", token), env.SITE_URL).toString());
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

process.exitCode = await main();
