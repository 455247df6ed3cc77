/** @jest-environment node */
// Joining and leaving: an admin's invite arrives by e-mail (outbox → a real SMTP server) with a
// one-time link valid 72 hours; the invitee sets a name and a password; a reset link (one hour) does
// the same for a forgotten password. Links used twice or late are refused. Admins change roles and
// disable / enable accounts; the last admin stays; they see an account's sign-in lock and lift it (a
// reset link lifts it too). Every change is an access-log row.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, signInAs, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { deliverMailTo, setupMailedSite, tokenIn } from "../support/mail-delivery";

const prisma = setupTestDatabase();
const { smtp } = setupMailedSite(prisma);

beforeAll(() => {
  process.env.TEAM_LOCALE = "en";
});

/** A JSON request as the back office's pages send it (English words). */
function call(method: string, url: string, body?: unknown, cookie?: string, ip?: string): Request {
  const request = jsonRequest(method, url, body, cookie, ip);
  request.headers.set("x-locale", "en");
  return request;
}

/** Delivers what the outbox holds; the mails that arrived for `to` since `before`. */
const mailsTo = (to: string, before: number) => deliverMailTo(prisma, smtp, to, before);

const linkIn = (text: string, page: string) => tokenIn(text, `https://www.example.test/en${page}`);

const routes = {
  accounts: () => import("@/app/api/staff/accounts/route"),
  account: () => import("@/app/api/staff/accounts/[id]/route"),
  invite: () => import("@/app/api/staff/accounts/[id]/invite/route"),
  unlock: () => import("@/app/api/staff/accounts/[id]/unlock/route"),
  password: () => import("@/app/api/staff/password/route"),
  reset: () => import("@/app/api/staff/password-reset/route"),
  session: () => import("@/app/api/staff/session/route"),
};

async function setPassword(body: Record<string, unknown>) {
  const { POST } = await routes.password();
  return POST(call("POST", "/api/staff/password", body));
}

async function signInStatus(email: string, password: string) {
  const { POST } = await routes.session();
  return (await POST(call("POST", "/api/staff/session", { email, password }))).status;
}

async function invite(adminCookie: string, email: string, role = "marketing") {
  const { POST } = await routes.accounts();
  return POST(call("POST", "/api/staff/accounts", { email, role }, adminCookie));
}

/** Invites `email` (expecting the 201) and returns the token of the welcome link mailed to it. */
async function invitedToken(adminCookie: string, email: string) {
  const before = smtp.received.length;
  expect((await invite(adminCookie, email)).status).toBe(201);
  return linkIn((await mailsTo(email, before))[0]!.text, "/staff/welcome");
}

const actions = async (target: string) =>
  (await prisma.accessLogEntry.findMany({ where: { target }, orderBy: { id: "asc" } })).map((row) => row.action);

