import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { STAFF_ACCOUNTS, editorServerForSpec } from "./blog-support";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { consentNotices } from "@/lib/content/consent";
import type { Provenance } from "@/lib/submissions/provenance";

// Issue 29 end to end: a visit lands from a Naver ad (utm parameters and a referrer), moves around the
// site, and sends the contact form with consent; the database row and the back office's detail page
// hold the visit's landing and the consent. Its own server (staff sign-in configured).
const server = editorServerForSpec({ TEAM_LOCALE: "en", RATE_LIMIT_PER_MINUTE: "10000" });
const stamp = Date.now();
const email = `naver.${stamp}@visit.test`;
const landing =
  "/en/report?utm_source=naver&utm_medium=cpc&utm_campaign=seoul-launch&utm_term=feasibility&utm_content=hero";
const referrer = "https://search.naver.com/search.naver?query=feasibility";

test.use({ locale: "en-US" });
test.setTimeout(120_000);

const url = (pathname: string) => `${server.baseURL}${pathname}`;

/** The provenance columns as SQLite hands them back: times as text, yes/no as 1/0. */
type StoredProvenance = {
  [K in keyof Provenance]: Provenance[K] extends Date | null
    ? string | null
    : Provenance[K] extends boolean | null
      ? number | null
      : Provenance[K];
};
type SubmissionRow = { kind: string; sourceId: number } & StoredProvenance;

function submissionOf(address: string): SubmissionRow | undefined {
  const db = new Database(path.join(server.dir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM "Submission" WHERE "email" = ?`).get(address) as SubmissionRow | undefined;
  } finally {
    db.close();
  }
}

test("the visit's landing and the consent reach the database and the back office", async ({ page, browser }) => {
  const visitor = await browser.newPage({ locale: "en-US" });
  await visitor.goto(url(landing), { referer: referrer });
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  // Inside the site: a link, then a page opened without any query; the landing stays the first page.
  await visitor.locator("footer").getByRole("link", { name: "About Us" }).click();
  await expect(visitor).toHaveURL(/\/en\/about/);
  await visitor.goto(url("/en/contact"));

  const form = visitor.locator("main form");
  await form.getByLabel("Company").fill("Naver Visit Co");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Hana Visit");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Purpose").selectOption("product_service");
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  const notice = consentNotices.en;
  await expect(form.getByText("Please agree to the collection and use of your personal information.")).toBeVisible();
  await form.getByText(notice.more).click();
  await expect(form.getByText(notice.retention)).toBeVisible();
  await form.getByRole("checkbox", { name: notice.label }).check();
  await form.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(form.getByRole("status")).toContainText(
    "We have received your inquiry. Someone from our team will read it and get back to you.",
  );

  const row = submissionOf(email)!;
  expect(row).toMatchObject({
    kind: "contact",
    utmSource: "naver",
    utmMedium: "cpc",
    utmCampaign: "seoul-launch",
    utmTerm: "feasibility",
    utmContent: "hero",
    landingPage: landing,
    referrer,
    consentVersion: CONSENT_VERSION,
  });
  expect(Date.now() - Date.parse(row.consentedAt!)).toBeLessThan(120_000);
  await visitor.close();

  await page.goto(url(`/en/staff/submissions/contact/${row.sourceId}`));
  await page.getByLabel("Work e-mail").fill(STAFF_ACCOUNTS.marketing.email);
  await page.getByLabel("Password").fill(STAFF_ACCOUNTS.marketing.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hana Visit");
  const source = page.locator("section", { has: page.getByRole("heading", { name: "Where it came from" }) });
  for (const value of ["naver", "cpc", "seoul-launch", "feasibility", "hero", landing, referrer])
    await expect(source.getByText(value, { exact: true })).toBeVisible();
  const consent = page.locator("section", { has: page.getByRole("heading", { name: "Consent" }) });
  await expect(consent).toContainText(`Agreed to notice ${CONSENT_VERSION} on`);
  await expect(consent).toContainText("Marketing e-mailsNot agreed");
});
