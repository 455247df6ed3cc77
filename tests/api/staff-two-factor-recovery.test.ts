/** @jest-environment node */
// Getting back in after a lost phone: recovery codes in a lower-case alphabet without look-alikes,
// typed in any case with spaces or dashes (old mixed-case codes too); new codes on request; a move to
// a new phone; another admin's reset (and the command line's for the last admin). Each in the access log.
import { spawnSync } from "node:child_process";
import { DATABASE_URL, inEnglish, jsonRequest, setupTestDatabase } from "./blog-harness";
import {
  ensureStaffAccount,
  makeStaffAccount,
  sessionCookieOf,
  signInAs,
  signInWith,
  staffAuth,
  staffEmail,
  TEST_PASSWORD,
} from "./staff-harness";
import { symmetricEncrypt } from "better-auth/crypto";
import { setupNodeBundle } from "../support/node-bundle";
import { totpCode } from "../support/totp";

const prisma = setupTestDatabase();

const post = async (path: string, body: unknown, cookie?: string) => {
  const routeModule = (await import(`@/app/api/staff${path}/route`)) as {
    POST: (request: Request) => Promise<Response>;
  };
  return routeModule.POST(inEnglish(jsonRequest("POST", `/api/staff${path}`, body, cookie)));
};

/** An account with TEST_PASSWORD whose two-factor sign-in is on (set up through the routes): its key, codes and a session. */
async function withTwoFactor(name: string, role: "admin" | "marketing" = "marketing") {
  const id = await makeStaffAccount(name, role);
  const first = sessionCookieOf(await signInWith(name));
  const setup = (await (await post("/two-factor", { password: TEST_PASSWORD }, first)).json()) as {
    secret: string;
    backupCodes: string[];
  };
  const confirmed = await post("/two-factor/verify", { code: totpCode(setup.secret) }, first);
  expect(confirmed.status).toBe(200);
  return { id, ...setup, cookie: sessionCookieOf(confirmed), auth: await staffAuth() };
}

/** The code of the app's next step: accepted now, and later than one just used. */
const nextCode = (key: string) => totpCode(key, Date.now() + 30_000);
const forgetUsedCode = (id: string) =>
  prisma.staffTwoFactor.updateMany({ where: { userId: id }, data: { lastUsedStep: null } });
const logged = (accountId: string, action: string) =>
  prisma.accessLogEntry.findMany({ where: { accountId, action }, orderBy: { id: "asc" } });
const REFUSED = {
  success: false,
  message: "Incorrect e-mail address, password or authenticator code. Please try again.",
};

const SHAPE = /^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/;
/** As a person types a code read off paper: upper case, a space for the dash. */
const shouted = (code: string) => code.toUpperCase().replace("-", " ");

describe("recovery codes", () => {
  it("are lower case without look-alikes, and sign in once typed in upper case with spaces", async () => {
    const person = await withTwoFactor("Reader");
    expect(person.backupCodes).toHaveLength(10);
    for (const code of person.backupCodes) expect(code).toMatch(SHAPE);
    const typed = shouted(person.backupCodes[0]!);
    expect((await signInWith("Reader", typed)).status).toBe(200);
    const again = await signInWith("Reader", typed);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(REFUSED);
    expect((await signInWith("Reader", ` ${person.backupCodes[1]!.replace("-", "")} `)).status).toBe(200);
  }, 30_000);

  it("made before, in mixed case, still work, matched ignoring case, spaces and dashes", async () => {
    const person = await withTwoFactor("Old Codes");
    const old = ["sGgRs-p5HdP", "X9I1G-kIytB", "7OIFb-GeCTN"];
    const key = (await person.auth.$context).secretConfig;
    await prisma.staffTwoFactor.updateMany({
      where: { userId: person.id },
      data: { backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(old) }) },
    });
    expect((await signInWith("Old Codes", "sggrs-p5hdp")).status).toBe(200);
    expect((await signInWith("Old Codes", "sGgRs-p5HdP")).status).toBe(401);
    expect((await signInWith("Old Codes", "x9i1g kiytb")).status).toBe(200);
    expect((await signInWith("Old Codes", "7OIFb-GeCTN")).status).toBe(200);
    expect((await signInWith("Old Codes", "7oifb-gectn")).status).toBe(401);
  }, 30_000);

  it("a wrong one is a refused sign-in, counted toward the account's lockout", async () => {
    const person = await withTwoFactor("Guessed");
    for (let i = 0; i < 5; i++) expect((await signInWith("Guessed", "abcde-fghjk")).status).toBe(401);
    const rows = await prisma.accessLogEntry.findMany({
      where: { email: staffEmail("Guessed"), action: "sign-in.failed" },
    });
    expect(rows.map((row) => row.detail)).toEqual(Array.from({ length: 5 }, () => ({ reason: "code" })));
    // Five failures: even a right code waits (lib/auth/sign-in-limits.ts).
    expect((await signInWith("Guessed", person.backupCodes[0])).status).toBe(429);
  }, 30_000);
});

