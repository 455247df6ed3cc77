/** @jest-environment node */
// The open pipeline's value: report requests carry their quoted total in its currency; the dashboard's
// sums per status and per owner (won, lost and spam left out), and the inbox's sort and filter by value,
// its export of the same view, as a marketer calls them.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { ensureStaffAccount, signInAs } from "./staff-harness";
import { jsonPost } from "../support/api-request";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

Object.assign(process.env, { TEAM_LOCALE: "en", TEAM_TIME_ZONE: "Asia/Seoul" });

const prisma = setupTestDatabase();
let cookie = "";
let minji = "";
/** The report requests' ids by the name of the person who sent each. */
const ids: Record<string, number> = {};

const report = (firstName: string, currency: "KRW" | "USD", addOns: { zoning: boolean; rendering: boolean }) =>
  multipartRequest(
    "http://localhost/api/consulting-form",
    multipartBody({
      ...validFields,
      firstName,
      email: `${firstName.toLowerCase()}@pipeline.test`,
      currency,
      useZoningAnalysis: String(addOns.zoning),
      useRenderingService: String(addOns.rendering),
    }),
    currency === "KRW" ? "ko" : "en",
  );

beforeAll(async () => {
  const consulting = await import("@/app/api/consulting-form/route");
  const email = await import("@/app/api/main/email/route");
  // The default prices: 1,300,000 won or 990 dollars, zoning 200,000 won or 150 dollars, rendering 400,000 or 300.
  const requests = [
    ["Ara", "KRW", { zoning: true, rendering: false }], // 1,500,000 won, qualified, Minji's
    ["Bora", "KRW", { zoning: false, rendering: false }], // 1,300,000 won, new, nobody's
    ["Chae", "KRW", { zoning: true, rendering: true }], // 1,900,000 won, won: closed
    ["Dan", "USD", { zoning: true, rendering: false }], // 1,140 dollars, contacted, Minji's
    ["Eve", "USD", { zoning: true, rendering: true }], // 1,440 dollars, new, nobody's
    ["Fay", "KRW", { zoning: true, rendering: false }], // 1,500,000 won, spam
  ] as const;
  for (const [name, currency, addOns] of requests) {
    const response = await consulting.POST(report(name, currency, addOns));
    expect(response.status).toBe(201);
    ids[name] = (await prisma.consultingRequest.findFirstOrThrow({ where: { firstName: name } })).id;
  }
  const contact = {
    tag: "Contact",
    company: "Acme",
    name: "Gus Lee",
    email: "gus@pipeline.test",
    purpose: "billing",
    message: "Call me",
    privacyConsent: true,
  };
  expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
  minji = await ensureStaffAccount("Minji", "marketing");
  const set = (name: string, data: object) =>
    prisma.submission.update({ where: { kind_sourceId: { kind: "report", sourceId: ids[name]! } }, data });
  await set("Ara", { status: "qualified", ownerId: minji });
  await set("Chae", { status: "won", ownerId: minji });
  await set("Dan", { status: "contacted", ownerId: minji });
  await set("Fay", { isSpam: true });
  cookie = await signInAs("Jiyeon", "marketing");
}, 90_000);

const get = async (path: string) => {
  const { GET } = path.startsWith("/api/staff/pipeline")
    ? await import("@/app/api/staff/pipeline/route")
    : path.startsWith("/api/staff/submissions/export")
      ? await import("@/app/api/staff/submissions/export/route")
      : await import("@/app/api/staff/submissions/route");
  const request = jsonRequest("GET", path, undefined, cookie);
  request.headers.set("x-locale", "en");
  return GET(request);
};

