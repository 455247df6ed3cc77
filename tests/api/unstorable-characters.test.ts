/** @jest-environment node */
// Issue 27: on PostgreSQL a NUL character or half of a surrogate pair in any form field was a 500
// (22P05 / invalid json) and the lead was lost, every retry the same; a staff note with NUL and a
// search for "a%00b" too. They are removed where request text is read (lib/http/clean-text.ts), so
// both databases store the same clean value. `npm test` runs this file on SQLite and on PostgreSQL.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs } from "./staff-harness";
import { jsonPost } from "../support/api-request";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

// Outside a Next server: the blog page's draft-mode check returns "off".
jest.mock("next/headers", () => ({
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
}));

jest.setTimeout(60_000);
const prisma = setupTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = await signInAs("Mina", "marketing");
});

// NUL, a lone high and a lone low surrogate, and a whole emoji (a valid pair) that must stay.
const dirty = (text: string) => `${text.slice(0, 2)}\u0000${text.slice(2)}\ud800 \udc00😀`;
const clean = (text: string) => `${text} 😀`;

describe("a lead with NUL and lone surrogates in its fields", () => {
  it("is stored clean from the contact form (/api/main/email)", async () => {
    const { POST } = await import("@/app/api/main/email/route");
    const body = {
      tag: "Contact",
      company: dirty("Acme"),
      name: dirty("Jane Doe"),
      email: "jane@acme.test",
      purpose: "billing",
      message: dirty("Call me"),
      privacyConsent: true,
    };
    // JSON.stringify writes them as \u0000 and \ud800 escapes, as a script would send them.
    expect(JSON.stringify(body)).toContain("\\u0000");
    const response = await POST(jsonPost("/api/main/email", body));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.fields).toMatchObject({ name: clean("Jane Doe"), company: clean("Acme"), message: clean("Call me") });
  });

  it("is stored clean from a campaign form (/api/active-campaign)", async () => {
    const { POST } = await import("@/app/api/active-campaign/route");
    const body = {
      tag: "modular",
      email: "mo@mod.test",
      firstName: dirty("Mo"),
      lastName: "Du",
      company: dirty("ModCo"),
      note: dirty("Hello"),
      privacyConsent: true,
    };
    expect((await POST(jsonPost("/api/active-campaign", body))).status).toBe(201);
    const row = await prisma.campaignContact.findFirstOrThrow({ where: { email: "mo@mod.test" } });
    expect(row.firstName).toBe(clean("Mo"));
    expect(row.fields).toMatchObject({ company: clean("ModCo"), note: clean("Hello") });
  });

  it("is stored from the newsletter form (/api/subscribe)", async () => {
    const { POST } = await import("@/app/api/subscribe/route");
    const response = await POST(
      jsonPost("/api/subscribe", {
        email: "ne\u0000ws@reader.test\ud800",
        privacyConsent: true,
        marketingConsent: true,
      }),
    );
    expect(response.status).toBe(202);
    expect(await prisma.newsletterSubscriber.count({ where: { email: "news@reader.test" } })).toBe(1);
  });

  it("is stored clean from the report wizard's multipart form (/api/consulting-form)", async () => {
    const { POST } = await import("@/app/api/consulting-form/route");
    const fields = { ...validFields, email: "ada@nul.test", projectName: "River\u0000side" };
    const response = await POST(multipartRequest("http://localhost/api/consulting-form", multipartBody(fields)));
    expect(response.status).toBe(201);
    const row = await prisma.consultingRequest.findFirstOrThrow({ where: { email: "ada@nul.test" } });
    expect(JSON.stringify(row)).toContain("Riverside");
    expect(JSON.stringify(row)).not.toContain("\\u0000");
  });
});

describe("the back office", () => {
  it("keeps a note with NUL, without it, under the signed-in name", async () => {
    const contact = await prisma.submission.findFirstOrThrow({ where: { kind: "contact" } });
    const { PATCH } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const request = jsonRequest(
      "PATCH",
      `/api/staff/submissions/contact/${contact.sourceId}`,
      { note: "Called\u0000 back\ud800" },
      cookie,
    );
    const response = await PATCH(request, params({ kind: "contact", id: String(contact.sourceId) }));
    expect(response.status).toBe(200);
    const notes = await prisma.submissionNote.findMany({ where: { submissionId: contact.id } });
    expect(notes.map((note) => [note.author, note.body])).toEqual([["Mina", "Called back"]]);
  });

  it.each(["a%00b", "Jane%00", "%ED%A0%80", "Ja%00ne"])("searches for q=%p without a 5xx", async (q) => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const response = await GET(jsonRequest("GET", `/api/staff/submissions?q=${q}`, undefined, cookie));
    expect(response.status).toBe(200);
    const { rows } = (await response.json()) as { rows: { email: string }[] };
    if (q.startsWith("Ja")) expect(rows.map((row) => row.email)).toContain("jane@acme.test");
  });
});

describe("a URL segment with NUL", () => {
  it("is a 404 for a blog post's API and page, not a 500", async () => {
    const { GET } = await import("@/app/api/blog-posts/[key]/route");
    const editor = await signInAs("Eun", "editor");
    for (const withCookie of [undefined, editor]) {
      const response = await GET(
        jsonRequest("GET", "/api/blog-posts/a%00b", undefined, withCookie),
        params({ key: "a\u0000b" }),
      );
      expect(response.status).toBe(404);
    }
    const preview = await import("@/app/api/blog-preview/[key]/route");
    const response = await preview.GET(
      jsonRequest("GET", "/api/blog-preview/a%00b", undefined, editor),
      params({ key: "a\u0000b" }),
    );
    expect(response.status).toBe(404);
    const { pagePost } = await import("@/lib/blog/page-post");
    expect(await pagePost("a\u0000b")).toBeNull();
  });
});
