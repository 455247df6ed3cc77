/** @jest-environment node */
// Sign-in with per-person accounts (better-auth): the responses of POST/GET/DELETE /api/staff/session,
// the cookie's attributes, the session row keeping only the token's hash, a disabled account signed
// out at its next request, on another instance too, and "sign out everywhere".
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, sessionCookieOf, signInAs, staffEmail, TEST_PASSWORD } from "./staff-harness";
import { sessionTokenHash } from "@/lib/auth/hashed-session-tokens";
import { DELETE, GET, POST } from "@/app/api/staff/session/route";
import { DELETE as signOutEverywhere } from "@/app/api/staff/session/everywhere/route";
import { expectEnvelopedRefusal } from "@/tests/support/refusal";

const prisma = setupTestDatabase();
beforeAll(async () => {
  await ensureStaffAccount("Minji", "marketing");
}, 60_000);

const sessionRows = () => prisma.staffSession.findMany({ select: { token: true, userId: true } });
const signInBody = (password: string, name = "Minji") => ({ email: staffEmail(name), password });
const authenticated = async (cookie: string) =>
  (
    (await (await GET(jsonRequest("GET", "/api/staff/session", undefined, cookie))).json()) as {
      data: { authenticated: boolean };
    }
  ).data.authenticated;

describe("staff sign-in", () => {
  it("responds 401 for a wrong password and for an unknown address alike, and sets no cookie", async () => {
    for (const body of [signInBody("wrong password!"), { email: "nobody@staff.test", password: TEST_PASSWORD }]) {
      const response = await POST(jsonRequest("POST", "/api/staff/session", body));
      await expectEnvelopedRefusal(
        response,
        401,
        "Incorrect e-mail address, password or authenticator code. Please try again.",
      );
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("responds 400 naming the field when the e-mail is missing", async () => {
    const response = await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.email).toBeDefined();
  });

  it("responds 429 after five wrong passwords of one account, even for the right one; a neighbour signs in", async () => {
    await ensureStaffAccount("Locked Out", "marketing");
    await ensureStaffAccount("Neighbour", "marketing");
    const ip = "192.0.2.77";
    const from = (body: unknown) => POST(jsonRequest("POST", "/api/staff/session", body, undefined, ip));
    for (let i = 0; i < 5; i += 1) {
      expect((await from(signInBody(`nope${i}`, "Locked Out"))).status).toBe(401);
      // Unknown e-mails in between cost the address, not the account.
      expect((await from(signInBody(`nope${i}`, "Nobody Here"))).status).toBe(401);
    }
    const blocked = await from(signInBody(TEST_PASSWORD, "Locked Out"));
    await expectEnvelopedRefusal(blocked, 429, "Too many requests. Please wait a moment and try again.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same address, another account: the office behind one address is not locked out.
    expect((await from(signInBody(TEST_PASSWORD, "Neighbour"))).status).toBe(200);
  });

  it("sets a __Host- HttpOnly SameSite=Strict Secure cookie; the row keeps the token's hash; sign-out deletes both", async () => {
    const before = (await sessionRows()).length;
    const response = await POST(jsonRequest("POST", "/api/staff/session", signInBody(TEST_PASSWORD)));
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((header) => header.startsWith("__Host-staff=")) ?? "";
    expect(line).toMatch(/^__Host-staff=[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(line).not.toMatch(/Domain=/i);
    const rows = await sessionRows();
    expect(rows).toHaveLength(before + 1);
    // The cookie is `<token>.<signature>`: the table holds the token's SHA-256, never the token.
    const token = decodeURIComponent(line.slice("__Host-staff=".length).split(";")[0] ?? "").split(".")[0] ?? "";
    expect(rows.map((row) => row.token)).toContain(sessionTokenHash(token));
    expect(rows.map((row) => row.token)).not.toContain(token);
    const cookie = sessionCookieOf(response);
    expect(await authenticated(cookie)).toBe(true);

    const out = await DELETE(jsonRequest("DELETE", "/api/staff/session", undefined, cookie));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/__Host-staff=; Max-Age=0/);
    expect(await sessionRows()).toHaveLength(before);
    expect(await authenticated(cookie)).toBe(false);
  });

  it("treats a malformed or forged session cookie as no session, on public and staff routes alike", async () => {
    for (const cookie of ["__Host-staff=%E0%A4%A", "__Host-staff=made-up-id.bad-signature"]) {
      expect(await authenticated(cookie)).toBe(false);
      const { GET: listPosts, POST: createPost } = await import("@/app/api/blog-posts/route");
      expect((await listPosts(jsonRequest("GET", "/api/blog-posts", undefined, cookie))).status).toBe(200);
      expect((await createPost(jsonRequest("POST", "/api/blog-posts", {}, cookie))).status).toBe(401);
    }
  });

  it("signs a disabled account out at its next request, on another instance too", async () => {
    const cookie = await signInAs("Leaving", "marketing");
    const admin = await signInAs("Boss", "admin");
    // A second instance: a module registry of its own, with its own better-auth and Prisma client.
    let otherGet: typeof GET | undefined;
    jest.isolateModules(() => {
      otherGet = (jest.requireActual("@/app/api/staff/session/route") as { GET: typeof GET }).GET;
    });
    const onOther = async () =>
      (await (await otherGet!(jsonRequest("GET", "/api/staff/session", undefined, cookie))).json()).data.authenticated;
    expect(await onOther()).toBe(true);

    const { staffAuth } = await import("@/lib/auth/auth");
    const id = (await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Leaving") } })).id;
    await staffAuth().api.banUser({ body: { userId: id }, headers: new Headers({ cookie: admin }) });

    expect(await authenticated(cookie)).toBe(false);
    expect(await onOther()).toBe(false);
    const again = await POST(jsonRequest("POST", "/api/staff/session", signInBody(TEST_PASSWORD, "Leaving")));
    expect(again.status).toBe(401);
  }, 30_000);

  it("signs out everywhere: every session of the account ends, this one too; other accounts keep theirs", async () => {
    const signInFrom = async (name: string) =>
      sessionCookieOf(await POST(jsonRequest("POST", "/api/staff/session", signInBody(TEST_PASSWORD, name))));
    await ensureStaffAccount("Two Browsers", "marketing");
    const browserA = await signInFrom("Two Browsers");
    const browserB = await signInFrom("Two Browsers");
    const other = await signInFrom("Minji");
    expect([await authenticated(browserA), await authenticated(browserB)]).toEqual([true, true]);

    const ip = "198.51.100.24";
    const out = await signOutEverywhere(
      jsonRequest("DELETE", "/api/staff/session/everywhere", undefined, browserA, ip),
    );
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true, data: { authenticated: false } });
    expect(out.headers.getSetCookie().join("\n")).toMatch(/__Host-staff=; Max-Age=0/);
    // Browser B's cookie is refused afterwards: no session, and a staff route answers 401.
    expect(await authenticated(browserB)).toBe(false);
    expect(await authenticated(browserA)).toBe(false);
    const { GET: listSubmissions } = await import("@/app/api/staff/submissions/route");
    const refused = await listSubmissions(jsonRequest("GET", "/api/staff/submissions", undefined, browserB));
    expect(refused.status).toBe(401);
    expect(await authenticated(other)).toBe(true);
    const account = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Two Browsers") } });
    expect(await prisma.staffSession.count({ where: { userId: account.id } })).toBe(0);
    const rows = await prisma.accessLogEntry.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
    expect(rows.map(({ action, ip: address }) => [action, address]).at(-1)).toEqual(["sign-out.everywhere", ip]);

    // Signed out, there is nothing to end: 401, as every staff route without a session.
    const again = await signOutEverywhere(jsonRequest("DELETE", "/api/staff/session/everywhere", undefined, browserB));
    expect(again.status).toBe(401);
  });

  it("records sign-in, failed sign-in and sign-out in the access log: account, address, action", async () => {
    const ip = "198.51.100.23";
    const post = (body: unknown) => POST(jsonRequest("POST", "/api/staff/session", body, undefined, ip));
    const since = new Date();
    expect((await post(signInBody("not the password"))).status).toBe(401);
    expect((await post({ email: "stranger@else.test", password: "whatever it is" })).status).toBe(401);
    const cookie = sessionCookieOf(await post(signInBody(TEST_PASSWORD)));
    await DELETE(jsonRequest("DELETE", "/api/staff/session", undefined, cookie, ip));
    const minji = await prisma.staffUser.findUniqueOrThrow({ where: { email: staffEmail("Minji") } });
    const rows = await prisma.accessLogEntry.findMany({ where: { at: { gte: since } }, orderBy: { id: "asc" } });
    expect(rows.map(({ accountId, email, action, ip: address }) => [accountId, email, action, address])).toEqual([
      [minji.id, "minji@staff.test", "sign-in.failed", ip],
      [null, "stranger@else.test", "sign-in.failed", ip],
      [minji.id, "minji@staff.test", "sign-in", ip],
      [minji.id, "minji@staff.test", "sign-out", ip],
    ]);
  });

  it("lets a marketer download the leads workbook; without a session it is 401", async () => {
    const { GET: exportLeads } = await import("@/app/api/leads/export/route");
    const cookie = await signInAs("Minji", "marketing");
    const signedIn = await exportLeads(jsonRequest("GET", "/api/leads/export", undefined, cookie));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("content-type")).toContain("spreadsheetml");
    // Read to the end: the workbook is written while it is sent, and must be whole (an .xlsx is a zip).
    const workbook = Buffer.from(await signedIn.arrayBuffer());
    expect(workbook.subarray(0, 2).toString("latin1")).toBe("PK");
    const anonymous = await exportLeads(jsonRequest("GET", "/api/leads/export"));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toMatch(/Sign in as staff/);
  });
});