/** The names of the inbox's rows for a query, in its order. */
const names = async (query: string) => {
  const response = await get(`/api/staff/submissions${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { name: string }[] }).rows.map((row) => row.name.split(" ")[0]);
};

describe("a report request's value", () => {
  it("is its quoted total in the currency it was quoted in; other kinds carry none", async () => {
    const rows = await prisma.submission.findMany({
      where: { email: { endsWith: "@pipeline.test" } },
      orderBy: { id: "asc" },
      select: { name: true, value: true, currency: true },
    });
    expect(rows.map((row) => [row.name.split(" ")[0], row.value, row.currency])).toEqual([
      ["Ara", 1_500_000, "KRW"],
      ["Bora", 1_300_000, "KRW"],
      ["Chae", 1_900_000, "KRW"],
      ["Dan", 1_140, "USD"],
      ["Eve", 1_440, "USD"],
      ["Fay", 1_500_000, "KRW"],
      ["Gus", null, null],
    ]);
  });
});

describe("the dashboard's open pipeline", () => {
  it("sums open value per status and per owner in each currency, leaving out won, lost and spam", async () => {
    const response = await get("/api/staff/pipeline");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      currencies: ["KRW", "USD"],
      byStatus: [
        {
          status: "new",
          sums: [
            { currency: "KRW", value: 1_300_000, count: 1 },
            { currency: "USD", value: 1_440, count: 1 },
          ],
        },
        { status: "contacted", sums: [{ currency: "USD", value: 1_140, count: 1 }] },
        { status: "qualified", sums: [{ currency: "KRW", value: 1_500_000, count: 1 }] },
      ],
      byOwner: [
        {
          owner: { id: minji, name: "Minji" },
          sums: [
            { currency: "KRW", value: 1_500_000, count: 1 },
            { currency: "USD", value: 1_140, count: 1 },
          ],
        },
        {
          owner: null,
          sums: [
            { currency: "KRW", value: 1_300_000, count: 1 },
            { currency: "USD", value: 1_440, count: 1 },
          ],
        },
      ],
      total: [
        { currency: "KRW", value: 2_800_000, count: 2 },
        { currency: "USD", value: 2_580, count: 2 },
      ],
    });
  });

  it("follows a lead that is lost: its value leaves the sums", async () => {
    await prisma.submission.update({
      where: { kind_sourceId: { kind: "report", sourceId: ids.Bora! } },
      data: { status: "lost" },
    });
    const { total } = (await (await get("/api/staff/pipeline")).json()) as { total: unknown };
    expect(total).toEqual([
      { currency: "KRW", value: 1_500_000, count: 1 },
      { currency: "USD", value: 2_580, count: 2 },
    ]);
    await prisma.submission.update({
      where: { kind_sourceId: { kind: "report", sourceId: ids.Bora! } },
      data: { status: "new" },
    });
  });
});

describe("the inbox by value", () => {
  it("sorts each currency's rows by value, rows without one last", async () => {
    expect(await names("?sort=-value&q=pipeline.test")).toEqual(["Chae", "Ara", "Bora", "Eve", "Dan", "Gus"]);
    expect(await names("?sort=value&q=pipeline.test")).toEqual(["Bora", "Ara", "Chae", "Dan", "Eve", "Gus"]);
  });

  it("filters by currency and a value range, both ends included", async () => {
    expect(await names("?currency=KRW&minValue=1500000&sort=value")).toEqual(["Ara", "Chae"]);
    expect(await names("?currency=USD&maxValue=1140")).toEqual(["Dan"]);
    expect(await names("?currency=USD&sort=-value")).toEqual(["Eve", "Dan"]);
  });

  it("exports the same view", async () => {
    const response = await get("/api/staff/submissions/export?format=csv&currency=KRW&minValue=1500000");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(["ara@", "chae@", "bora@", "dan@"].map((address) => text.includes(address))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    ["?minValue=1000", { currency: ["Choose a currency to filter by value."] }],
    ["?currency=KRW&minValue=5&maxValue=1", { maxValue: ["The highest value is below the lowest."] }],
    ["?currency=KRW&minValue=-1", { minValue: ["Enter a value as a whole number from 0."] }],
    ["?currency=KRW&maxValue=1.5", { maxValue: ["Enter a value as a whole number from 0."] }],
    ["?currency=EUR", { currency: ["Choose KRW or USD as the currency."] }],
    ["?sort=-worth", { sort: expect.any(Array) }],
  ])("answers %s with 400 naming the field", async (query, fieldErrors) => {
    const response = await get(`/api/staff/submissions${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual(fieldErrors);
  });
});
