import type { Page } from "@playwright/test";
import { agreeToPrivacy } from "./consent";
import { expect, test } from "./fixtures";
import { leadsMatching, teamMailsAbout } from "../support/e2e-data";
import { expectedSchedulingUrl } from "../support/scheduling-url";
import { expectFocusWrapsThenEscapeCloses } from "./dialog-helpers";
import { mailbox } from "./mailbox";

test.use({ locale: "en-US" });

const query = "?utm_campaign=spring&utm_source=news&utm_medium=email";
const expected = (content: string | null) =>
  expectedSchedulingUrl(content, { campaign: "spring", source: "news", medium: "email" });

/** Every request the page makes to the scheduling provider's script host. */
function providerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://assets.calendly.com/")) seen.push(request.url());
  });
  return seen;
}

// The suite's build leaves SCHEDULING_URL at its example default: the call-back form stands in for the
// calendar from the start. A configured calendar, loaded or blocked, is tried in tests/unit/forms/scheduling-widget.test.tsx.
test("the header button opens the popup with the header URL and the call-back form at once, focus kept inside", async ({
  page,
}) => {
  const provider = providerRequests(page);
  await page.goto(`/en/about${query}`);
  const opener = page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await expect(dialog).toBeVisible();
  const region = dialog.getByRole("region", { name: "Scheduling calendar" });
  await expect(region).toHaveAttribute("data-url", expected("header"));
  await expect(region).toHaveAttribute("data-state", "unconfigured");
  // Announced: the form's heading and line sit in a status region. Nothing failed, so nothing says so.
  await expect(dialog.getByRole("status")).toContainText("Tell us how to reach you");
  await expect(dialog.getByRole("status")).not.toContainText("could not load");
  // No link to the scheduling page while it is the example default (SCHEDULING_URL): the form's
  // button is the last control. Focus stays in the dialog: close → the form's first field, and back.
  await expect(dialog.getByRole("link", { name: /Open the scheduling page/ })).toHaveCount(0);
  const last = dialog.getByRole("button", { name: "Request a call" });
  const close = dialog.getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await expect(dialog.getByLabel("Name")).toBeVisible(); // the form's code has arrived
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await close.focus();
  await expectFocusWrapsThenEscapeCloses(page, { dialog, close, last, opener });
  expect(provider).toEqual([]);
});

test("the popup's call-back form becomes a stored lead and a mail to the team", async ({ page }) => {
  await page.goto(`/en/contact${query}`);
  await page.getByRole("button", { name: "Request a Demo and Enjoy a Free Trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  const form = dialog.getByRole("form", { name: "Tell us how to reach you" });
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(form.getByText("Enter your name.")).toBeVisible();
  // A blank e-mail is asked for, not called malformed.
  await expect(form.getByText("Enter your email.")).toBeVisible();
  await expect(form.getByText("Invalid email address format.")).toHaveCount(0);
  await expect(form.getByText("Choose when we may call you.")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  // The hours are the visitor's, and say so.
  await expect(form.getByLabel("Best time to reach you").locator("option")).toHaveText([
    "Choose a time",
    "Weekday mornings (9 AM–12 PM, your time)",
    "Weekday afternoons (12 PM–5 PM, your time)",
    "Weekday evenings (5 PM–7 PM, your time)",
    "Any time on a weekday",
  ]);
  await form.getByLabel("Name").fill("Robin Caller");
  await form.getByLabel("Company").fill("Callback Estates");
  await form.getByLabel("Email").fill(mailbox("robin.callback@unset.test"));
  await form.getByLabel("Phone").fill("+1 555 0100");
  await form.getByLabel("Best time to reach you").selectOption("afternoon");
  await agreeToPrivacy(form);
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(dialog.getByRole("status").last()).toContainText("Thank you! We'll be in touch to set up your demo.");
  await expect(dialog.getByRole("link", { name: /Open the scheduling page/ })).toHaveCount(0);

  const rows = leadsMatching(mailbox("robin.callback@unset.test"));
  expect(rows.map((row) => [row.sheet, row.utmSource, row.utmMedium])).toEqual([["DemoCallback", "news", "email"]]);
  expect(JSON.parse(rows[0]!.fields)).toMatchObject({
    name: "Robin Caller",
    company: "Callback Estates",
    phone: "+1 555 0100",
    preferredTime: "Weekday afternoon (12:00–17:00)",
    trigger: "default",
  });
  await expect.poll(() => teamMailsAbout(mailbox("robin.callback@unset.test")).length).toBe(1);
  expect(teamMailsAbout(mailbox("robin.callback@unset.test"))[0]).toContain("X-Tag: Demo Call-back");
});

test("/demo offers the call-back form from the server's first HTML, fetches no provider script, and stores the lead", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/en/demo")).text();
  expect(html).toMatch(/<h2[^>]*>Tell us how to reach you<\/h2>/);
  expect(html).toContain('data-state="unconfigured"');
  expect(html).toMatch(/<form[^>]*aria-label="Tell us how to reach you"/);
  const provider = providerRequests(page);
  await page.goto(`/en/demo${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Demo" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tell us how to reach you" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the scheduling page/ })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Tell us how to reach you" });
  await form.getByLabel("Name").fill("Sam Demo");
  await form.getByLabel("Company").fill("Demo Page Co");
  await form.getByLabel("Email").fill(mailbox("sam.demo-page@callback.test"));
  await form.getByLabel("Best time to reach you").selectOption("anytime");
  await agreeToPrivacy(form);
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(page.getByText("Thank you! We'll be in touch to set up your demo.")).toBeVisible();
  expect(leadsMatching(mailbox("sam.demo-page@callback.test")).map((row) => row.sheet)).toEqual(["DemoCallback"]);
  expect(provider).toEqual([]);
});

test("before the page's scripts run, a demo button leads to the /demo page in the page's language", async ({
  browser,
  baseURL,
}) => {
  // A tap on a slow phone can come before the scripts that open the popup: it must not be lost.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ko-KR" });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("header").getByRole("button", { name: "데모 신청", exact: true }).click();
  await expect(page).toHaveURL(/\/demo\?$/);
  await expect(page.getByRole("heading", { level: 1, name: "데모 예약" })).toBeVisible();
  await expect(page.getByRole("form")).toBeVisible();

  await page.goto("/en/zen-app");
  await page.locator("main").getByRole("button", { name: "Request a Demo", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/demo\?$/);
  await expect(page.getByRole("form", { name: "Tell us how to reach you" })).toBeVisible();
  await context.close();
});
