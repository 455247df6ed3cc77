import type { Page } from "@playwright/test";
import { agreeToPrivacy, agreeToTerms } from "./consent";
import { expect, test } from "./fixtures";
import { fillSteps1To3, pdfFile, reportForm, stepTitle } from "./report-steps";
import { queryE2e } from "../support/e2e-data";

// What a visitor typed survives a reload, a link followed within the site and Back, and a closed popup
// (components/forms/use-form-draft.ts keeps it in the tab's sessionStorage); consent is asked afresh. The
// report wizard's finished files are kept beside its draft (components/report/kept-uploads.ts).

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

  test("a reload at step 4 asks first, then returns to step 4 with the answers and the file", async ({ page }) => {
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
    await expect(page.getByTestId("report-file")).toHaveText([/survey\.pdf/]);
    await expect(page.getByRole("button", { name: "Delete survey.pdf" })).toBeVisible();
    await expect(form(page).getByText(/again: we no longer have it/)).toHaveCount(0);
    await expect(form(page).getByRole("checkbox", { name: /Terms & Conditions/ })).not.toBeChecked();
    await form(page).getByRole("button", { name: "Back" }).click();
    await form(page).getByRole("button", { name: "Back" }).click();
    await form(page).getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  });

  test("files attached before a reload are listed again, Delete works, and the request gets them", async ({ page }) => {
    page.on("dialog", (leave) => void leave.accept());
    await page.goto("/en/report#form");
    await fillSteps1To3(page);
    await attach(page, [survey, unitMix]);

    await page.reload();
    await expect(stepTitle(page)).toHaveText("Additional Information");
    await expect(page.getByTestId("report-file")).toHaveText([/survey\.pdf/, /unit-mix\.csv/]);
    await expect(page.getByTestId("report-file").first()).toContainText("100%");
    await page.getByRole("button", { name: "Delete unit-mix.csv" }).click();
    await expect(page.getByTestId("report-file")).toHaveCount(1);
    // Deleted is deleted: Back after a page elsewhere lists the one file left.
    await page.goto("/en/about");
    await page.goBack();
    await expect(page.getByRole("button", { name: "Delete survey.pdf" })).toBeVisible();
    await expect(page.getByTestId("report-file")).toHaveCount(1);

    const key = await submitWizard(page);
    await expect(page.getByTestId("report-success")).toContainText("File received (1)");
    expect(storedFiles(key)).toEqual([{ originalName: "survey.pdf", size: survey.buffer.length }]);
    // Sent: the tab keeps neither the answers nor the files.
    expect(
      await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.includes("report"))),
    ).toEqual([]);
  });

  test("a file the server no longer holds is asked for again by name, and nothing else is lost", async ({ page }) => {
    page.on("dialog", (leave) => void leave.accept());
    await page.goto("/en/report#form");
    await fillSteps1To3(page);
    await page.getByRole("textbox", { name: "Additional Information" }).fill("Corner lot.");
    await page.getByRole("checkbox", { name: /Zoning Analysis/ }).check();
    await attach(page, [survey, unitMix]);

    // The server forgets survey.pdf (expired, swept) while the visitor is away; the reload learns it at once.
    await forgetStaged(page, "survey.pdf");
    await page.reload();
    const asked = form(page).getByRole("status").getByText('Please attach "survey.pdf" again: we no longer have it.');
    await expect(asked).toBeVisible();
    await expect(page.getByTestId("report-file")).toHaveText([/unit-mix\.csv/]);
    await expect(page.getByRole("textbox", { name: "Additional Information" })).toHaveValue("Corner lot.");
    await expect(page.getByRole("checkbox", { name: /Zoning Analysis/ })).toBeChecked();
    await form(page).getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: "Use", exact: true })).toHaveValue("Multifamily");
    await form(page).getByRole("button", { name: "Next" }).click();
    // Still asked after another reload, until the file is attached again.
    await page.reload();
    await expect(asked).toBeVisible();
    await attach(page, [survey]);
    await expect(asked).toHaveCount(0);

    // Gone while on the page: the submit's refusal names it, the file leaves the list, the rest stays.
    await forgetStaged(page, "unit-mix.csv");
    await agreeToPrivacy(form(page));
    await agreeToTerms(form(page));
    await form(page).getByRole("button", { name: "Submit" }).click();
    // The server answers a submit naming a file it no longer holds after waiting up to 5 s for a twin
    // submit that might have claimed it (lib/report/submit-request.ts), hence the longer wait.
    await expect(form(page).getByRole("alert").filter({ hasText: "unit-mix.csv" })).toHaveText(
      'Please attach "unit-mix.csv" again: we no longer have it.',
      { timeout: 15_000 },
    );
    await expect(page.getByTestId("report-file")).toHaveText([/survey\.pdf/]);
    await expect(page.getByRole("textbox", { name: "Additional Information" })).toHaveValue("Corner lot.");
    await attach(page, [unitMix]);
    await expect(
      form(page)
        .getByRole("status")
        .getByText(/again: we no longer have it/),
    ).toHaveCount(0);

    const key = await submitWizard(page, { agreed: true });
    await expect(page.getByTestId("report-success")).toContainText("Files received (2)");
    expect(storedFiles(key)).toEqual([
      { originalName: "survey.pdf", size: survey.buffer.length },
      { originalName: "unit-mix.csv", size: unitMix.buffer.length },
    ]);
  });
});

const survey = pdfFile("survey.pdf", 4096);
const unitMix = { name: "unit-mix.csv", mimeType: "text/csv", buffer: Buffer.from("unit,count\nstudio,12\n") };

/** Attaches real files and waits until each is uploaded (its Delete button). */
async function attach(page: Page, files: (typeof survey)[]) {
  await page.locator('input[type="file"]').setInputFiles(files);
  for (const { name } of files) await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
}

/** The staged file's token, as the tab keeps it, deleted on the server (as the expiry sweep would). */
async function forgetStaged(page: Page, name: string) {
  const token = await page.evaluate((name) => {
    const kept = JSON.parse(window.sessionStorage.getItem("draft:report-files:en") ?? "null") as {
      files: { name: string; token: string }[];
    } | null;
    return kept?.files.find((file) => file.name === name)?.token;
  }, name);
  expect(token).toBeTruthy();
  expect((await page.request.delete(`/api/uploads/staged/${token}`)).status()).toBe(204);
}

/** Agrees (unless done) and submits; resolves with the submit's key once the request is received. */
async function submitWizard(page: Page, { agreed = false } = {}) {
  if (!agreed) {
    await agreeToPrivacy(reportForm(page));
    await agreeToTerms(reportForm(page));
  }
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/consulting-form"));
  await reportForm(page).getByRole("button", { name: "Submit" }).click();
  const key = (await sent).headers()["idempotency-key"] ?? "";
  await expect(stepTitle(page)).toHaveText("Request received");
  return key;
}

/** The files stored with the request the submit with `key` made. */
const storedFiles = (key: string) =>
  queryE2e<{ originalName: string; size: number }>(
    "SELECT f.originalName, f.size FROM UploadedFile f JOIN ConsultingRequest r ON r.id = f.requestId WHERE r.idempotencyKey = ? ORDER BY f.originalName",
    key,
  );

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
