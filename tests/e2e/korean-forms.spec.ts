import { expect, test } from "./fixtures";

/**
 * Korean forms in Korean shape: one 이름 and no state (주/도) on the sign-up form, and a mobile number
 * written 010-0000-0000 as it is typed; the English pages keep their fields and take the number as typed.
 */
test.describe("on Korean pages", () => {
  test.use({ locale: "ko-KR" });

  test("the sign-up form asks one 이름, no state, and writes a mobile number 010-0000-0000", async ({ page }) => {
    await page.goto("/signup");
    const form = page.locator("main form");
    await expect(form.getByRole("textbox", { name: "이름", exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "성", exact: true })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "도시", exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "주/도" })).toHaveCount(0);
    const phone = form.getByRole("textbox", { name: "전화번호", exact: true });
    await phone.pressSequentially("01012345678");
    await expect(phone).toHaveValue("010-1234-5678");
    await phone.fill("");
    await phone.pressSequentially("0101234");
    await expect(phone).toHaveValue("010-1234");
  });

  test("the report wizard writes its phone number the same way", async ({ page }) => {
    await page.goto("/report#form");
    const phone = page.locator("#form").getByRole("textbox", { name: "전화번호", exact: true });
    await phone.pressSequentially("01098765432");
    await expect(phone).toHaveValue("010-9876-5432");
  });
});

test.describe("on English pages", () => {
  test.use({ locale: "en-US" });

  test("the sign-up form keeps both names and its state field, and takes the number as typed", async ({ page }) => {
    await page.goto("/en/signup");
    const form = page.locator("main form");
    await expect(form.getByRole("textbox", { name: "Last Name", exact: true })).toBeVisible();
    await expect(form.getByRole("textbox", { name: "State", exact: true })).toBeVisible();
    const phone = form.getByRole("textbox", { name: "Phone", exact: true });
    await phone.pressSequentially("01012345678");
    await expect(phone).toHaveValue("01012345678");
  });
});
