/** @jest-environment node */
// Issue 29: every form's submit needs the visitor's consent (refused without it, in their language),
// and each stored submission keeps that consent (notice version and time) and the visit's landing:
// page, referrer and the five utm parameters. Real handlers, a real migrated database.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { jsonPost, routeParams } from "../support/api-request";
import { aiLeadSubmit, contactSubmit } from "../support/lead-payloads";
import { expectRefused } from "../support/refusal";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";
import { createPrismaClient } from "@/lib/db/create-client";

const site = setupTempSite();
process.env.RATE_LIMIT_PER_MINUTE = "600";
const prisma = createPrismaClient(site.databaseUrl);
afterAll(() => prisma.$disconnect());
let leads: typeof import("@/app/api/leads/route");
let email: typeof import("@/app/api/main/email/route");
let xlsx: typeof import("@/app/api/xlsx/[name]/route");
let campaign: typeof import("@/app/api/active-campaign/route");
let report: typeof import("@/app/api/consulting-form/route");
let subscribe: typeof import("@/app/api/subscribe/route");

const visit = {
  utm_source: "naver",
  utm_medium: "cpc",
  utm_campaign: "seoul-launch-2026",
  utm_term: "사업성 분석",
  utm_content: "banner-a",
  landing_page: "/report?utm_source=naver&utm_medium=cpc&utm_campaign=seoul-launch-2026",
  referrer: "https://search.naver.com/search.naver?query=%EC%82%AC%EC%97%85%EC%84%B1",
};

/** The seven columns as the inbox entry keeps them. */
const stored = {
  utmSource: "naver",
  utmMedium: "cpc",
  utmCampaign: "seoul-launch-2026",
  utmTerm: "사업성 분석",
  utmContent: "banner-a",
  landingPage: visit.landing_page,
  referrer: visit.referrer,
};

const KO_MESSAGE = "개인정보 수집·이용에 동의해 주세요.";
const EN_MESSAGE = "Please agree to the collection and use of your personal information.";

const withoutConsent = <T extends { privacyConsent?: unknown }>(body: T) => {
  const rest: Partial<T> = { ...body };
  delete rest.privacyConsent;
  return rest;
};

beforeAll(async () => {
  leads = await import("@/app/api/leads/route");
  email = await import("@/app/api/main/email/route");
  xlsx = await import("@/app/api/xlsx/[name]/route");
  campaign = await import("@/app/api/active-campaign/route");
  report = await import("@/app/api/consulting-form/route");
  subscribe = await import("@/app/api/subscribe/route");
});

const lead = aiLeadSubmit;

describe("without consent", () => {
  it("refuses the contact form with the field named, in Korean by default and in English under /en", async () => {
    const body = withoutConsent(contactSubmit);
    const ko = await email.POST(jsonPost("/api/main/email", body));
    await expectRefused(ko, "표시된 항목을 확인해 주세요.", { privacyConsent: [KO_MESSAGE] });
    const en = await email.POST(jsonPost("/api/main/email", body, { headers: { "x-locale": "en" } }));
    await expectRefused(en, "Please correct the highlighted fields.", { privacyConsent: [EN_MESSAGE] });
    const unticked = await email.POST(
      jsonPost("/api/main/email", { ...contactSubmit, privacyConsent: false }, { headers: { "x-locale": "en" } }),
    );
    await expectRefused(unticked, "Please correct the highlighted fields.", { privacyConsent: [EN_MESSAGE] });
    expect(await prisma.leadSubmission.count()).toBe(0);
  });

  it("refuses the lead form's request, and the outside callers' lead-form, sign-up, call-back and campaign calls alike", async () => {
    const refusals = [
      await leads.POST(jsonPost("/api/leads", { form: "AIConsulting", ...withoutConsent(lead) })),
      await xlsx.POST(jsonPost("/api/xlsx/AIConsulting", withoutConsent(lead)), routeParams({ name: "AIConsulting" })),
      await email.POST(
        jsonPost("/api/main/email", { tag: "Sign Up", first_name: "Ana", last_name: "Kim", email: "ana@kim.test" }),
      ),
      await email.POST(
        jsonPost("/api/main/email", {
          tag: "Demo Call-back",
          name: "Min",
          email: "min@x.test",
          company: "X",
          preferredTime: "morning",
        }),
      ),
      await campaign.POST(
        jsonPost("/api/active-campaign", { tag: "modular", email: "m@x.test", firstName: "M", lastName: "D" }),
      ),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({
        privacyConsent: [KO_MESSAGE],
      });
    }
    expect(await prisma.submission.count()).toBe(0);
  });

  it("refuses the report wizard's submit in the visitor's language and keeps no file", async () => {
    const fields: Partial<typeof validFields> = { ...validFields };
    delete fields.privacyConsent;
    const files = [{ name: "plan.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n") }];
    const en = await report.POST(
      multipartRequest("http://localhost/api/consulting-form", multipartBody(fields, files)),
    );
    await expectRefused(en, "Please correct the highlighted fields.", { privacyConsent: [EN_MESSAGE] });
    const ko = await report.POST(
      multipartRequest(
        "http://localhost/api/consulting-form",
        multipartBody({ ...fields, privacyConsent: "false" }),
        "ko",
      ),
    );
    expect(((await ko.json()) as { fieldErrors: object }).fieldErrors).toEqual({ privacyConsent: [KO_MESSAGE] });
    expect(await prisma.consultingRequest.count()).toBe(0);
    expect(filesUnder(site.uploadDir).filter((file) => !file.startsWith("staging"))).toEqual([]);
  });

  it("refuses the newsletter sign-up with the field named, in the visitor's language", async () => {
    const ko = await subscribe.POST(jsonPost("/api/subscribe", { email: "reader@news.test", marketingConsent: true }));
    await expectRefused(ko, "표시된 항목을 확인해 주세요.", { privacyConsent: [KO_MESSAGE] });
    const en = await subscribe.POST(
      jsonPost(
        "/api/subscribe",
        { email: "reader@news.test", privacyConsent: false, marketingConsent: true },
        { headers: { "x-locale": "en" } },
      ),
    );
    await expectRefused(en, "Please correct the highlighted fields.", { privacyConsent: [EN_MESSAGE] });
    // The field the form sent before it used the shared consent counts for nothing.
    const old = await subscribe.POST(
      jsonPost("/api/subscribe", { email: "reader@news.test", consent: true, marketingConsent: true }),
    );
    expect(old.status).toBe(400);
    expect(await prisma.newsletterSubscriber.count()).toBe(0);
  });

  it("refuses a notice version the site never showed", async () => {
    const response = await email.POST(
      jsonPost(
        "/api/main/email",
        { ...contactSubmit, consentVersion: "1999-01-01" },
        { headers: { "x-locale": "en" } },
      ),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["consentVersion"]);
  });
});

