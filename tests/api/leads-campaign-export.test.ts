/** @jest-environment node */
// Campaign contacts (stored, forwarded to a CRM on loopback), the newsletter, and the leads export.
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import ExcelJS from "exceljs";
import { createDeliver } from "@/lib/mail/deliver";
import { dropDirSender } from "@/lib/mail/transport";
import { runOutboxOnce } from "@/lib/mail/worker";
import { jsonPost, type JsonPostOptions } from "../support/api-request";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const TOKEN = "staff-export-token-0123456789";
let database: TestDatabase;
let crm: Server;
let crmUrl: string;
const crmCalls: { token: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  crm = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      crmCalls.push({ token: request.headers["api-token"] as string | undefined, body: JSON.parse(text) });
      response.writeHead(request.url === "/api/3/contact/sync" ? 201 : 404, { "content-type": "application/json" });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    CRM_API_URL: crmUrl,
    CRM_API_KEY: "crm-key-123456",
    STAFF_EXPORT_TOKEN: TOKEN,
    TEAM_LOCALE: "en",
  });
});

afterAll(async () => {
  await new Promise((resolve) => crm.close(resolve));
  await database.cleanup();
});

/** The person a campaign form names, as the CRM receives them too. */
const person = (email: string, firstName: string, lastName: string) => ({ email, firstName, lastName });

// The routes are imported on first use, after beforeAll has set the environment they read.
async function postCampaign(body: object, init?: JsonPostOptions) {
  const { POST } = await import("@/app/api/active-campaign/route");
  return POST(jsonPost("/api/active-campaign", body, init));
}

async function postSubscribe(body: object, init?: JsonPostOptions) {
  const { POST } = await import("@/app/api/subscribe/route");
  return POST(jsonPost("/api/subscribe", body, init));
}

async function getExport(token: string) {
  const { GET } = await import("@/app/api/leads/export/route");
  return GET(new Request("http://localhost/api/leads/export", { headers: { authorization: `Bearer ${token}` } }));
}

