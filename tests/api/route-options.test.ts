/** @jest-environment node */
// Issue 51, point 2: `handle()`'s options are the one prelude of every API route. A wrong origin, a
// missing session or role, a body too large or of the wrong type, a bad body and a malformed
// Idempotency-Key each answer 4xx JSON `{ message, fieldErrors? }` before the handler runs.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { setupStaffSessions, staffEmail } from "./staff-harness";
import { handle, route } from "@/lib/api/route";
import { z } from "@/lib/validation/z";

jest.setTimeout(60_000);
const prisma = setupTestDatabase();
const staff = setupStaffSessions({ marketer: ["Seller", "marketing"], editor: ["Writer", "editor"] });

let ran = 0;
const noteSchema = (words: { invalid: string; notFound: string }) =>
  z.object({ note: z.string().min(1, words.notFound).max(20) }).strict();
const context = { params: Promise.resolve({}) };
const { POST } = route({
  POST: handle(
    { sameOrigin: true, role: "marketing", words: "staff.errors", body: noteSchema, limit: 200 },
    async ({ body, staff, locale }) => {
      ran += 1;
      // The body's type comes from the schema: `note` is a string here.
      return Response.json({ note: body.note.toUpperCase(), by: staff.email, locale });
    },
  ),
});
const { PUT } = route({
  PUT: handle({ sameOrigin: true, idempotent: true }, ({ idempotencyKey }) => Response.json({ idempotencyKey })),
});

const post = (body: unknown, cookie: string, headers: Record<string, string> = {}) => {
  const request = jsonRequest("POST", "/api/x", body, cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return POST(request, context);
};
const lastLogId = async () => (await prisma.accessLogEntry.findFirst({ orderBy: { id: "desc" } }))?.id ?? 0;

describe("handle() options", () => {
  it("run the handler with the parsed body, the staff account and the caller's language", async () => {
    const response = await post({ note: "hello" }, staff.marketer, { "x-locale": "en" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ note: "HELLO", by: staffEmail("Seller"), locale: "en" });
  });

  it("refuse a cross-site request with 403, logged as a refusal to the signed-in account", async () => {
    const before = await lastLogId();
    const response = await post({ note: "hello" }, staff.marketer, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not accepted." });
    const rows = await prisma.accessLogEntry.findMany({ where: { id: { gt: before } } });
    expect(rows.map(({ email, action, target }) => ({ email, action, target }))).toEqual([
      { email: staffEmail("Seller"), action: "staff.refused", target: "POST /api/x" },
    ]);
  });

  it("refuse a caller without a session (401) or without the role (403 naming it)", async () => {
    const anonymous = await post({ note: "hello" }, "");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Sign in as staff to continue." });
    const wrongRole = await post({ note: "hello" }, staff.editor);
    expect(wrongRole.status).toBe(403);
    expect(await wrongRole.json()).toEqual({ message: "This needs the marketing role." });
  });

  it("refuse a body past the limit (413) or not sent as JSON (415)", async () => {
    const large = await post({ note: "x".repeat(500) }, staff.marketer);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: "The request body is larger than the limit of 200 bytes." });
    const form = await post({ note: "hello" }, staff.marketer, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: "The request body must be sent as application/json." });
  });

  it("refuse a bad body with 400, the words' message and the fields' errors in the caller's language", async () => {
    const english = await post({ note: "", extra: 1 }, staff.marketer, { "x-locale": "en" });
    expect(english.status).toBe(400);
    const body = (await english.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe("Please correct the highlighted filters.");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["_root", "note"]);
    const korean = await post({ note: "" }, staff.marketer, { "x-locale": "ko" });
    expect(((await korean.json()) as { message: string }).message).toBe("표시된 필터를 확인해 주세요.");
    const notJson = await POST(
      new Request("http://localhost:3000/api/x", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: staff.marketer },
        body: "{",
      }),
      context,
    );
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("never run the handler for a refused request", async () => {
    const before = ran;
    await post({ note: "" }, staff.marketer);
    await post({ note: "hello" }, "");
    expect(ran).toBe(before);
  });

  it("read the Idempotency-Key, refusing a malformed one with 400", async () => {
    const put = (key: string) => {
      const request = jsonRequest("PUT", "/api/x");
      request.headers.set("idempotency-key", key);
      return PUT(request, context);
    };
    expect(await (await put("abcdef12-3456")).json()).toEqual({ idempotencyKey: "abcdef12-3456" });
    const bad = await put("bad key");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.",
    });
  });
});