describe("with consent", () => {
  const since = new Date();
  async function entry(kind: "lead" | "contact" | "signup" | "report" | "campaign" | "newsletter", sourceId: number) {
    return prisma.submission.findUniqueOrThrow({ where: { kind_sourceId: { kind, sourceId } } });
  }
  function expectConsent(row: { consentVersion: string | null; consentedAt: Date | null }) {
    expect(row.consentVersion).toBe(CONSENT_VERSION);
    expect(row.consentedAt!.getTime()).toBeGreaterThanOrEqual(since.getTime() - 1000);
    expect(row.consentedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  }
  /** The inbox entry a submit answered with 201 made, its consent checked: `id` is the source row's. */
  async function createdEntry(kind: "lead" | "contact" | "report" | "campaign", response: Response) {
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await entry(kind, id);
    expectConsent(row);
    return { id, row };
  }

  it("stores the contact message's consent, version, time and the visit's seven values", async () => {
    const response = await email.POST(jsonPost("/api/main/email", { ...contactSubmit, ...visit }));
    const { id, row } = await createdEntry("contact", response);
    expect(row).toMatchObject({ ...stored, marketingConsent: false });
    // Consent and attribution have their own columns, not the visitor's fields.
    const lead = await prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(Object.keys(lead.fields as object).sort()).toEqual(["company", "email", "message", "name", "purpose"]);
  });

  it("stores a lead form's submit (its one request) with the marketing opt-in", async () => {
    const headers = { "idempotency-key": "consent-lead-0001" };
    const body = { form: "AIConsulting", ...lead, ...visit, marketingConsent: true };
    const response = await leads.POST(jsonPost("/api/leads", body, { headers }));
    const { id, row: saved } = await createdEntry("lead", response);
    expect(saved).toMatchObject({ ...stored, marketingConsent: true, form: "AIConsulting" });
    const row = await prisma.leadSubmission.findUniqueOrThrow({ where: { id } });
    expect(row.fields).not.toHaveProperty("marketingConsent");
    expect(row.fields).not.toHaveProperty("form");
  });

  it("stores the demo call-back's and the campaign contact's", async () => {
    const callback = await email.POST(
      jsonPost("/api/main/email", {
        tag: "Demo Call-back",
        name: "Min Park",
        email: "min@event.test",
        company: "Event Co",
        preferredTime: "morning",
        privacyConsent: true,
        ...visit,
      }),
    );
    expect((await createdEntry("lead", callback)).row).toMatchObject({ ...stored, form: "DemoCallback" });

    const contact = await campaign.POST(
      jsonPost("/api/active-campaign", {
        tag: "ed1_report",
        email: "e@ed1.test",
        firstName: "Ed",
        lastName: "One",
        privacyConsent: true,
        ...visit,
      }),
    );
    expect((await createdEntry("campaign", contact)).row).toMatchObject(stored);
  });

  it("stores the report wizard's (multipart) consent and the visit's seven values", async () => {
    const response = await report.POST(
      multipartRequest("http://localhost/api/consulting-form", multipartBody({ ...validFields, ...visit })),
    );
    const { id, row } = await createdEntry("report", response);
    expect(row).toMatchObject({ ...stored, marketingConsent: false });
    const request = await prisma.consultingRequest.findUniqueOrThrow({ where: { id } });
    expect(request.fields).not.toHaveProperty("privacyConsent");
    expect(request.fields).not.toHaveProperty("utm_campaign");
  });

  it("stores the newsletter sign-up's consent, version, time and the visit's seven values", async () => {
    const response = await subscribe.POST(
      jsonPost("/api/subscribe", { email: "Reader@News.test", privacyConsent: true, marketingConsent: true, ...visit }),
    );
    expect(response.status).toBe(202);
    const subscriber = await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: "reader@news.test" } });
    const row = await entry("newsletter", subscriber.id);
    // The advertising consent is required on this form, and recorded like the others' opt-in.
    expect(row).toMatchObject({ ...stored, form: "Newsletter", marketingConsent: true });
    expectConsent(row);
    expect(subscriber.consentAt.getTime()).toBe(row.consentedAt!.getTime());
  });

  it("accepts the notice version an open page still shows", async () => {
    const response = await subscribe.POST(
      jsonPost("/api/subscribe", {
        email: "older@news.test",
        privacyConsent: true,
        marketingConsent: true,
        consentVersion: "2026-11-25",
      }),
    );
    expect(response.status).toBe(202);
    const subscriber = await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: "older@news.test" } });
    expect((await entry("newsletter", subscriber.id)).consentVersion).toBe("2026-11-25");
  });
});