describe("POST /api/active-campaign", () => {
  it("stores the Modular contact and syncs it to the CRM through the outbox, once per submit", async () => {
    const mo = person("m@mod.test", "Mo", "Du");
    const body = { tag: "modular", ...mo, company: "ModCo", jobTitle: "architect", note: "Hi", privacyConsent: true };
    const headers = { "idempotency-key": "campaign-key-01" };
    expect((await postCampaign(body, { headers })).status).toBe(201);
    expect((await postCampaign(body, { headers })).status).toBe(200);
    expect(await database.prisma.campaignContact.count({ where: { email: "m@mod.test" } })).toBe(1);
    const deliver = createDeliver({
      mail: dropDirSender(database.dir, () => undefined),
      from: "x@test",
      messageIdHost: "test",
      crm: { apiUrl: crmUrl, apiKey: "crm-key-123456" },
    });
    expect(await runOutboxOnce(database.prisma, deliver)).toEqual({ sent: 1, failed: 0 });
    expect(crmCalls).toEqual([
      {
        token: "crm-key-123456",
        body: {
          contact: {
            ...mo,
            fieldValues: [
              { field: "company", value: "ModCo" },
              { field: "jobTitle", value: "architect" },
              { field: "note", value: "Hi" },
              { field: "tag", value: "modular" },
            ],
          },
        },
      },
    ]);
  });

  it("stores the ED1 report contact with its address fields", async () => {
    const body = {
      tag: "ed1_report",
      ...person("e@ed1.test", "Ed", "One"),
      company: "",
      ed1_address: "1 Main St, Los Angeles",
      ed1_lot_size: "5000",
      ed1_message: "Duplex",
      privacyConsent: true,
    };
    expect((await postCampaign(body)).status).toBe(201);
    const row = await database.prisma.campaignContact.findFirstOrThrow({ where: { email: "e@ed1.test" } });
    expect(row.tag).toBe("ed1_report");
    expect(row.fields).toMatchObject({ ed1_address: "1 Main St, Los Angeles", ed1_lot_size: "5000" });
  });

  it("refuses an unknown tag with 400", async () => {
    const response = await postCampaign({ tag: "other", email: "a@b.test" });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/subscribe", () => {
  it("needs both consents, then keeps the address once", async () => {
    const refused = await postSubscribe({ email: "n@news.test" }, { headers: { "x-locale": "en" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      privacyConsent: ["Please agree to the collection and use of your personal information."],
      marketingConsent: ["Please agree to receive advertising e-mail."],
    });
    const agreed = { privacyConsent: true, marketingConsent: true };
    expect((await postSubscribe({ email: "N@news.test", ...agreed })).status).toBe(202);
    expect((await postSubscribe({ email: "n@news.test", ...agreed })).status).toBe(202);
    expect(await database.prisma.newsletterSubscriber.count()).toBe(1);
  });

  it("treats a honeypot hit as a new subscription, keeping it flagged as spam outside the list", async () => {
    const body = { email: "bot@news.test", privacyConsent: true, marketingConsent: true, homepage: "http://spam.test" };
    expect((await postSubscribe(body)).status).toBe(202);
    expect(await database.prisma.newsletterSubscriber.findUnique({ where: { email: "bot@news.test" } })).toBeNull();
    const row = await database.prisma.leadSubmission.findFirstOrThrow({ where: { sheet: "Newsletter" } });
    expect(row.isSpam).toBe(true);
    expect(row.fields).toEqual({ email: "bot@news.test", homepage: "http://spam.test" });
  });
});

describe("GET /api/leads/export", () => {
  it("responds 401 without the staff token", async () => {
    const response = await getExport("wrong");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "Sign in as staff, or send a valid staff token, to download this.",
    });
  });

  it("downloads the back office's workbook: a sheet per form with readable headers, dates as dates, spam left out", async () => {
    const { POST } = await import("@/app/api/xlsx/[name]/route");
    const lead = {
      firstName: "Lu",
      lastName: "Park",
      company: "=cmd|' /C calc'!A0",
      email: "lu@la.test",
      utm_source: "ads",
      utm_campaign: "la-launch",
      landing_page: "/la?utm_source=ads&utm_campaign=la-launch",
      referrer: "https://news.example/",
      privacyConsent: true,
    };
    const params = { params: Promise.resolve({ name: "LATrial" }) };
    expect((await POST(jsonPost("/api/xlsx/LATrial", lead), params)).status).toBe(201);
    expect(
      (await POST(jsonPost("/api/xlsx/LATrial", { ...lead, email: "bot@la.test", homepage: "x" }), params)).status,
    ).toBe(201);
    const response = await getExport(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      expect.arrayContaining(["Los Angeles 2-week trial", "Modular campaign", "ED1 report campaign", "Newsletter"]),
    );
    const la = workbook.getWorksheet("Los Angeles 2-week trial")!;
    expect(la.rowCount).toBe(2);
    expect(la.getRow(1).values).toEqual([
      undefined,
      "Received",
      "Form",
      "Name",
      "E-mail",
      "Company",
      "utm source",
      "utm medium",
      "utm campaign",
      "utm term",
      "utm content",
      "Landing page",
      "Referrer",
      "Personal data consent",
      "Consent notice version",
      "Consented",
      "Marketing consent",
      "Status",
      "Owner",
      "Follow-up",
      "Status changed",
      "Changed by",
      "Notes",
      "Spam",
      "Back-office link",
      "Other fields",
    ]);
    const row = la.getRow(2);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    expect(row.getCell(1).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect([row.getCell(3).value, row.getCell(4).value, row.getCell(6).value, row.getCell(17).value]).toEqual([
      "Lu Park",
      "lu@la.test",
      "ads",
      "New",
    ]);
    // The visit's landing and the consent, each in its column.
    expect([8, 11, 12, 13, 14, 16].map((cell) => row.getCell(cell).value)).toEqual([
      "la-launch",
      "/la?utm_source=ads&utm_campaign=la-launch",
      "https://news.example/",
      "Yes",
      CONSENT_VERSION,
      "No",
    ]);
    expect(row.getCell(15).value).toBeInstanceOf(Date);
    // A formula-looking value stays text.
    expect(row.getCell(5).value).toBe("=cmd|' /C calc'!A0");
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(la.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(la.autoFilter).toBe("A1:Y1");
  });
});