describe("new recovery codes (POST /api/staff/two-factor/recovery-codes)", () => {
  it("asks for the password or a current code, makes ten new codes and voids the old ones", async () => {
    const person = await withTwoFactor("Renewer");
    const renewed = await post("/two-factor/recovery-codes", { password: TEST_PASSWORD }, person.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get("cache-control")).toBe("no-store");
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(SHAPE);
    expect(backupCodes.filter((code) => person.backupCodes.includes(code))).toEqual([]);

    const old = await signInWith("Renewer", person.backupCodes[0]);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual(REFUSED);
    expect((await signInWith("Renewer", shouted(backupCodes[0]!))).status).toBe(200);

    // With the app's code instead of the password; that code is spent.
    await forgetUsedCode(person.id);
    const code = totpCode(person.secret);
    const byCode = await post("/two-factor/recovery-codes", { code }, person.cookie);
    expect(byCode.status).toBe(200);
    const { backupCodes: third } = (await byCode.json()) as { backupCodes: string[] };
    expect((await signInWith("Renewer", backupCodes[1])).status).toBe(401);
    expect((await signInWith("Renewer", third[0])).status).toBe(200);
    expect((await signInWith("Renewer", code)).status).toBe(401);

    const rows = await logged(person.id, "account.two-factor.recovery-codes");
    expect(rows.map((row) => [row.email, row.target])).toEqual([
      [staffEmail("Renewer"), staffEmail("Renewer")],
      [staffEmail("Renewer"), staffEmail("Renewer")],
    ]);
  }, 30_000);

  it("answers bad input with a 400 naming the field, and keeps the codes", async () => {
    const person = await withTwoFactor("Fumbler");
    await forgetUsedCode(person.id);
    const wrongCode = String((Number(totpCode(person.secret)) + 500_000) % 1_000_000).padStart(6, "0");
    const cases: [unknown, Record<string, string[]>][] = [
      [{ password: "not my password" }, { password: ["That password is not right."] }],
      [{ code: wrongCode }, { code: ["That code is not right: enter the code the app shows now."] }],
      [{ code: "12ab56" }, { code: ["Enter the 6-digit code from the app."] }],
      [{}, { password: ["Enter your password or the 6-digit code from the app, one of the two."] }],
      [
        { password: TEST_PASSWORD, code: totpCode(person.secret) },
        { password: ["Enter your password or the 6-digit code from the app, one of the two."] },
      ],
      [{ password: "" }, { password: ["Enter your password."] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await post("/two-factor/recovery-codes", body, person.cookie);
      expect([response.status, (await response.json()).fieldErrors]).toEqual([400, fieldErrors]);
    }
    expect(await logged(person.id, "account.two-factor.recovery-codes")).toEqual([]);
    expect((await signInWith("Fumbler", person.backupCodes[0])).status).toBe(200);
  }, 30_000);

  it("counts a wrong password or code like a failed sign-in: past five, even the right one waits (429)", async () => {
    const person = await withTwoFactor("Session Thief");
    for (let i = 0; i < 5; i++) {
      const guess = await post("/two-factor/recovery-codes", { password: `guess-${i}-guess-${i}` }, person.cookie);
      expect(guess.status).toBe(400);
    }
    const locked = await post("/two-factor/recovery-codes", { password: TEST_PASSWORD }, person.cookie);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post("/two-factor/move", { password: TEST_PASSWORD }, person.cookie)).status).toBe(429);
    expect(await logged(person.id, "account.two-factor.recovery-codes")).toEqual([]);
  }, 30_000);

  it("is 401 signed out, 403 from another site, 409 without two-factor sign-in", async () => {
    const signedOut = await post("/two-factor/recovery-codes", { password: TEST_PASSWORD });
    expect(signedOut.status).toBe(401);
    const cookie = await signInAs("Plain Marketer", "marketing");
    const { POST } = await import("@/app/api/staff/two-factor/recovery-codes/route");
    const request = jsonRequest("POST", "/api/staff/two-factor/recovery-codes", { password: TEST_PASSWORD }, cookie);
    request.headers.set("sec-fetch-site", "cross-site");
    expect((await POST(request)).status).toBe(403);
    const off = await post("/two-factor/recovery-codes", { password: TEST_PASSWORD }, cookie);
    expect(off.status).toBe(409);
    expect((await off.json()).message).toBe("Two-factor sign-in is not on: set it up first.");
  }, 30_000);
});

