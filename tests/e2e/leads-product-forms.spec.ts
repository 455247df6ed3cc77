import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { inboxEntries, leadsMatching, teamMailsAbout } from "../support/e2e-data";
import { mailbox } from "./mailbox";
import { fillConsultingFields } from "./product-form";

test.use({ locale: "en-US" });

async function expectStoredAndMailed(email: string, form: string, tag: string) {
  const rows = leadsMatching(email);
  expect(rows.map((row) => [row.sheet, row.utmSource, row.utmMedium])).toEqual([[form, "google", "cpc"]]);
  await expect.poll(() => teamMailsAbout(email).length).toBe(1);
  expect(teamMailsAbout(email)[0]).toContain(`X-Tag: ${tag}`);
}

async function openForm(page: Page, path: string, variant: string): Promise<Locator> {
  await page.goto(`${path}?utm_source=google&utm_medium=cpc#form`);
  const form = page.locator(`section#form[data-variant="${variant}"]`);
  await expect(form).toBeVisible();
  return form;
}

test("AI consulting: every required field, then the submitted view, the row and the tagged mail", async ({ page }) => {
  const form = await openForm(page, "/en/ai-consulting", "AIConsulting");
  const submit = form.getByRole("button", { name: "Submit" });
  await expect(form.getByText("*Company email preferred")).toBeVisible();
  await fillConsultingFields(form, mailbox("dana.consulting@parcel.test"));
  // Submit stays enabled: pressed with the job title missing, it says what is missing and goes there.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText("Enter your job title.")).toBeVisible();
  await expect(form.getByLabel("Job Title")).toBeFocused();
  await form.getByLabel("Job Title").selectOption("developer");
  await expect(form.getByText("Enter your job title.")).toHaveCount(0);
  await submit.click();
  await expect(form.getByRole("status")).toContainText("Your request has been submitted!");
  await expectStoredAndMailed(mailbox("dana.consulting@parcel.test"), "AIConsulting", "AI Consulting");
});

test("app page: a job title typed after 'Other' is stored, and the close button brings the list back", async ({
  page,
}) => {
  const form = await openForm(page, "/en/zen-app", "ZenApp");
  await fillConsultingFields(form, mailbox("dana.app@parcel.test"));
  await form.getByLabel("Job Title").selectOption("other");
  const typed = form.getByLabel("Your job title");
  await expect(typed).toBeFocused();
  await form.getByRole("button", { name: "Back to the job title list" }).click();
  await expect(form.getByLabel("Job Title")).toBeFocused();
  await form.getByLabel("Job Title").selectOption("other");
  await form.getByLabel("Your job title").fill("Head of Acquisitions");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  await expectStoredAndMailed(mailbox("dana.app@parcel.test"), "ZenApp", "Zen App");
  expect(JSON.parse(leadsMatching(mailbox("dana.app@parcel.test"))[0]!.fields)).toMatchObject({
    jobTitle: "Head of Acquisitions",
  });
});

/** The site's own API requests a page makes, as "METHOD /path". */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() !== "GET")
      seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test("modular with no scheduling page set: one request stores the row with the interest and mails, no popup", async ({
  page,
}) => {
  const requests = apiRequests(page);
  const form = await openForm(page, "/en/modular", "Modular");
  await fillConsultingFields(form, mailbox("dana.modular@parcel.test"));
  await form.getByLabel("Job Title").selectOption("architect");
  await form.getByLabel("I am interested in an app for modular housing").check();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  await expectStoredAndMailed(mailbox("dana.modular@parcel.test"), "Modular", "Modular");
  expect(JSON.parse(leadsMatching(mailbox("dana.modular@parcel.test"))[0]!.fields)).toMatchObject({
    interest: "MODULAR",
  });
  expect(inboxEntries(mailbox("dana.modular@parcel.test"))).toEqual([{ kind: "lead", form: "Modular" }]);
  expect(requests.filter((request) => !request.endsWith("/api/csp-report"))).toEqual(["POST /api/leads"]);
  await expect(page.locator('dialog[data-trigger="modularlandingpage"]')).toBeHidden();
});

// With a scheduling page set, the popup opens after the submit: tests/unit/forms/scheduling-widget.test.tsx.

test("a product page fetches the form's code only when the visitor nears the form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/en/zen-app");
  await page.waitForLoadState("networkidle");
  const form = page.locator('section#form[data-variant="ZenApp"]');
  await expect(form.getByLabel("First Name")).toHaveCount(0);
  const before = scripts.length;
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel("First Name")).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
