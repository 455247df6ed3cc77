import type { Page } from "@playwright/test";
import { agreeToPrivacy, agreeToTerms } from "./consent";
import { expect, test } from "./fixtures";
import { fillSteps1To3, pdfFile, reportForm, stepTitle } from "./report-steps";

// What a visitor typed survives a reload, a link followed within the site and Back, and a closed popup
// (components/forms/use-form-draft.ts keeps it in the tab's sessionStorage); consent is asked afresh.

test.describe("the contact form's draft", () => {
  test.use({ locale: "ko-KR" });
  const contactForm = (page: Page) => page.locator("main form");
  const message = (page: Page) => contactForm(page).getByRole("textbox", { name: /^메시지/ });

  async function fillSome(page: Page) {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("textbox", { name: /^회사/ }).fill("홍길동건설");
    await form.getByRole("combobox", { name: /^문의 목적/ }).selectOption("billing");
    await message(page).fill("역세권 부지 검토");
    await agreeToPrivacy(form);
  }

  async function expectKept(page: Page) {
    const form = contactForm(page);
    await expect(form.getByRole("textbox", { name: /^회사/ })).toHaveValue("홍길동건설");
    await expect(form.getByRole("combobox", { name: /^문의 목적/ })).toHaveValue("billing");
    await expect(message(page)).toHaveValue("역세권 부지 검토");
    await expect(form.getByText("9 / 5,000자")).toBeVisible();
    await expect(form.getByRole("checkbox", { name: /개인정보/ }).first()).not.toBeChecked();
  }

  test("comes back after a reload", async ({ page }) => {
    await fillSome(page);
    await page.reload();
    await expectKept(page);
  });

  test("comes back after a footer link followed in the page and Back", async ({ page }) => {
    await fillSome(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "회사 소개" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expectKept(page);
  });

  test("comes back, counted, after a full page load elsewhere and Back", async ({ page }) => {
    await fillSome(page);
    await page.goto("/privacy-policy");
    await page.goBack();
    await expectKept(page);
  });
});

test.describe("the report wizard's draft", () => {
  test.use({ locale: "en-US" });
  const form = reportForm;

  test("a reload at step 4 asks first, then returns to step 4 with the answers and asks for the files again", async ({
    page,
  }) => {
    await page.goto("/en/report#form");
    await fillSteps1To3(page);
    await page.getByRole("textbox", { name: "Additional Information" }).fill("Corner lot.");
    await page.locator('input[type="file"]').setInputFiles(pdfFile("survey.pdf", 4096));
    await expect(page.getByRole("img", { name: "Uploaded" })).toBeVisible();
    await agreeToPrivacy(form(page));
    await agreeToTerms(form(page));

    // Leaving asks first (the browser's own words); staying keeps everything.
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(page.getByTestId("report-file")).toHaveCount(1);

    page.on("dialog", (leave) => void leave.accept());
    await page.reload();
    await expect(stepTitle(page)).toHaveText("Additional Information");
    await expect(page.getByRole("textbox", { name: "Additional Information" })).toHaveValue("Corner lot.");
    await expect(
      form(page).getByText("Files are not kept when the page is reopened: please attach them again."),
    ).toBeVisible();
    await expect(page.getByTestId("report-file")).toHaveCount(0);
    await expect(form(page).getByRole("checkbox", { name: /Terms & Conditions/ })).not.toBeChecked();
    await form(page).getByRole("button", { name: "Back" }).click();
    await form(page).getByRole("button", { name: "Back" }).click();
    await form(page).getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  });
});

test.describe("the demo popup's call-back form", () => {
  test.use({ locale: "en-US" });

  test("keeps what was typed when closed and opened again", async ({ page }) => {
    await page.goto("/en/about");
    const opener = page.getByRole("banner").getByRole("button", { name: "Request a Demo", exact: true });
    const dialog = page.getByRole("dialog", { name: "Request a Demo" });
    await opener.click();
    await dialog.getByLabel("Name").fill("Ada Kim");
    await dialog.getByLabel("Company").fill("Kim Development");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog.getByLabel("Name")).toHaveValue("Ada Kim");
    await expect(dialog.getByLabel("Company")).toHaveValue("Kim Development");
  });
});
