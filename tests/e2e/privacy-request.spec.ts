import { expect, test } from "./fixtures";
import { droppedMails, queryE2e } from "../support/e2e-data";
import { mailbox } from "./mailbox";

test.use({ locale: "ko-KR" });

test("a privacy request in Korean: the policy links the form, and the e-mailed link's button files it", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await page.getByRole("link", { name: "개인정보 요청 양식" }).click();
  await expect(page).toHaveURL(/\/privacy-request$/);
  await expect(page.getByRole("heading", { level: 1, name: "개인정보 요청" })).toBeVisible();

  const form = page.locator("main form");
  await form.getByRole("button", { name: "요청 보내기" }).click();
  await expect(form.getByText("요청할 내용을 목록에서 골라 주세요.")).toBeVisible();

  const email = mailbox(`gildong.${Date.now()}@request.test`);
  await form.getByRole("textbox", { name: "이름" }).fill("홍길동");
  await form.getByRole("textbox", { name: "이메일" }).fill(email);
  await form.getByRole("combobox", { name: "요청 내용" }).selectOption("erasure");
  await form.getByLabel("[필수] 개인정보 수집·이용에 동의합니다.").check();
  await form.getByRole("button", { name: "요청 보내기" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "이메일을 확인해 주세요. 방금 보내 드린 이메일의 링크를 열어야 요청이 접수됩니다.",
  );
  const state = () =>
    queryE2e<{ status: string; right: string }>("SELECT status, right FROM PrivacyRequest WHERE email = ?", email);
  expect(state()).toEqual([{ status: "pending", right: "erasure" }]);

  let mail = "";
  await expect
    .poll(() => (mail = droppedMails().find((text) => text.includes(`To: ${email}`)) ?? ""), { timeout: 15_000 })
    .not.toBe("");
  const link = new URL(/https?:\/\/\S+\/privacy-request\/verify\?token=[\w-]+/.exec(mail)![0]);
  await page.goto(link.pathname + link.search);
  expect(state()).toEqual([{ status: "pending", right: "erasure" }]);
  await page.getByRole("button", { name: "요청 확인" }).click();
  // The done line takes the focus where the button was, so it is read once.
  await expect(page.getByText("요청이 접수되었습니다. 10일 이내에 이메일로 답변드립니다.")).toBeFocused();
  expect(state()).toEqual([{ status: "open", right: "erasure" }]);
});
