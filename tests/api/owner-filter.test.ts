/** @jest-environment node */
// The inbox's owner filter: my leads, one colleague's, nobody's. The JSON API and both export formats
// hold exactly the rows of the filtered view, and the filter offers the accounts that hold leads.
import ExcelJS from "exceljs";
import { jsonRequest, setupTestDatabase, submitContactLeads } from "./blog-harness";
import { ensureStaffAccount, signInAs } from "./staff-harness";

const prisma = setupTestDatabase();
let cookie = "";
let minji = "";
let seojun = "";
let gone = "";
let ids: number[] = [];

beforeAll(async () => {
  // Ann, Bo, Cy and Di: Minji's, Seojun's, nobody's, and a disabled colleague's.
  ids = await submitContactLeads(prisma, ["Ann Lee", "Bo Kim", "Cy Park", "Di Cho"]);
  const [ann, bo, , di] = ids;
  minji = await ensureStaffAccount("Minji", "marketing");
  seojun = await ensureStaffAccount("Seojun", "marketing");
  gone = await ensureStaffAccount("Hana", "marketing");
  await ensureStaffAccount("Editor Eun", "editor");
  const give = (sourceId: number | undefined, ownerId: string) =>
    prisma.submission.updateMany({ where: { kind: "contact", sourceId }, data: { ownerId } });
  await give(ann, minji);
  await give(bo, seojun);
  await give(di, gone);
  await prisma.staffUser.update({ where: { id: gone }, data: { banned: true } });
  cookie = await signInAs("Minji", "marketing");
}, 60_000);

const english = (url: string) => {
  const request = jsonRequest("GET", url, undefined, cookie);
  request.headers.set("x-locale", "en");
  return request;
};

/** The e-mail addresses of the inbox's rows for `owner`, sorted. */
async function inbox(owner: string) {
  const { GET } = await import("@/app/api/staff/submissions/route");
  const response = await GET(english(`/api/staff/submissions?owner=${owner}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { email: string }[] }).rows.map((row) => row.email).sort();
}

async function exported(owner: string, format: "csv" | "xlsx") {
  const { GET } = await import("@/app/api/staff/submissions/export/route");
  const response = await GET(english(`/api/staff/submissions/export?owner=${owner}&format=${format}&locale=en`));
  expect(response.status).toBe(200);
  return response;
}

/** The "E-mail" column of an exported CSV's rows, sorted. */
async function csvEmails(owner: string) {
  const lines = (await (await exported(owner, "csv")).text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  const column = lines[0]!.split(",").indexOf("E-mail");
  expect(column).toBeGreaterThan(0);
  return lines
    .slice(1)
    .map((line) => line.split(",")[column])
    .sort();
}

/** The "E-mail" column of every sheet of an exported workbook, sorted. */
async function xlsxEmails(owner: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await exported(owner, "xlsx")).arrayBuffer());
  return workbook.worksheets
    .flatMap((sheet) => {
      const column = (sheet.getRow(1).values as unknown[]).indexOf("E-mail");
      expect(column).toBeGreaterThan(0);
      return sheet.getColumn(column).values.slice(2);
    })
    .map(String)
    .sort();
}

describe("the owner filter", () => {
  it("lists my leads, a colleague's, a disabled colleague's and nobody's", async () => {
    expect(await inbox("mine")).toEqual(["ann@acme.test"]);
    expect(await inbox(seojun)).toEqual(["bo@acme.test"]);
    expect(await inbox(gone)).toEqual(["di@acme.test"]);
    expect(await inbox("none")).toEqual(["cy@acme.test"]);
    expect(await inbox(minji)).toEqual(await inbox("mine"));
    expect(await inbox("no-such-account")).toEqual([]);
  });

  it("exports exactly the rows of the filtered view, as XLSX and as CSV, and logs those rows", async () => {
    for (const [owner, emails] of [
      ["mine", ["ann@acme.test"]],
      [seojun, ["bo@acme.test"]],
      ["none", ["cy@acme.test"]],
    ] as const) {
      expect(await csvEmails(owner)).toEqual(emails);
      expect(await xlsxEmails(owner)).toEqual(emails);
    }
    // Each export's log row names the one lead it held (Ann's, Bo's, Cy's), once per format.
    const logged = await prisma.accessLogEntry.findMany({ where: { action: "export" }, orderBy: { id: "asc" } });
    expect(logged.map((entry) => entry.target)).toEqual(
      ids.slice(0, 3).flatMap((id) => [`contact/${id}`, `contact/${id}`]),
    );
  });

  it("answers 400 naming the field for an owner that is no account's id", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const { GET: exportGet } = await import("@/app/api/staff/submissions/export/route");
    for (const response of [
      await GET(english("/api/staff/submissions?owner=every%20one")),
      await exportGet(english("/api/staff/submissions/export?owner=%3Cb%3E")),
    ]) {
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({
        owner: ["Choose mine, none or a staff account as the owner filter."],
      });
    }
  });

  it("offers the accounts leads can be given to and anyone still holding leads, by name", async () => {
    const { ownerFilterAccounts } = await import("@/lib/submissions/update");
    expect((await ownerFilterAccounts(prisma)).map((account) => account.name)).toEqual(["Hana", "Minji", "Seojun"]);
  });
});
