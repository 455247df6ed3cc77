import { agreeToPrivacy } from "./consent";
import { expect, test } from "./fixtures";
import { leadsMatching, teamMailsAbout } from "../support/e2e-data";
import { mailbox } from "./mailbox";

test.describe("contact form", () => {
  test.use({ locale: "en-US" });

  test("checks on blur, marks everything on an empty submit without sending, then thanks until dismissed", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.clock.install();
    await page.goto("/en/contact");
    const form = page.locator("main form");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByText("We reply within 2 business days.")).toBeVisible();

    const company = form.getByLabel("Company");
    await company.focus();
    await form.getByRole("textbox", { name: "Name", exact: true }).focus();
    await expect(form.getByText("Enter your company name.", { exact: false })).toHaveCount(1);

    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(form.getByText("Enter your company name.", { exact: false })).toHaveCount(1);
    await expect(form.getByText("Enter your name.", { exact: true })).toBeVisible();
    await expect(form.getByText("Enter your email.")).toBeVisible();
    await expect(form.getByText("Choose a purpose from the list.")).toBeVisible();
    await expect(company).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);

    await company.fill("Acme Builders");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Jane Contact");
    await form.getByLabel("Email").fill(mailbox("jane.contact@acme.test"));
    const purpose = form.getByLabel("Purpose");
    await purpose.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(purpose).toHaveValue("billing");
    await expect(form.getByText("Choose a purpose from the list.")).toHaveCount(0);
    await form.getByLabel("Message").fill("Please send an invoice copy.");
    await agreeToPrivacy(form);
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    await expect(form.getByRole("status")).toContainText(
      "We have received your inquiry. Someone from our team will read it and get back to you.",
    );
    const again = form.getByRole("button", { name: "New message", exact: true });
    await expect(again).toBeFocused();
    // Only the thank-you and its button show, and they stay for someone who looked away.
    await expect(company).toBeHidden();
    await page.clock.runFor(60_000);
    await expect(form.getByRole("status")).toContainText(
      "We have received your inquiry. Someone from our team will read it and get back to you.",
    );
    await again.click();
    await expect(form.getByRole("status")).toHaveCount(0);
    await expect(company).toBeFocused();
    await expect(company).toHaveValue("");
    await expect(form.getByText("Enter your company name.", { exact: false })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Submit", exact: true })).toBeVisible();

    const rows = leadsMatching(mailbox("jane.contact@acme.test"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sheet).toBe("Contact");
    expect(JSON.parse(rows[0]!.fields)).toMatchObject({ company: "Acme Builders", purpose: "Billing" });
    await expect.poll(() => teamMailsAbout(mailbox("jane.contact@acme.test")).length).toBe(1);
    await expect.poll(() => teamMailsAbout(mailbox("jane.contact@acme.test"))[0]).toContain("문의 목적: 결제"); // the team reads its mail in Korean (TEAM_LOCALE's default)
  });

  test("a server failure shows the error in the visitor's language and keeps the input", async ({ page }) => {
    await page.route("**/api/main/email", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
    );
    await page.goto("/en/contact");
    const form = page.locator("main form");
    await form.getByLabel("Company").fill("Keep Co");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Kim Keep");
    await form.getByLabel("Email").fill(mailbox("kim.keep@keep.test"));
    await form.getByLabel("Purpose").selectOption("careers");
    await agreeToPrivacy(form);
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Something went wrong on our side. Please try again in a moment; your entries are kept.",
    );
    await expect(form.getByLabel("Company")).toHaveValue("Keep Co");
    await expect(form.getByLabel("Purpose")).toHaveValue("careers");
    await page.unroute("**/api/main/email");
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(form.getByRole("status")).toContainText(
      "We have received your inquiry. Someone from our team will read it and get back to you.",
    );
    expect(leadsMatching(mailbox("kim.keep@keep.test"))).toHaveLength(1);
  });
});

test.describe("sign-up form (Korean, the default)", () => {
  test.use({ locale: "ko-KR" });

  test("messages in Korean; untouched optional fields do not block; success panel with the overview link", async ({
    page,
  }) => {
    await page.goto("/signup?utm_source=ads");
    // The heading, the title and the button say the same thing.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("이용 신청");
    await expect(page).toHaveTitle(/^이용 신청/);
    const form = page.locator("main form");
    await expect(form.getByRole("textbox", { name: "이름", exact: true })).toHaveAttribute("autocomplete", "name");
    await expect(form.getByRole("textbox", { name: "성", exact: true })).toHaveCount(0);
    await expect(form.getByLabel("회사 이메일")).toHaveAttribute("autocomplete", "email");
    await expect(page.getByText("여러분의 이야기를 듣고 싶습니다")).toBeVisible();
    await form.getByLabel("회사 이메일").fill("not-an-address");
    await form.getByRole("textbox", { name: "이름", exact: true }).focus();
    await expect(
      form.getByText("이메일 주소 형식이 올바르지 않습니다. name@company.com처럼 입력해 주세요."),
    ).toBeVisible();
    await form.getByRole("button", { name: "이용 신청" }).click();
    await expect(form.getByText("이름을 입력해 주세요.")).toBeVisible();
    await expect(form.getByText("성을 입력해 주세요.")).toHaveCount(0);

    await form.getByRole("textbox", { name: "이름", exact: true }).fill("김민수");
    await form.getByLabel("회사 이메일").fill(mailbox("minsu.signup@kim.test"));
    await agreeToPrivacy(form);
    await form.getByRole("button", { name: "이용 신청" }).click();
    await expect(page.getByRole("status")).toContainText("감사합니다! 최대한 빨리 연락드리겠습니다.");
    await expect(page.getByRole("link", { name: "제품 소개 보기" })).toHaveAttribute("href", "/?utm_source=ads");
    const rows = leadsMatching(mailbox("minsu.signup@kim.test"));
    expect(rows.map((row) => row.sheet)).toEqual(["Sign Up"]);
    expect(JSON.parse(rows[0]!.fields)).toMatchObject({ first_name: "김민수", last_name: "", state: "" });
  });
});
