import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The report wizard on /en/report, as the specs that walk it use it. */
export const reportForm = (page: Page) => page.locator("#form");
export const nextStep = (page: Page) => reportForm(page).getByRole("button", { name: "Next" });
export const stepTitle = (page: Page) => reportForm(page).locator("#report-step-title");

/** A file the wizard takes as a PDF: the PDF header, then spaces up to `size` bytes. */
export function pdfFile(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write("%PDF-1.7\n");
  return { name, mimeType: "application/pdf", buffer };
}

/** Steps 1 to 3 answered in English, each step's title checked, ending on step 4. */
export async function fillSteps1To3(page: Page) {
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Kim");
  await reportForm(page).getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Phone Number").fill("+1 213 555 0100");
  await page.getByLabel("Company Name").fill("Kim Development");
  await nextStep(page).click();
  await expect(stepTitle(page)).toHaveText("Project Information");
  await page.getByLabel("Project Name").fill("Riverside Lofts");
  await page.getByLabel("Site Address").fill("123 Main St, Los Angeles, CA");
  await nextStep(page).click();
  await expect(stepTitle(page)).toHaveText("Objectives");
  await page.getByRole("textbox", { name: "Use", exact: true }).fill("Multifamily");
  await page.getByRole("checkbox", { name: "2 Bed" }).check();
  await nextStep(page).click();
  await expect(stepTitle(page)).toHaveText("Additional Information");
}
