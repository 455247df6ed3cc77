/** @jest-environment node */
import { jsonRequest, migrate, TEST_PASSWORD } from "./blog-harness";
import { createPrismaClient } from "@/lib/db/create-client";
import { DELETE, GET, POST } from "@/app/api/staff/session/route";
import { DATABASE_URL } from "./blog-harness";

beforeAll(() => migrate());

const prisma = createPrismaClient(DATABASE_URL);
afterAll(() => prisma.$disconnect());
const sessionRows = () => prisma.staffSession.findMany({ select: { id: true, expiresAt: true } });

describe("staff sign-in", () => {
  it("answers 401 with the editor's message for a wrong password, and sets no cookie", async () => {
    const response = await POST(jsonRequest("POST", "/api/staff/session", { password: "wrong" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Incorrect password. Please try again." });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers 429 after five wrong passwords from one address, even for the right one", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await POST(jsonRequest("POST", "/api/staff/session", { password: `nope${i}` }, undefined, ip))).status,
      ).toBe(401);
    }
    const blocked = await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }, undefined, ip));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }))).status).toBe(200);
  });

  it("creates a session row and a signed HttpOnly SameSite=Strict cookie; logout deletes both", async () => {
    const before = (await sessionRows()).length;
    const response = await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }));
    expect(response.status).toBe(200);
    const cookieHeader = response.headers.get("set-cookie") ?? "";
    expect(cookieHeader).toMatch(/^staff=[^;]+\.[^;]+; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
    expect(await sessionRows()).toHaveLength(before + 1);
    const cookie = cookieHeader.split(";")[0] ?? "";

    const status = await GET(jsonRequest("GET", "/api/staff/session", undefined, cookie));
    expect(await status.json()).toEqual({ success: true, data: { authenticated: true } });

    const out = await DELETE(jsonRequest("DELETE", "/api/staff/session", undefined, cookie));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^staff=; .*Expires=Thu, 01 Jan 1970/);
    expect(await sessionRows()).toHaveLength(before);
    const after = await GET(jsonRequest("GET", "/api/staff/session", undefined, cookie));
    expect(await after.json()).toEqual({ success: true, data: { authenticated: false } });
  });

  it("ignores an X-Forwarded-Proto a client sends when no proxy of ours is configured", async () => {
    const request = jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD });
    request.headers.set("x-forwarded-proto", "https");
    const response = await POST(request);
    expect(response.headers.get("set-cookie")).toMatch(
      /^staff=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Expires=[^;]+$/,
    );
  });

  it("treats a malformed session cookie as no session, on public and staff routes alike", async () => {
    const status = await GET(jsonRequest("GET", "/api/staff/session", undefined, "staff=%E0%A4%A"));
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ success: true, data: { authenticated: false } });
    const { GET: listPosts, POST: createPost } = await import("@/app/api/blog-posts/route");
    expect((await listPosts(jsonRequest("GET", "/api/blog-posts", undefined, "staff=%E0%A4%A"))).status).toBe(200);
    const write = await createPost(jsonRequest("POST", "/api/blog-posts", {}, "staff=%E0%A4%A"));
    expect(write.status).toBe(401);
  });

  it("refuses a forged cookie", async () => {
    const status = await GET(jsonRequest("GET", "/api/staff/session", undefined, "staff=made-up-id.bad-signature"));
    expect(await status.json()).toEqual({ success: true, data: { authenticated: false } });
  });

  it("lets a signed-in staff member download the leads workbook; without a session it is 401", async () => {
    const { GET: exportLeads } = await import("@/app/api/leads/export/route");
    const login = await POST(jsonRequest("POST", "/api/staff/session", { password: TEST_PASSWORD }));
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
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
