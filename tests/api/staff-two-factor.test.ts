/** @jest-environment node */
// Two-factor sign-in with an authenticator app: set-up (QR code, key, ten recovery codes, confirmed
// by a code), sign-in with a wrong, an old and the right code, a recovery code used once, and admins
// sent to set it up before anything else; others may turn it off.
import { freshIp, inEnglish, jsonRequest, setupTestDatabase } from "./blog-harness";
import {
  authenticatorKeys,
  ensureStaffAccount,
  makeStaffAccount,
  sessionCookieOf,
  signInWith,
  staffEmail,
  TEST_PASSWORD,
} from "./staff-harness";
import { totpCode } from "../support/totp";

const prisma = setupTestDatabase();

async function start(cookie: string, password = TEST_PASSWORD) {
  const { POST } = await import("@/app/api/staff/two-factor/route");
  return POST(inEnglish(jsonRequest("POST", "/api/staff/two-factor", { password }, cookie)));
}

async function confirm(cookie: string, code: string) {
  const { POST } = await import("@/app/api/staff/two-factor/verify/route");
  return POST(inEnglish(jsonRequest("POST", "/api/staff/two-factor/verify", { code }, cookie)));
}

/** A code the app never shows now: the current one, changed in its last digit. */
const wrongCode = (secret: string) => {
  const code = totpCode(secret);
  return code.slice(0, 5) + String((Number(code[5]) + 5) % 10);
};
const fiveMinutesAgo = (secret: string) => totpCode(secret, Date.now() - 5 * 60_000);

let secret = "";
let recoveryCodes: string[] = [];

describe("setting up two-factor sign-in (a marketer, for whom it is optional)", () => {
  it("shows a QR code, the key and ten recovery codes; a wrong or old code does not turn it on, the right one does", async () => {
    await makeStaffAccount("Careful", "marketing");
    const cookie = sessionCookieOf(await signInWith("Careful"));

    const badPassword = await start(cookie, "not my password");
    expect(badPassword.status).toBe(400);
    expect((await badPassword.json()).fieldErrors).toEqual({ password: ["That password is not right."] });

    const started = await start(cookie);
    expect(started.status).toBe(200);
    const setup = (await started.json()) as { qr: string; secret: string; backupCodes: string[] };
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(new Set(setup.backupCodes).size).toBe(10);
    ({ secret, backupCodes: recoveryCodes } = setup);

    for (const code of [wrongCode(secret), fiveMinutesAgo(secret)]) {
      const refused = await confirm(cookie, code);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "That code is not right: enter the code the app shows now.",
        fieldErrors: { code: ["That code is not right: enter the code the app shows now."] },
      });
    }
    const notSix = await confirm(cookie, "12345");
    expect(notSix.status).toBe(400);
    expect((await notSix.json()).fieldErrors).toEqual({ code: ["Enter the 6-digit code from the app."] });
    const account = () => prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Careful") } });
    expect((await account()).twoFactorEnabled).toBeFalsy();

    const confirmed = await confirm(cookie, totpCode(secret));
    expect(confirmed.status).toBe(200);
    expect(sessionCookieOf(confirmed)).toMatch(/^__Host-staff=/);
    expect((await account()).twoFactorEnabled).toBe(true);
    const logged = await prisma.accessLogEntry.findMany({ where: { accountId: (await account()).id } });
    expect(logged.map((row) => row.action)).toContain("account.two-factor.enable");
  }, 30_000);
});

const REFUSED = {
  success: false,
  message: "Incorrect e-mail address, password or authenticator code. Please try again.",
};

/**
 * The code of the app's next step: still accepted now (better-auth allows a step of drift), and later
 * than the one just used, so it signs in once more without waiting 30 seconds.
 */
const nextCode = (key: string) => totpCode(key, Date.now() + 30_000);