describe("moving to a new phone (POST /api/staff/two-factor/move, then /move/verify)", () => {
  it("keeps the old phone working until the new one's code confirms, then only the new one", async () => {
    const person = await withTwoFactor("Mover", "admin");
    const started = await post("/two-factor/move", { password: TEST_PASSWORD }, person.cookie);
    expect(started.status).toBe(200);
    const { qr, secret } = (await started.json()) as { qr: string; secret: string };
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(secret).not.toBe(person.secret);

    // Not confirmed yet: the old phone still signs in.
    expect((await signInWith("Mover", nextCode(person.secret))).status).toBe(200);
    const wrong = await post("/two-factor/move/verify", { code: totpCode(person.secret) }, person.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors).toEqual({
      code: ["That code is not right: enter the code the app shows now."],
    });
    const malformed = await post("/two-factor/move/verify", { code: "abc" }, person.cookie);
    expect([malformed.status, (await malformed.json()).fieldErrors]).toEqual([
      400,
      { code: ["Enter the 6-digit code from the app."] },
    ]);
    expect(await logged(person.id, "account.two-factor.move")).toEqual([]);

    const confirmed = await post("/two-factor/move/verify", { code: totpCode(secret) }, person.cookie);
    expect(confirmed.status).toBe(200);
    await forgetUsedCode(person.id);
    expect((await signInWith("Mover", totpCode(person.secret))).status).toBe(401);
    expect((await signInWith("Mover", totpCode(secret))).status).toBe(200);
    // The recovery codes stay.
    expect((await signInWith("Mover", person.backupCodes[0])).status).toBe(200);
    const rows = await logged(person.id, "account.two-factor.move");
    expect(rows.map((row) => row.target)).toEqual([staffEmail("Mover")]);

    const twice = await post("/two-factor/move/verify", { code: nextCode(secret) }, person.cookie);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe("No move was begun, or it is more than 15 minutes old: begin again.");
  }, 30_000);

  it("takes the current code instead of the password; a wrong one or a stale move is refused", async () => {
    const person = await withTwoFactor("Slow Mover");
    const wrongPassword = await post("/two-factor/move", { password: "not my password" }, person.cookie);
    expect([wrongPassword.status, (await wrongPassword.json()).fieldErrors]).toEqual([
      400,
      { password: ["That password is not right."] },
    ]);
    await forgetUsedCode(person.id);
    const started = await post("/two-factor/move", { code: totpCode(person.secret) }, person.cookie);
    expect(started.status).toBe(200);
    const { secret } = (await started.json()) as { secret: string };
    await prisma.staffVerification.updateMany({
      where: { identifier: `two-factor-move:${person.id}` },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const stale = await post("/two-factor/move/verify", { code: totpCode(secret) }, person.cookie);
    expect(stale.status).toBe(409);
    expect((await post("/two-factor/move", { password: TEST_PASSWORD })).status).toBe(401);
    expect((await post("/two-factor/move/verify", { code: "123456" })).status).toBe(401);
  }, 30_000);
});

describe("another admin's reset (POST /api/staff/accounts/{id}/two-factor-reset)", () => {
  const reset = async (id: string, cookie: string) => {
    const { POST } = await import("@/app/api/staff/accounts/[id]/two-factor-reset/route");
    return POST(inEnglish(jsonRequest("POST", `/api/staff/accounts/${id}/two-factor-reset`, {}, cookie)), {
      params: Promise.resolve({ id }),
    });
  };
  const accountsPage = async (cookie: string) =>
    (await import("@/app/api/staff/accounts/route")).GET(
      inEnglish(jsonRequest("GET", "/api/staff/accounts", undefined, cookie)),
    );

  it("signs the person out everywhere; an admin sets it up again at the next sign-in; logged with who did it", async () => {
    const lost = await withTwoFactor("Lost Phone", "admin");
    const otherSession = sessionCookieOf(await signInWith("Lost Phone", nextCode(lost.secret)));
    const helperId = await ensureStaffAccount("Helping Admin", "admin");
    const helper = await signInAs("Helping Admin", "admin");

    const done = await reset(lost.id, helper);
    expect(done.status).toBe(200);
    for (const cookie of [lost.cookie, otherSession]) expect((await accountsPage(cookie)).status).toBe(401);
    const account = await prisma.staffUser.findUniqueOrThrow({ where: { id: lost.id } });
    expect(account.twoFactorEnabled).toBe(false);
    expect(await prisma.staffTwoFactor.count({ where: { userId: lost.id } })).toBe(0);
    expect(await prisma.staffSession.count({ where: { userId: lost.id } })).toBe(0);

    const back = await signInWith("Lost Phone");
    expect(back.status).toBe(200);
    const blocked = await accountsPage(sessionCookieOf(back));
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).message).toBe(
      "Admins sign in with two factors: set it up at /staff/two-factor first.",
    );
    const setUp = await post("/two-factor", { password: TEST_PASSWORD }, sessionCookieOf(back));
    expect(setUp.status).toBe(200);

    const rows = await logged(helperId, "account.two-factor.reset");
    expect(rows.map((row) => [row.email, row.target])).toEqual([
      [staffEmail("Helping Admin"), staffEmail("Lost Phone")],
    ]);
  }, 30_000);

  it("refuses one's own (409), an account without it (409), an unknown one (404) and a non-admin (403)", async () => {
    const adminId = await ensureStaffAccount("Self Admin", "admin");
    const admin = await signInAs("Self Admin", "admin");
    const own = await reset(adminId, admin);
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe(
      "You cannot reset your own two-factor sign-in here: move it to a new phone or make new recovery codes on the two-factor page.",
    );
    const plainId = await ensureStaffAccount("Plain Editor", "editor");
    const off = await reset(plainId, admin);
    expect(off.status).toBe(409);
    expect((await off.json()).message).toBe("This account does not use two-factor sign-in.");
    expect((await reset("no-such-account", admin)).status).toBe(404);

    const marketer = await withTwoFactor("Nosy Marketer");
    const refused = await reset(adminId, marketer.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This needs the admin role.");
    expect(await prisma.staffTwoFactor.count({ where: { userId: adminId } })).toBe(1);
    expect((await logged(marketer.id, "staff.refused")).map((row) => row.target)).toEqual([
      `POST /api/staff/accounts/${adminId}/two-factor-reset`,
    ]);
    expect(
      await prisma.accessLogEntry.count({
        where: { action: "account.two-factor.reset", target: staffEmail("Self Admin") },
      }),
    ).toBe(0);
  }, 30_000);
});

describe("npm run staff:reset-two-factor (the last admin)", () => {
  const script = setupNodeBundle("scripts/staff-reset-two-factor.ts");
  const run = (args: string[]) =>
    spawnSync(process.execPath, ["--conditions=react-server", script.file, ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL },
      timeout: 60_000,
    });

  it("resets it with an access-log row by the command line", async () => {
    const last = await withTwoFactor("Last Admin", "admin");
    const done = run(["--email", staffEmail("Last Admin").toUpperCase()]);
    expect(done.stderr).toBe("");
    expect(done.status).toBe(0);
    expect(done.stdout).toContain("it sets it up again at its next sign-in");
    expect((await prisma.staffUser.findUniqueOrThrow({ where: { id: last.id } })).twoFactorEnabled).toBe(false);
    expect(await prisma.staffSession.count({ where: { userId: last.id } })).toBe(0);
    const rows = await logged(last.id, "account.two-factor.reset");
    expect(rows.map((row) => [row.target, row.detail, row.ip])).toEqual([
      [staffEmail("Last Admin"), { via: "command line" }, "local"],
    ]);
    expect(run(["--email", staffEmail("Last Admin")]).stdout).toContain("nothing to reset");
    const unknown = run(["--email", "nobody@staff.test"]);
    expect([unknown.status, unknown.stderr.trim()]).toEqual([1, "nobody@staff.test has no account."]);
    expect(run([]).status).toBe(2);
  }, 60_000);
});
