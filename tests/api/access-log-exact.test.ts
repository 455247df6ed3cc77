/** @jest-environment node */
// An exact access log: one view per person per lead per visit (reloads, the page drawn again after a
// change and its API reads within ten minutes are the same view), exports that list the leads they
// held, and a log searchable by person (name or address), lead and action.
import { jsonRequest, params, setupTestDatabase, submitContactLeads } from "./blog-harness";
import { signInAs, staffEmail } from "./staff-harness";

Object.assign(process.env, { TEAM_LOCALE: "en" });

const prisma = setupTestDatabase();
let ids: number[] = [];

beforeAll(async () => {
  ids = await submitContactLeads(prisma);
}, 60_000);

async function view(cookie: string, id: number, headers: Record<string, string> = {}) {
  const { GET } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
  const request = jsonRequest("GET", `/api/staff/submissions/contact/${id}`, undefined, cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const response = await GET(request, params({ kind: "contact", id: String(id) }));
  expect(response.status).toBe(200);
}

const views = (target: string) => prisma.accessLogEntry.count({ where: { action: "submission.view", target } });

describe("views", () => {
  it("writes one row per person per lead per visit: a reload and a prefetch write none", async () => {
    const jiwoo = await signInAs("Ji-woo Park", "marketing");
    const target = `contact/${ids[0]}`;
    await view(jiwoo, ids[0]!);
    expect(await views(target)).toBe(1);
    // A reload, the page drawn again after a change, its data read by the API: the same visit.
    await view(jiwoo, ids[0]!);
    await view(jiwoo, ids[0]!);
    expect(await views(target)).toBe(1);
    // Next fetching the page ahead of a click: nobody has seen it yet.
    await view(jiwoo, ids[1]!, { "next-router-prefetch": "1" });
    expect(await views(`contact/${ids[1]}`)).toBe(0);
    // Another person, and the same person on another lead, are views of their own.
    const minji = await signInAs("Minji", "marketing");
    await view(minji, ids[0]!);
    await view(jiwoo, ids[1]!);
    expect(await views(target)).toBe(2);
    expect(await views(`contact/${ids[1]}`)).toBe(1);
  }, 30_000);

  it("counts a visit after ten minutes as a new view", async () => {
    const jiwoo = await signInAs("Ji-woo Park", "marketing");
    const target = `contact/${ids[2]}`;
    await view(jiwoo, ids[2]!);
    await prisma.accessLogEntry.updateMany({
      where: { action: "submission.view", target },
      data: { at: new Date(Date.now() - 11 * 60_000) },
    });
    await view(jiwoo, ids[2]!);
    await view(jiwoo, ids[2]!);
    expect(await views(target)).toBe(2);
  }, 30_000);
});

describe("exports", () => {
  it("list the leads they held, with the filters; the file holds exactly those", async () => {
    const jiwoo = await signInAs("Ji-woo Park", "marketing");
    const before = await prisma.accessLogEntry.count();
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    const response = await GET(
      jsonRequest("GET", "/api/staff/submissions/export?format=csv&kind=contact&q=acme", undefined, jiwoo),
    );
    expect(response.status).toBe(200);
    const lines = Buffer.from(await response.arrayBuffer())
      .toString("utf8")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(1 + ids.length);
    expect(await prisma.accessLogEntry.count()).toBe(before + 1);
    const row = await prisma.accessLogEntry.findFirstOrThrow({ where: { action: "export" }, orderBy: { id: "desc" } });
    expect(row.email).toBe(staffEmail("Ji-woo Park"));
    expect(row.target).toBe(ids.map((id) => `contact/${id}`).join(" "));
    expect(row.detail).toEqual({
      filters: { kind: "contact", q: "acme", spam: "hide", sort: "-receivedAt" },
      format: "csv",
      rows: 3,
    });
  }, 30_000);

  it("name the campaign they were filtered by", async () => {
    const jiwoo = await signInAs("Ji-woo Park", "marketing");
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    const response = await GET(
      jsonRequest("GET", "/api/staff/submissions/export?format=csv&campaign=spring", undefined, jiwoo),
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const row = await prisma.accessLogEntry.findFirstOrThrow({ where: { action: "export" }, orderBy: { id: "desc" } });
    expect(row.detail).toMatchObject({ filters: { campaign: "spring", spam: "hide", sort: "-receivedAt" } });
  }, 30_000);
});

describe("searching the log (admins)", () => {
  const search = async (query: string) => {
    const admin = await signInAs("Auditor", "admin");
    const { GET } = await import("@/app/api/staff/access-log/export/route");
    const request = jsonRequest("GET", `/api/staff/access-log/export${query}`, undefined, admin);
    request.headers.set("x-locale", "en");
    const response = await GET(request);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer())
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",").slice(1, 4));
  };

  it("finds a lead's views, changes and the exports that held it, and nothing of a lead whose number starts alike", async () => {
    await prisma.accessLogEntry.create({
      data: { email: "other@staff.test", action: "export", target: `contact/${ids[0]}0 contact/${ids[0]}1`, ip: "-" },
    });
    const rows = await search(`?lead=contact/${ids[0]}`);
    expect(rows.map(([email, action]) => [email, action])).toEqual([
      [staffEmail("Ji-woo Park"), "submission.view"],
      ["minji@staff.test", "submission.view"],
      [staffEmail("Ji-woo Park"), "export"],
    ]);
    const logged = await prisma.accessLogEntry.findFirstOrThrow({
      where: { action: "access-log.export" },
      orderBy: { id: "desc" },
    });
    expect(logged.detail).toEqual({ filters: { lead: `contact/${ids[0]}` } });
  }, 30_000);

  it("finds a person by name as well as by address, and one action", async () => {
    const byName = await search("?account=Ji-woo&action=submission.view");
    expect(byName.map(([, action, target]) => [action, target])).toEqual([
      ["submission.view", `contact/${ids[0]}`],
      ["submission.view", `contact/${ids[1]}`],
      ["submission.view", `contact/${ids[2]}`],
      ["submission.view", `contact/${ids[2]}`],
    ]);
    expect(await search("?account=minji@&action=submission.view")).toHaveLength(1);
  }, 30_000);

  it("answers a malformed lead with 400 naming the field", async () => {
    const admin = await signInAs("Auditor", "admin");
    const { GET } = await import("@/app/api/staff/access-log/export/route");
    const request = jsonRequest("GET", "/api/staff/access-log/export?lead=contact", undefined, admin);
    request.headers.set("x-locale", "en");
    const response = await GET(request);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ lead: ["Enter a lead as kind/id, e.g. contact/12."] });
  }, 30_000);
});