describe("signing in with two factors", () => {
  it("refuses a missing, wrong or old code exactly as a wrong password, and lets the right one in", async () => {
    const none = await signInWith("Careful");
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual(REFUSED);
    expect(none.headers.getSetCookie().some((line) => /^(__Host-)?staff=[^;]/.test(line))).toBe(false);

    for (const code of [wrongCode(secret), fiveMinutesAgo(secret)]) {
      const refused = await signInWith("Careful", code);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(REFUSED);
    }
    // The code that turned it on was spent: the next one signs in.
    const right = await signInWith("Careful", nextCode(secret));
    expect(right.status).toBe(200);
    expect(sessionCookieOf(right)).toMatch(/^__Host-staff=./);
    const rows = await prisma.accessLogEntry.findMany({
      where: { email: staffEmail("Careful"), action: { in: ["sign-in", "sign-in.failed"] } },
      orderBy: { id: "asc" },
    });
    expect(rows.slice(-4).map((row) => [row.action, row.detail])).toEqual([
      ["sign-in.failed", { reason: "code-missing" }],
      ["sign-in.failed", { reason: "code" }],
      ["sign-in.failed", { reason: "code" }],
      ["sign-in", null],
    ]);
  }, 30_000);

  it("takes a recovery code once instead of the app's code", async () => {
    const code = recoveryCodes[0]!;
    expect((await signInWith("Careful", code)).status).toBe(200);
    const again = await signInWith("Careful", code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(REFUSED);
    expect((await signInWith("Careful", recoveryCodes[1]!)).status).toBe(200);
  }, 30_000);

  it("lets a marketer turn it off with the password; then the password alone signs in", async () => {
    // Both steps the window accepts were used above; a person would wait for the app's next code.
    await prisma.staffTwoFactor.updateMany({
      where: { staffuser: { email: staffEmail("Careful") } },
      data: { lastUsedStep: null },
    });
    const cookie = sessionCookieOf(await signInWith("Careful", totpCode(secret)));
    const { DELETE } = await import("@/app/api/staff/two-factor/route");
    const off = await DELETE(
      inEnglish(jsonRequest("DELETE", "/api/staff/two-factor", { password: TEST_PASSWORD }, cookie)),
    );
    expect(off.status).toBe(200);
    expect((await signInWith("Careful")).status).toBe(200);
  }, 30_000);
});

describe("a code signs in once", () => {
  /** An admin of its own with two-factor sign-in (set up through the routes) and its key; its last used step forgotten. */
  async function admin(name: string) {
    await ensureStaffAccount(name, "admin");
    await prisma.staffTwoFactor.updateMany({
      where: { staffuser: { email: staffEmail(name) } },
      data: { lastUsedStep: null },
    });
    return authenticatorKeys.get(staffEmail(name))!;
  }

  it("refuses the same code a second time, and an older one after it, as a wrong code", async () => {
    const key = await admin("Replayed Admin");
    const code = nextCode(key);
    expect((await signInWith("Replayed Admin", code)).status).toBe(200);
    for (const replay of [code, totpCode(key)]) {
      const refused = await signInWith("Replayed Admin", replay);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(REFUSED);
      expect(refused.headers.getSetCookie().some((line) => /^(__Host-)?staff=[^;]/.test(line))).toBe(false);
    }
    const id = (await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Replayed Admin") } })).id;
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: id, action: "sign-in.failed" } });
    expect(rows.map((row) => row.detail)).toEqual([{ reason: "code-used" }, { reason: "code-used" }]);
  }, 30_000);

  it("lets one of five requests with the same code in, on two instances at once", async () => {
    const key = await admin("Raced Admin");
    const { POST } = await import("@/app/api/staff/session/route");
    // A second instance: a module registry of its own, with its own better-auth and Prisma client.
    let otherPost: typeof POST | undefined;
    jest.isolateModules(() => {
      otherPost = (jest.requireActual("@/app/api/staff/session/route") as { POST: typeof POST }).POST;
    });
    const body = { email: staffEmail("Raced Admin"), password: TEST_PASSWORD, code: nextCode(key) };
    const responses = await Promise.all(
      [POST, otherPost!, POST, otherPost!, POST].map((post) =>
        post(jsonRequest("POST", "/api/staff/session", body, undefined, freshIp())),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401, 401, 401]);
    for (const refused of responses.filter((response) => response.status === 401)) {
      expect(await refused.json()).toEqual(REFUSED);
    }
  }, 30_000);

  it("lets one of five requests with the same recovery code in", async () => {
    await makeStaffAccount("Rescued", "marketing");
    const cookie = sessionCookieOf(await signInWith("Rescued"));
    const setup = (await (await start(cookie)).json()) as { secret: string; backupCodes: string[] };
    expect((await confirm(cookie, totpCode(setup.secret))).status).toBe(200);
    const code = setup.backupCodes[0]!;
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => signInWith("Rescued", code)))).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 401, 401, 401, 401]);
  }, 30_000);
});

describe("admins", () => {
  it("are sent to set it up before anything else: every staff route responds 403 until it is on", async () => {
    await makeStaffAccount("Fresh Admin", "admin");
    const signedIn = await signInWith("Fresh Admin");
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    const blocked = [
      async () =>
        (await import("@/app/api/staff/accounts/route")).GET(
          jsonRequest("GET", "/api/staff/accounts", undefined, cookie),
        ),
      async () =>
        (await import("@/app/api/staff/submissions/route")).GET(
          jsonRequest("GET", "/api/staff/submissions", undefined, cookie),
        ),
      async () =>
        (await import("@/app/api/blog-images/route")).GET(jsonRequest("GET", "/api/blog-images", undefined, cookie)),
    ];
    for (const call of blocked) {
      const response = await call();
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(
        "Admins sign in with two factors: set it up at /staff/two-factor first.",
      );
    }
    // Logged with a reason the access log's page says in words, not the English sentence.
    const refusals = await prisma.accessLogEntry.findMany({
      where: { email: staffEmail("Fresh Admin"), action: "staff.refused" },
    });
    expect(refusals.map((row) => row.detail)).toEqual(blocked.map(() => ({ status: 403, reason: "two-factor" })));

    const started = await start(cookie);
    expect(started.status).toBe(200);
    const { secret: adminSecret } = (await started.json()) as { secret: string };
    const confirmed = await confirm(cookie, totpCode(adminSecret));
    expect(confirmed.status).toBe(200);
    const fresh = sessionCookieOf(confirmed);
    const accounts = await (
      await import("@/app/api/staff/accounts/route")
    ).GET(jsonRequest("GET", "/api/staff/accounts", undefined, fresh));
    expect(accounts.status).toBe(200);

    const { DELETE } = await import("@/app/api/staff/two-factor/route");
    const off = await DELETE(
      inEnglish(jsonRequest("DELETE", "/api/staff/two-factor", { password: TEST_PASSWORD }, fresh)),
    );
    expect(off.status).toBe(409);
    expect((await off.json()).message).toBe("Admins cannot turn two-factor sign-in off.");
  }, 30_000);
});