describe("invites", () => {
  it("mails a one-time link; the invitee sets a name and a password, then signs in with them", async () => {
    const admin = await signInAs("Head", "admin");
    const before = smtp.received.length;
    const response = await invite(admin, "new.hire@staff.test");
    expect(response.status).toBe(201);
    const mails = await mailsTo("new.hire@staff.test", before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toMatch(/Your back-office account$/);
    expect(mails[0]!.text).toContain("Head made you an account (new.hire@staff.test) with the marketing role");
    expect(mails[0]!.text).toContain("The link works once, for 72 hours");
    const token = linkIn(mails[0]!.text, "/staff/welcome");
    // Not signed in before the password is set.
    expect(await signInStatus("new.hire@staff.test", "a password of some length")).toBe(401);

    const set = await setPassword({ kind: "invite", token, password: "correct horse battery", name: "Seo-yeon Park" });
    expect(set.status).toBe(200);
    const account = await prisma.staffUser.findUniqueOrThrow({ where: { email: "new.hire@staff.test" } });
    expect([account.name, account.role]).toEqual(["Seo-yeon Park", "marketing"]);
    expect(await signInStatus("new.hire@staff.test", "correct horse battery")).toBe(200);
    expect(await actions("new.hire@staff.test")).toEqual(["account.create"]);
    const password = await prisma.accessLogEntry.findFirstOrThrow({
      where: { accountId: account.id, action: "account.password" },
    });
    expect(password.detail).toEqual({ via: "invite" });
  }, 30_000);

  it("refuses the same link the second time, and a link older than 72 hours, with 410", async () => {
    const admin = await signInAs("Head", "admin");
    const token = await invitedToken(admin, "twice@staff.test");
    const body = { kind: "invite", token, password: "first password here", name: "Twice" };
    expect((await setPassword(body)).status).toBe(200);
    const again = await setPassword({ ...body, password: "second password here" });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: "This link has expired or has been used already." });
    expect(await signInStatus("twice@staff.test", "second password here")).toBe(401);
    expect(await signInStatus("twice@staff.test", "first password here")).toBe(200);

    // A link made 72 hours and a minute ago.
    const { staffAuth } = await import("@/lib/auth/auth");
    const { createPasswordToken } = await import("@/lib/auth/accounts");
    expect((await invite(admin, "late@staff.test")).status).toBe(201);
    const late = await prisma.staffUser.findUniqueOrThrow({ where: { email: "late@staff.test" } });
    const old = await createPasswordToken(
      staffAuth(),
      late.id,
      "invite",
      new Date(Date.now() - (72 * 60 + 1) * 60_000),
    );
    const refused = await setPassword({ kind: "invite", token: old, password: "too late a password", name: "Late" });
    expect(refused.status).toBe(410);
    const { passwordLinkAccount } = await import("@/lib/auth/password-links");
    expect(await passwordLinkAccount(old, "invite")).toBeNull();
    // One made 71 hours ago still works.
    const inTime = await createPasswordToken(staffAuth(), late.id, "invite", new Date(Date.now() - 71 * 3600_000));
    expect((await passwordLinkAccount(inTime, "invite"))?.email).toBe("late@staff.test");
    expect(
      (await setPassword({ kind: "invite", token: inTime, password: "just in time pass", name: "Late" })).status,
    ).toBe(200);
  }, 30_000);

  it("responds 400 naming the field for a short password or a missing name, and keeps the link", async () => {
    const admin = await signInAs("Head", "admin");
    const token = await invitedToken(admin, "short@staff.test");
    const short = await setPassword({ kind: "invite", token, password: "elevenchars", name: "Short" });
    expect(short.status).toBe(400);
    expect((await short.json()).fieldErrors).toEqual({ password: ["Choose a password of 12 to 200 characters."] });
    const nameless = await setPassword({ kind: "invite", token, password: "twelve chars!" });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).fieldErrors).toEqual({ name: ["Enter a name of 1 to 80 characters."] });
    expect((await setPassword({ kind: "invite", token, password: "twelve chars!", name: "Short" })).status).toBe(200);
  }, 30_000);

  it("refuses an address that has an account (409) and sends a new invite only while no password is set", async () => {
    const admin = await signInAs("Head", "admin");
    const taken = await invite(admin, staffEmail("Head"));
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe("head@staff.test already has an account.");

    const before = smtp.received.length;
    expect((await invite(admin, "again@staff.test")).status).toBe(201);
    const id = (await prisma.staffUser.findUniqueOrThrow({ where: { email: "again@staff.test" } })).id;
    const { POST } = await routes.invite();
    expect((await POST(call("POST", `/api/staff/accounts/${id}/invite`, {}, admin), params({ id }))).status).toBe(200);
    const mails = await mailsTo("again@staff.test", before);
    expect(mails).toHaveLength(2);
    const token = linkIn(mails[1]!.text, "/staff/welcome");
    expect((await setPassword({ kind: "invite", token, password: "finally a password", name: "Again" })).status).toBe(
      200,
    );
    // The first link died with it.
    const first = linkIn(mails[0]!.text, "/staff/welcome");
    expect((await setPassword({ kind: "invite", token: first, password: "another password!", name: "X" })).status).toBe(
      410,
    );
    const resent = await POST(call("POST", `/api/staff/accounts/${id}/invite`, {}, admin), params({ id }));
    expect(resent.status).toBe(409);
    expect(await actions("again@staff.test")).toEqual(["account.create", "account.invite"]);
  }, 30_000);
});

