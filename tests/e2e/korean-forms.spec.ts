import { expect, test } from "./fixtures";
import { eachLocale } from "./pages-helpers";

/**
 * Korean forms in Korean shape: one 이름 and no state (주/도) on the sign-up form, and a mobile number
 * written 010-0000-0000 as it is typed; the English pages keep their fields and take the number as typed.
 */
const forms = {
  ko: {
    signup: { path: "/signup", asks: ["이름", "도시"], leaves: ["성", "주/도"], phone: "전화번호" },
    report: { path: "/report#form", phone: "전화번호" },
    typed: { "01012345678": "010-1234-5678", "0101234": "010-1234", "01098765432": "010-9876-5432" },
  },
  en: {
    signup: { path: "/en/signup", asks: ["Last Name", "State"], leaves: [], phone: "Phone" },
    report: { path: "/en/report#form", phone: "Phone Number" },
    typed: { "01012345678": "01012345678", "0101234": "0101234", "01098765432": "01098765432" },
  },
};

eachLocale("the forms", (locale) => {
  const { signup, report, typed } = forms[locale];

  test("the sign-up form asks the names and place its language uses, and writes a mobile number so", async ({
    page,
  }) => {
    await page.goto(signup.path);
    const form = page.locator("main form");
    for (const name of signup.asks) await expect(form.getByRole("textbox", { name, exact: true })).toBeVisible();
    for (const name of signup.leaves) await expect(form.getByRole("textbox", { name })).toHaveCount(0);
    const phone = form.getByRole("textbox", { name: signup.phone, exact: true });
    await phone.pressSequentially("01012345678");
    await expect(phone).toHaveValue(typed["01012345678"]);
    await phone.fill("");
    await phone.pressSequentially("0101234");
    await expect(phone).toHaveValue(typed["0101234"]);
  });

  test("the report wizard writes its phone number the same way", async ({ page }) => {
    await page.goto(report.path);
    const phone = page.locator("#form").getByRole("textbox", { name: report.phone, exact: true });
    await phone.pressSequentially("01098765432");
    await expect(phone).toHaveValue(typed["01098765432"]);
  });
});
