// Keyboard checks the demo popup's specs share.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * With focus on the dialog's close button (its first control): Shift+Tab wraps to its last control and Tab
 * back to close; Escape then closes the dialog and gives focus back to the button that opened it.
 */
export async function expectFocusWrapsThenEscapeCloses(
  page: Page,
  dialog: { dialog: Locator; close: Locator; last: Locator; opener: Locator },
) {
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.last).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.close).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog.dialog).toBeHidden();
  await expect(dialog.opener).toBeFocused();
}