describe("password reset", () => {
  it("mails a one-hour link to an account's address only; the new password replaces the old and signs it out", async () => {
    await ensureStaffAccount("Forgetful", "editor");
    const email = staffEmail("Forgetful");
    const { POST: signIn } = await routes.session();
    const cookie = (await signIn(call("POST", "/api/staff/session", { email, password: TEST_PASSWORD }))).headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { POST } = await routes.reset();
    const before = smtp.received.length;
    for (const address of [email, "nobody@staff.test"]) {
      const response = await POST(call("POST", "/api/staff/password-reset", { email: address }));
      expect(response.status).toBe(202);
    }
    const mails = await mailsTo(email, before);
    expect(mails).toHaveLength(1);
    expect(await mailsTo("nobody@staff.test", before)).toHaveLength(0);
    expect(mails[0]!.text).toContain("We were asked to reset the password of forgetful@staff.test.");
    expect(mails[0]!.text).toContain("The link works once, for one hour");
    const token = linkIn(mails[0]!.text, "/staff/reset-password");

    expect((await setPassword({ kind: "reset", token, password: "a brand new password" })).status).toBe(200);
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(email, "a brand new password")).toBe(200);
    // The session from before the reset is gone.
    const { GET } = await routes.session();
    const after = await (await GET(call("GET", "/api/staff/session", undefined, cookie))).json();
    expect(after.data.authenticated).toBe(false);
    // Twice: refused.
    expect((await setPassword({ kind: "reset", token, password: "yet another password" })).status).toBe(410);
    const account = await prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(["account.reset-request", "account.password"]),
    );
  }, 30_000);

  it("refuses a reset link posted as an invite (410): it renames nothing and still works as a reset", async () => {
    await ensureStaffAccount("Renamed", "marketing");
    const email = staffEmail("Renamed");
    const { POST } = await routes.reset();
    const before = smtp.received.length;
    expect((await POST(call("POST", "/api/staff/password-reset", { email }))).status).toBe(202);
    const token = linkIn((await mailsTo(email, before))[0]!.text, "/staff/reset-password");
    const asInvite = await setPassword({ kind: "invite", token, password: "an invite's password", name: "Mallory" });
    expect(asInvite.status).toBe(410);
    expect((await prisma.staffUser.findUniqueOrThrow({ where: { email } })).name).toBe("Renamed");
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    expect((await setPassword({ kind: "reset", token, password: "the reset's password" })).status).toBe(200);
    expect(await signInStatus(email, "the reset's password")).toBe(200);
  }, 30_000);

  it("refuses a reset link older than an hour", async () => {
    const id = await ensureStaffAccount("Slow", "marketing");
    const { staffAuth } = await import("@/lib/auth/auth");
    const { createPasswordToken } = await import("@/lib/auth/accounts");
    const token = await createPasswordToken(staffAuth(), id, "reset", new Date(Date.now() - 61 * 60_000));
    const late = await setPassword({ kind: "reset", token, password: "a password too late" });
    expect(late.status).toBe(410);
    expect(await signInStatus(staffEmail("Slow"), TEST_PASSWORD)).toBe(200);
  });

  it("counts reset requests like sign-in attempts: the sixth from one address in 15 minutes is 429", async () => {
    const { POST } = await routes.reset();
    const ip = "203.0.113.99";
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await POST(call("POST", "/api/staff/password-reset", { email: "x@staff.test" }, undefined, ip))).status,
      ).toBe(202);
    }
    const blocked = await POST(call("POST", "/api/staff/password-reset", { email: "x@staff.test" }, undefined, ip));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("account changes by an admin", () => {
  const patch = async (cookie: string, id: string, body: unknown) => {
    const { PATCH } = await routes.account();
    return PATCH(call("PATCH", `/api/staff/accounts/${id}`, body, cookie), params({ id }));
  };

  it("changes a role, disables (signed out at once) and enables an account; each is logged", async () => {
    const admin = await signInAs("Head", "admin");
    const cookie = await signInAs("Switcher", "marketing");
    const id = await ensureStaffAccount("Switcher", "marketing");
    expect((await patch(admin, id, { role: "editor" })).status).toBe(200);
    expect((await prisma.staffUser.findUniqueOrThrow({ where: { id } })).role).toBe("editor");
    expect((await patch(admin, id, { disabled: true })).status).toBe(200);
    const { GET } = await routes.session();
    expect((await (await GET(call("GET", "/api/staff/session", undefined, cookie))).json()).data.authenticated).toBe(
      false,
    );
    expect(await signInStatus(staffEmail("Switcher"), TEST_PASSWORD)).toBe(401);
    expect((await patch(admin, id, { disabled: false })).status).toBe(200);
    expect(await signInStatus(staffEmail("Switcher"), TEST_PASSWORD)).toBe(200);
    const rows = await prisma.accessLogEntry.findMany({
      where: { target: staffEmail("Switcher") },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => [row.email, row.action, row.detail])).toEqual([
      ["head@staff.test", "account.role", { from: "marketing", to: "editor" }],
      ["head@staff.test", "account.disable", null],
      ["head@staff.test", "account.enable", null],
    ]);
  }, 30_000);

  it("keeps the last enabled admin: it cannot lose the role or be disabled", async () => {
    // Only one admin on this check: the others made by earlier tests lose the role first.
    const admin = await signInAs("Head", "admin");
    const headId = await ensureStaffAccount("Head", "admin");
    const others = await prisma.staffUser.findMany({ where: { role: "admin", NOT: { id: headId } } });
    for (const other of others) expect((await patch(admin, other.id, { role: "marketing" })).status).toBe(200);
    const demote = await patch(admin, headId, { role: "marketing" });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe(
      "The last admin cannot lose the role or be disabled: make another account admin first.",
    );
    const second = await signInAs("Deputy", "admin");
    const deputyId = await ensureStaffAccount("Deputy", "admin");
    // With a second admin, the first may step down; then the second is the last one.
    expect((await patch(second, headId, { role: "marketing" })).status).toBe(200);
    expect((await patch(second, deputyId, { disabled: true })).status).toBe(409);
    expect((await prisma.staffUser.findUniqueOrThrow({ where: { id: deputyId } })).banned).toBeFalsy();
    expect((await patch(second, headId, { role: "admin" })).status).toBe(200);
  }, 30_000);

  it("leaves one admin when the last two demote each other at the same moment", async () => {
    const head = await signInAs("Head", "admin");
    const deputy = await signInAs("Deputy", "admin");
    const headId = await ensureStaffAccount("Head", "admin");
    const deputyId = await ensureStaffAccount("Deputy", "admin");
    const admins = () =>
      prisma.staffUser.findMany({ where: { role: "admin", OR: [{ banned: false }, { banned: null }] } });
    expect((await admins()).map((row) => row.id).sort()).toEqual([headId, deputyId].sort());
    const results = await Promise.all([
      patch(head, deputyId, { role: "marketing" }),
      patch(deputy, headId, { role: "marketing" }),
    ]);
    // One wins; the other is refused as the last admin (409), or as no longer an admin (403).
    expect(results.filter((response) => response.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(results.map((response) => response.status).find((status) => status !== 200));
    const left = await admins();
    expect(left).toHaveLength(1);
    const winner = left[0]!.id === headId ? head : deputy;
    const other = left[0]!.id === headId ? deputyId : headId;
    expect((await patch(winner, other, { role: "admin" })).status).toBe(200);
  }, 30_000);

  it("responds 400 for an unknown role and 404 for an unknown account", async () => {
    const admin = await signInAs("Deputy", "admin");
    const id = await ensureStaffAccount("Switcher", "marketing");
    const bad = await patch(admin, id, { role: "owner" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ role: ["Choose one of the roles: admin, marketing, editor."] });
    const missing = await patch(admin, "no-such-account", { disabled: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("No such account.");
  }, 30_000);
});

describe("sign-in locks", () => {
  /** Five wrong passwords of `email`, from five addresses: only the account's own count locks it. */
  const lockOut = async (email: string) => {
    for (let i = 0; i < 5; i += 1) expect(await signInStatus(email, `wrong-${i}`)).toBe(401);
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(429);
  };
  const listed = async (cookie: string, email: string) => {
    const { GET } = await routes.accounts();
    const { accounts } = (await (await GET(call("GET", "/api/staff/accounts", undefined, cookie))).json()) as {
      accounts: { email: string; lockedSeconds: number | null }[];
    };
    return accounts.find((account) => account.email === email)?.lockedSeconds;
  };
  const unlock = async (cookie: string, id: string) => {
    const { POST } = await routes.unlock();
    return POST(call("POST", `/api/staff/accounts/${id}/unlock`, {}, cookie), params({ id }));
  };

  it("shows an admin how long an account stays locked; an admin's unlock lets it sign in again (logged)", async () => {
    const admin = await signInAs("Head", "admin");
    const marketer = await signInAs("Bystander", "marketing");
    const id = await ensureStaffAccount("Fumbler", "marketing");
    const email = staffEmail("Fumbler");
    expect(await listed(admin, email)).toBeNull();
    await lockOut(email);
    const seconds = await listed(admin, email);
    expect(seconds).toBeGreaterThan(800);
    expect(seconds).toBeLessThanOrEqual(900);

    // Not an admin: 403, and the lock holds.
    const refused = await unlock(marketer, id);
    expect(refused.status).toBe(403);
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(429);
    const missing = await unlock(admin, "no-such-account");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("No such account.");

    const lifted = await unlock(admin, id);
    expect(lifted.status).toBe(200);
    expect(await listed(admin, email)).toBeNull();
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);
    const rows = await prisma.accessLogEntry.findMany({ where: { target: email }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.email, row.action])).toEqual([["head@staff.test", "account.unlock"]]);
  }, 60_000);

  it("lifts the lock when the account's owner sets a new password from a reset link", async () => {
    await ensureStaffAccount("Locked Reset", "editor");
    const email = staffEmail("Locked Reset");
    await lockOut(email);
    const { POST } = await routes.reset();
    const before = smtp.received.length;
    expect((await POST(call("POST", "/api/staff/password-reset", { email }))).status).toBe(202);
    const token = linkIn((await mailsTo(email, before))[0]!.text, "/staff/reset-password");
    expect((await setPassword({ kind: "reset", token, password: "a password after the lock" })).status).toBe(200);
    expect(await signInStatus(email, "a password after the lock")).toBe(200);
  }, 30_000);
});
