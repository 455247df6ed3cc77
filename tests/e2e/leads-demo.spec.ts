import type { Page } from "@playwright/test";
import { agreeToPrivacy } from "./consent";
import { expect, test } from "./fixtures";
import { droppedMails, leadsMatching } from "../support/e2e-data";
import { expectedSchedulingUrl } from "../support/scheduling-url";
import { expectFocusWrapsThenEscapeCloses } from "./dialog-helpers";
import { mailbox } from "./mailbox";

test.use({ locale: "en-US" });

const query = "?utm_campaign=spring&utm_source=news&utm_medium=email";
const expected = (content: string | null) =>
  expectedSchedulingUrl(content, { campaign: "spring", source: "news", medium: "email" });

/** The scheduling provider's script fails as a blocker would make it. */
async function blockWidget(page: Page) {
  await page.route("https://assets.calendly.com/**", (route) => route.abort("blockedbyclient"));
}

/** A stand-in for the provider's script that loads and draws a calendar. */
async function serveWidget(page: Page) {
  await page.route("https://assets.calendly.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.Calendly = { initInlineWidget: function (o) {
        var d = document.createElement("p"); d.textContent = "Calendar for " + o.url; o.parentElement.appendChild(d);
      } };`,
    }),
  );
}

test("the header button opens the popup with the header URL; a blocked widget turns into the call-back form, focus kept inside", async ({
  page,
}) => {
  await blockWidget(page);
  await page.goto(`/en/about${query}`);
  const opener = page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await expect(dialog).toBeVisible();
  const region = dialog.getByRole("region", { name: "Scheduling calendar" });
  await expect(region).toHaveAttribute("data-url", expected("header"));
  await expect(region).toHaveAttribute("data-state", "failed");
  // Announced: the fallback's heading and line sit in a status region.
  await expect(dialog.getByRole("status")).toContainText("We'll call you instead");
  const link = dialog.getByRole("link", { name: /Open the scheduling page/ });
  await expect(link).toHaveAttribute("href", expected("header"));
  // Focus stays in the dialog: close → the form's first field, and from close back to the link.
  const close = dialog.getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await expect(dialog.getByLabel("Name")).toBeVisible(); // the form's code has arrived
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await close.focus();
  await expectFocusWrapsThenEscapeCloses(page, { dialog, close, last: link, opener });
});

test("with the widget blocked, the popup's call-back form becomes a stored lead and a mail to the team", async ({
  page,
}) => {
  await blockWidget(page);
  await page.goto(`/en/contact${query}`);
  await page.getByRole("button", { name: "Request a Demo and Enjoy a Free Trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  const form = dialog.getByRole("form", { name: "We'll call you instead" });
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(form.getByText("Enter your name.")).toBeVisible();
  await expect(form.getByText("Choose when we may call you.")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await form.getByLabel("Name").fill("Robin Blocked");
  await form.getByLabel("Company").fill("Adblock Estates");
  await form.getByLabel("Email").fill(mailbox("robin.callback@blocked.test"));
  await form.getByLabel("Phone").fill("+1 555 0100");
  await form.getByLabel("Best time to reach you").selectOption("afternoon");
  await agreeToPrivacy(form);
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(dialog.getByRole("status").last()).toContainText("Thank you! We'll be in touch to set up your demo.");
  await expect(dialog.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
    "href",
    expected("default"),
  );

  const rows = leadsMatching(mailbox("robin.callback@blocked.test"));
  expect(rows.map((row) => [row.sheet, row.utmSource, row.utmMedium])).toEqual([["DemoCallback", "news", "email"]]);
  expect(JSON.parse(rows[0]!.fields)).toMatchObject({
    name: "Robin Blocked",
    company: "Adblock Estates",
    phone: "+1 555 0100",
    preferredTime: "Weekday afternoon (12:00–17:00)",
    trigger: "default",
  });
  await expect
    .poll(() => droppedMails().filter((mail) => mail.includes(mailbox("robin.callback@blocked.test"))).length)
    .toBe(1);
  expect(droppedMails().find((mail) => mail.includes(mailbox("robin.callback@blocked.test")))).toContain(
    "X-Tag: Demo Call-back",
  );
});

test("/demo with the widget blocked offers the call-back form in the page, which is stored as a lead", async ({
  page,
}) => {
  await blockWidget(page);
  await page.goto(`/en/demo${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Demo" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "We'll call you instead" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
    "href",
    expected("default"),
  );
  const form = page.getByRole("form", { name: "We'll call you instead" });
  await form.getByLabel("Name").fill("Sam Demo");
  await form.getByLabel("Company").fill("Demo Page Co");
  await form.getByLabel("Email").fill(mailbox("sam.demo-page@callback.test"));
  await form.getByLabel("Best time to reach you").selectOption("anytime");
  await agreeToPrivacy(form);
  await form.getByRole("button", { name: "Request a call" }).click();
  await expect(page.getByText("Thank you! We'll be in touch to set up your demo.")).toBeVisible();
  expect(leadsMatching(mailbox("sam.demo-page@callback.test")).map((row) => row.sheet)).toEqual(["DemoCallback"]);
});

test("a widget that loads shows the calendar, not the call-back form", async ({ page }) => {
  await serveWidget(page);
  await page.goto(`/en/about${query}`);
  await page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true }).click();
  const region = page.getByRole("dialog").getByRole("region", { name: "Scheduling calendar" });
  await expect(region).toHaveAttribute("data-state", "ready");
  await expect(region).toContainText(`Calendar for ${expected("header")}`);
  await expect(page.getByRole("form", { name: "We'll call you instead" })).toHaveCount(0);
});
