import { expect, test } from "./fixtures";
import { expectedSchedulingUrl } from "../support/scheduling-url";

test.use({ locale: "en-US" });

const query = "?utm_campaign=spring&utm_source=news&utm_medium=email";
const expected = (content: string | null) =>
  expectedSchedulingUrl(content, { campaign: "spring", source: "news", medium: "email" });

test("the header button opens the popup with the header URL and the page's utm values; the offline fallback links to it", async ({
  page,
}) => {
  await page.goto(`/en/about${query}`);
  const opener = page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute(
    "data-url",
    expected("header"),
  );
  const link = dialog.getByRole("link", { name: "Open the scheduling page" });
  await expect(link).toHaveAttribute("href", expected("header"));
  // Focus stays in the dialog: close → fallback link → close, and back with Shift+Tab.
  const close = dialog.getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the banner opens the default trigger's URL", async ({ page }) => {
  await page.goto(`/en/contact${query}`);
  await page.getByRole("button", { name: "Request a Demo and Enjoy a Free Trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo" });
  await expect(dialog.getByRole("link", { name: "Open the scheduling page" })).toHaveAttribute(
    "href",
    expected("default"),
  );
});

test("/demo shows the widget full page with the default URL", async ({ page }) => {
  await page.goto(`/en/demo${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Demo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the scheduling page" })).toHaveAttribute(
    "href",
    expected("default"),
  );
});
