import type { Locator } from "@playwright/test";
import { agreeToPrivacy } from "./consent";
import { expect, test } from "./fixtures";
import { droppedMails, inboxEntries, leadsMatching, queryE2e, teamMailsAbout } from "../support/e2e-data";
import { mailbox } from "./mailbox";

test.use({ locale: "en-US" });

/** Fills the four fields every city page's lead form requires, in the order a visitor meets them. */
async function fillRequired(form: Locator, visitor: { first: string; last: string; company: string; email: string }) {
  await form.getByLabel("First Name").fill(visitor.first);
  await form.getByLabel("Last Name").fill(visitor.last);
  await form.getByLabel("Company").fill(visitor.company);
  await form.getByLabel("Email").fill(visitor.email);
  await agreeToPrivacy(form);
}

test("city page: submit says what is missing, the trial button says what comes next and saves under the trial form with the utm values", async ({
  page,
}) => {
  await page.goto("/en/phx?utm_source=linkedin&utm_medium=social");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover AI Feasibility in Phoenix");
  const form = page.locator("section#form");
  const submit = form.getByRole("button", { name: "Submit" });
  const trial = form.getByRole("button", { name: "Start a 2-Week Free Trial" });
  await expect(form.getByText("*Company email preferred")).toHaveCount(0);
  await expect(trial).toHaveAccessibleDescription("We'll e-mail you access to a 2-week trial within 2 business days.");
  // Always enabled: a submit with empty fields marks them and focuses the first.
  await submit.click();
  await expect(form.getByText("Enter your first name.")).toBeVisible();
  await expect(form.getByText("Enter your company name.")).toBeVisible();
  await expect(form.getByLabel("First Name")).toBeFocused();

  await fillRequired(form, { first: "Pat", last: "Desert", company: "Desert Dev", email: "pat@desert" });
  await form.getByLabel("Email").blur();
  await expect(form.getByText("Invalid email address format.")).toBeVisible();
  await form.getByLabel("First Name").fill(" ");
  await expect(form.getByText("Enter your first name.")).toBeVisible();
  await form.getByLabel("First Name").fill("Pat");
  await form.getByLabel("Email").fill(mailbox("pat.trial@desert.test"));
  await expect(form.getByText("Invalid email address format.")).toHaveCount(0);
  await trial.click();
  await expect(form.getByRole("status")).toContainText("Thank you! Your free trial request is in.");
  await expect(form.getByRole("status")).toContainText(
    "We'll e-mail you access to your 2-week trial within 2 business days.",
  );

  const rows = leadsMatching(mailbox("pat.trial@desert.test"));
  expect(rows.map((row) => [row.sheet, row.utmSource, row.utmMedium])).toEqual([["PHXTrial", "linkedin", "social"]]);
  await expect.poll(() => teamMailsAbout(mailbox("pat.trial@desert.test")).length).toBe(1);
  await expect.poll(() => teamMailsAbout(mailbox("pat.trial@desert.test"))[0]).toContain("X-Tag: PHX");
});

test("ED1 report: a failing request shows the error, keeps the input, and a retry stores one lead", async ({
  page,
}) => {
  let failures = 1;
  await page.route("**/api/leads", (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.continue(),
  );
  await page.goto("/en/ed1");
  const form = page.locator("section#form");
  await expect(form.getByText("*Company email preferred")).toBeVisible();
  await expect(form.getByLabel("Address")).toHaveAttribute("placeholder", "Los Angeles addresses only");
  await form.getByLabel("First Name").fill("Eddie");
  await form.getByLabel("Last Name").fill("Report");
  await form.getByLabel("Email").fill(mailbox("eddie.ed1@report.test"));
  await form.getByLabel("Company").fill("ED1 Builders");
  await form.getByLabel("Address").fill("123 Spring St, Los Angeles");
  await form.getByLabel("Lot Size (sq ft)").fill("7500");
  const submit = form.getByRole("button", { name: "Submit" });
  await form.getByLabel("Project Detail").fill("Affordable housing under ED1");
  await agreeToPrivacy(form);
  await submit.click();

  await expect(form.getByRole("alert")).toHaveText(
    "Something went wrong on our side. Please try again in a moment; your entries are kept.",
  );
  await expect(form.getByLabel("Project Detail")).toHaveValue("Affordable housing under ED1");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByRole("status")).toContainText("Thank you!");

  const rows = leadsMatching(mailbox("eddie.ed1@report.test"));
  expect(rows.map((row) => row.sheet)).toEqual(["ED1Report"]);
  expect(JSON.parse(rows[0]!.fields)).toMatchObject({
    address: "123 Spring St, Los Angeles",
    lotSize: "7500",
    projectDetail: "Affordable housing under ED1",
  });
  // One submit, one inbox entry: the CRM sync (when set up) is queued on the lead, not stored apart.
  expect(inboxEntries(mailbox("eddie.ed1@report.test"))).toEqual([{ kind: "lead", form: "ED1Report" }]);
  expect(queryE2e("SELECT id FROM CampaignContact WHERE email = ?", mailbox("eddie.ed1@report.test"))).toHaveLength(0);
  await expect.poll(() => teamMailsAbout(mailbox("eddie.ed1@report.test")).length).toBe(1);
});

test("a double click sends one submit", async ({ page }) => {
  await page.goto("/en/la");
  const form = page.locator("section#form");
  await fillRequired(form, { first: "Lou", last: "Angeles", company: "LA Lots", email: mailbox("lou.double@la.test") });
  await form.getByRole("button", { name: "Submit" }).dblclick();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  expect(leadsMatching(mailbox("lou.double@la.test")).map((row) => row.sheet)).toEqual(["LADisc"]);
});

test("a bot filling the honeypot sees the same thank-you; the row is flagged and no mail goes out", async ({
  page,
}) => {
  await page.goto("/en/boston");
  const form = page.locator("section#form");
  await fillRequired(form, { first: "Bot", last: "Spam", company: "Spam Inc", email: mailbox("bot.spam@spam.test") });
  await form.locator('input[name="homepage"]').fill("http://spam.test", { force: true });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  expect(leadsMatching(mailbox("bot.spam@spam.test")).map((row) => [row.sheet, row.isSpam])).toEqual([
    ["BostonDisc", 1],
  ]);
  await page.waitForTimeout(1500); // two outbox polls
  expect(droppedMails().filter((mail) => mail.includes(mailbox("bot.spam@spam.test")))).toHaveLength(0);
});
