import { agreeToPrivacy, agreeToTerms } from "./consent";
import { expect, test } from "./fixtures";
import { step1RequiredMessages } from "../support/report-wizard-text";
import { fillSteps1To3, nextStep, pdfFile, reportForm, stepTitle } from "./report-steps";

// Each test arrives at the form (/report#form), as from a link to it: the wizard loads when a visitor nears it.

test.use({ locale: "en-US" });

const form = reportForm;
const next = nextStep;

test("a visitor goes through the four steps with two files, submits, and starts over with Done", async ({ page }) => {
  await page.goto("/en/report#form");
  await expect(form(page).getByRole("heading", { name: "Request Form" })).toBeVisible();

  // Step 1: Next stays put and shows every message of the step.
  await next(page).click();
  for (const message of step1RequiredMessages) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("First Name")).toBeFocused();
  await form(page).getByLabel("Email").fill("ada@");
  await next(page).click();
  await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(stepTitle(page)).toHaveText("Applicant Information");

  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Kim");
  await form(page).getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Phone Number").fill("+1 213 555 0100");
  await page.getByLabel("Company Name").fill("Kim Development");
  await page.getByLabel("Company Name").press("Enter");

  // Step 2, with a check on step 1; focus is on its heading, named with its number.
  await expect(stepTitle(page)).toHaveText("Project Information");
  await expect(form(page).getByRole("heading", { name: "Step 2 Project Information", exact: true })).toBeFocused();
  const steps = page.getByRole("list", { name: "Request form steps" }).getByRole("listitem");
  await expect(steps.nth(0)).toHaveAttribute("data-state", "passed");
  await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
  await next(page).click();
  await expect(form(page).getByText("Project Name is required")).toBeVisible();
  await expect(form(page).getByText("Site Address is required")).toBeVisible();
  await page.getByLabel("Project Name").fill("Riverside Lofts");
  await page.getByLabel("Site Address").fill("123 Main St, Los Angeles, CA");
  await page.getByRole("textbox", { name: "Site Area (sq ft)" }).fill("12,000");
  await next(page).click();

  // Step 3: bedroom types and the parking description.
  await expect(stepTitle(page)).toHaveText("Objectives");
  await expect(form(page).getByText("Leave blank if not available").first()).toBeVisible();
  await page.getByRole("radio", { name: "Others" }).check();
  await next(page).click();
  await expect(form(page).getByText("Please select at least one bedroom type")).toBeVisible();
  await expect(form(page).getByText("Please specify parking requirements")).toBeVisible();
  await expect(form(page).getByText("Describe the parking requirements.")).toBeVisible();
  await page.getByRole("textbox", { name: "Use", exact: true }).fill("Multifamily");
  await page.getByRole("checkbox", { name: "Studio" }).check();
  await page.getByRole("checkbox", { name: "2 Bed" }).check();
  await page.getByLabel("Parking requirements").fill("One stall per unit");

  // Back keeps what was typed, and focus goes to the step's heading either way.
  await form(page).getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Project Name")).toHaveValue("Riverside Lofts");
  await expect(form(page).getByRole("heading", { name: "Step 2 Project Information", exact: true })).toBeFocused();
  await next(page).click();
  await expect(form(page).getByRole("heading", { name: "Step 3 Objectives", exact: true })).toBeFocused();
  await expect(page.getByLabel("Parking requirements")).toHaveValue("One stall per unit");
  await next(page).click();

  // Step 4: growing textarea, two files with real progress, add-ons and total.
  await expect(stepTitle(page)).toHaveText("Additional Information");
  const textarea = page.getByRole("textbox", { name: "Additional Information" });
  const startHeight = await textarea.evaluate((el) => el.getBoundingClientRect().height);
  expect(startHeight).toBeGreaterThanOrEqual(86);
  await textarea.fill(Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`).join("\n"));
  await expect
    .poll(() => textarea.evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(startHeight + 100);
  await expect.poll(() => textarea.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);

  await page
    .locator('input[type="file"]')
    .setInputFiles([
      pdfFile("site-plan.pdf", 3 * 1024 * 1024),
      { name: "unit-mix.csv", mimeType: "text/csv", buffer: Buffer.from("unit,count\nstudio,12\n") },
    ]);
  for (const name of ["site-plan.pdf", "unit-mix.csv"]) {
    await expect(page.getByRole("progressbar", { name: `Upload progress for ${name}` })).toHaveAttribute(
      "value",
      "100",
    );
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
  }
  await expect(page.getByTestId("report-file").filter({ hasText: "site-plan.pdf" })).toContainText("100%");
  await expect(
    page.getByTestId("report-file").filter({ hasText: "site-plan.pdf" }).getByRole("img", { name: "Uploaded" }),
  ).toBeVisible();

  // The same name and size again, and a type off the list, are refused with the old site's messages.
  await page.locator('input[type="file"]').setInputFiles([
    { name: "unit-mix.csv", mimeType: "text/csv", buffer: Buffer.from("unit,count\nstudio,12\n") },
    { name: "tool.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
  ]);
  await expect(form(page).getByText('File "unit-mix.csv" has already been uploaded.')).toBeVisible();
  await expect(
    form(page).getByText(
      'File type "application/x-msdownload" is not supported. Please use PDF, images, documents, or spreadsheets.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId("report-file")).toHaveCount(2);

  // The report's own price is shown and counted; the add-ons add to it.
  await expect(form(page).getByText("Feasibility report")).toBeVisible();
  await expect(page.getByTestId("report-total")).toHaveText("$990");
  await page.getByRole("checkbox", { name: /Zoning Analysis/ }).check();
  await expect(page.getByTestId("report-total")).toHaveText("$1,140");
  await page.getByRole("checkbox", { name: /Rendering \(3 views\)/ }).check();
  await expect(page.getByTestId("report-total")).toHaveText("$1,440");

  await agreeToPrivacy(form(page));
  await agreeToTerms(form(page));
  await form(page).getByRole("button", { name: "Submit" }).click();
  // A clear confirmation: its own title, the reference number, the files received and the price.
  await expect(stepTitle(page)).toHaveText("Request received");
  const success = page.getByTestId("report-success");
  await expect(success).toContainText("We'll contact you within 1 business day to complete verification and payment.");
  await expect(page.getByTestId("report-reference")).toHaveText(/^FR-\d{6}$/);
  await expect(page.getByTestId("report-price")).toHaveText("$1,440");
  await expect(success).toContainText("Files received (2)");
  await expect(success.getByRole("listitem")).toHaveText([/^site-plan\.pdf \(3\.0 MB\)$/, /^unit-mix\.csv \(1 KB\)$/]);
  await expect(success).toBeFocused();
  await expect(form(page).getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(form(page).getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(steps.nth(3)).toHaveAttribute("data-submitted", "true");

  // Done: back to an empty step 1, scrolled to the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Done" }).click();
  await expect(stepTitle(page)).toHaveText("Applicant Information");
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById("form")!.getBoundingClientRect().top)))
    .toBe(24);
});

test("a submit whose response was lost is sent again with its key and answered with the first request", async ({
  page,
}) => {
  const keys: (string | undefined)[] = [];
  const references: string[] = [];
  await page.route("**/api/consulting-form**", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    const response = await route.fetch();
    references.push(((await response.json()) as { reference: string }).reference);
    // The first request is stored, but its answer never reaches the browser.
    if (references.length === 1) return route.abort("connectionreset");
    return route.fulfill({ response });
  });
  await page.goto("/en/report#form");
  await fillSteps1To3(page);
  await agreeToPrivacy(form(page));
  await agreeToTerms(form(page));
  await form(page).getByRole("button", { name: "Submit" }).click();
  await expect(form(page).getByRole("alert")).toHaveText(
    "We couldn't reach the server. Check your connection and try again; your answers and files are kept.",
  );
  await form(page).getByRole("button", { name: "Submit" }).click();
  await expect(stepTitle(page)).toHaveText("Request received");
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(references[1]).toBe(references[0]);
  await expect(page.getByTestId("report-reference")).toHaveText(references[0]!);
});

test("a server failure keeps the wizard on step 4 with every answer and file, and says so", async ({ page }) => {
  const keys: (string | undefined)[] = [];
  await page.route("**/api/consulting-form**", (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    return route.fulfill({ status: 500, json: { message: "Something went wrong on our side. Please try again." } });
  });
  await page.goto("/en/report#form");
  await fillSteps1To3(page);
  await page.getByRole("textbox", { name: "Additional Information" }).fill("Corner lot.");
  await page.locator('input[type="file"]').setInputFiles(pdfFile("survey.pdf", 4096));
  await expect(page.getByRole("button", { name: "Delete survey.pdf" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Zoning Analysis/ }).check();

  await agreeToPrivacy(form(page));
  await agreeToTerms(form(page));
  await form(page).getByRole("button", { name: "Submit" }).click();
  await expect(form(page).getByRole("alert").filter({ hasText: "We couldn't send your request." })).toHaveText(
    "We couldn't send your request. Your answers and files are kept; please try again.",
  );
  await expect(stepTitle(page)).toHaveText("Additional Information");
  await expect(page.getByRole("textbox", { name: "Additional Information" })).toHaveValue("Corner lot.");
  await expect(page.getByRole("button", { name: "Delete survey.pdf" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Zoning Analysis/ })).toBeChecked();
  await expect(form(page).getByRole("button", { name: "Submit" })).toBeEnabled();

  // A retry of the same answers is the same submit (its key); a changed answer makes a new request.
  await form(page).getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => keys.length).toBe(2);
  await page.getByRole("textbox", { name: "Additional Information" }).fill("Corner lot, two frontages.");
  await form(page).getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  await form(page).getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("textbox", { name: "Use", exact: true })).toHaveValue("Multifamily");
});

test("Cancel before 100% aborts an upload and removes it", async ({ page }) => {
  // The staging endpoint never responds, so the file stays in flight until cancelled.
  let aborted = false;
  await page.route("**/api/uploads", () => new Promise<void>(() => {}));
  page.on("requestfailed", (request) => {
    if (request.url().includes("/api/uploads")) aborted = true;
  });
  await page.goto("/en/report#form");
  await fillSteps1To3(page);
  await page.locator('input[type="file"]').setInputFiles(pdfFile("slow.pdf", 2048));
  const cancel = page.getByRole("button", { name: "Cancel upload of slow.pdf" });
  await expect(cancel).toHaveText("Cancel");
  await cancel.click();
  await expect(page.getByTestId("report-file")).toHaveCount(0);
  await expect.poll(() => aborted).toBe(true);
});

test("files can be dropped on the drop zone", async ({ page }) => {
  await page.goto("/en/report#form");
  await fillSteps1To3(page);
  await page.getByTestId("report-drop-zone").evaluate((zone) => {
    const data = new DataTransfer();
    data.items.add(new File(["%PDF-1.4\n%%EOF\n"], "dropped.pdf", { type: "application/pdf" }));
    data.items.add(new File(["a,b\n1,2\n"], "dropped.csv", { type: "text/csv" }));
    zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  for (const name of ["dropped.pdf", "dropped.csv"]) {
    await expect(page.getByRole("progressbar", { name: `Upload progress for ${name}` })).toHaveAttribute(
      "value",
      "100",
    );
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
  }
  await page.getByRole("button", { name: "Delete dropped.csv" }).click();
  await expect(page.getByTestId("report-file")).toHaveCount(1);
});

test.describe("in Korean", () => {
  test.use({ locale: "ko-KR" });

  test("the wizard speaks Korean", async ({ page }) => {
    await page.goto("/report#form");
    await expect(page.locator("#form").getByRole("heading", { name: "신청서" })).toBeVisible();
    await page.locator("#form").getByRole("button", { name: "다음" }).click();
    await expect(page.locator("#form").getByText("이름을 입력해 주세요")).toBeVisible();
    await expect(page.locator("#form").getByText("이메일을 입력해 주세요")).toBeVisible();
    // One 이름, as Korean forms ask.
    const boxes = page.locator("#form").getByRole("textbox");
    await expect(boxes.nth(0)).toHaveAccessibleName("이름");
    await expect(boxes.nth(1)).toHaveAccessibleName(/^이메일/);
    await expect(page.locator("#form").getByRole("textbox", { name: "성", exact: true })).toHaveCount(0);
  });
});

test("the server refuses a disguised executable and the wizard shows why", async ({ page }) => {
  await page.goto("/en/report#form");
  await fillSteps1To3(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(512)]),
  });
  await expect(
    form(page).getByText(
      'File "invoice.pdf" does not contain what its type says. Please use PDF, images, documents, or spreadsheets.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId("report-file")).toHaveCount(0);
});

test.describe("a Korean visitor on a phone", () => {
  test.use({ locale: "ko-KR", viewport: { width: 390, height: 844 } });

  test("by keyboard, 다음 and 이전 take focus to the new step's heading, read with its number", async ({ page }) => {
    await page.goto("/report#form");
    const heading = (name: string) => form(page).getByRole("heading", { name, exact: true });
    await form(page).getByLabel("이름").fill("김영희");
    await form(page).getByLabel("이메일").fill("kim@example.com");
    await page.getByLabel("전화번호").fill("010 1234 5678");
    await page.getByLabel("회사명").fill("김개발");
    await form(page).getByRole("button", { name: "다음" }).press("Enter");
    await expect(heading("2단계 프로젝트 정보")).toBeFocused();
    await expect(heading("2단계 프로젝트 정보")).toBeInViewport();
    // Tab goes on into the step's first field.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("프로젝트명")).toBeFocused();
    // A refused 다음 still takes focus to the first field to fix.
    await form(page).getByRole("button", { name: "다음" }).press("Enter");
    await expect(form(page).getByText("프로젝트명을 입력해 주세요")).toBeVisible();
    await expect(page.getByLabel("프로젝트명")).toBeFocused();
    await form(page).getByRole("button", { name: "이전" }).press("Enter");
    await expect(heading("1단계 신청자 정보")).toBeFocused();
    await expect(heading("1단계 신청자 정보")).toBeInViewport();
    await expect(form(page).getByLabel("이름")).toHaveValue("김영희");
  });

  test("gives the area in ㎡ with 평 beside it, picks 전용 bands, sees 원 with VAT, and reads the file's name", async ({
    page,
  }) => {
    await page.goto("/report#form");
    // Each step is read once by its words ("1단계 신청자 정보"): the round mark drawing its number is hidden.
    await expect(form(page).getByRole("list", { name: "신청서 단계" })).toMatchAriaSnapshot(`
      - list "신청서 단계":
        - listitem: 1단계 신청자 정보
        - listitem: 2단계 프로젝트 정보
        - listitem: 3단계 목표
        - listitem: 4단계 추가 정보
    `);
    const next = form(page).getByRole("button", { name: "다음" });
    await form(page).getByLabel("이름").fill("김영희");
    await form(page).getByLabel("이메일").fill("kim@example.com");
    await page.getByLabel("전화번호").fill("010 1234 5678");
    await page.getByLabel("회사명").fill("김개발");
    await next.click();
    await expect(stepTitle(page)).toHaveText("프로젝트 정보");
    await page.getByLabel("프로젝트명").fill("역삼 주상복합");
    await page.getByLabel("대지 주소").fill("서울 강남구 역삼동 1");
    const area = page.getByRole("textbox", { name: "대지 면적(㎡)" });
    await area.fill("330평");
    await expect(page.getByTestId("report-pyeong")).toHaveText("약 1,090.9㎡");
    await area.fill("1,000");
    await expect(form(page).getByText("㎡", { exact: true })).toBeVisible();
    await expect(page.getByTestId("report-pyeong")).toHaveText("약 302.5평");
    await next.click();
    await expect(stepTitle(page)).toHaveText("목표");
    await page.getByRole("textbox", { name: "용도", exact: true }).fill("공동주택");
    await page.getByRole("checkbox", { name: "전용 59–84㎡" }).check();
    await next.click();
    await expect(stepTitle(page)).toHaveText("추가 정보");
    await expect(page.getByTestId("report-total")).toHaveText("1,300,000원");
    await expect(page.getByTestId("report-vat")).toHaveText("부가가치세 118,182원 포함");

    // The uploaded file's row: on a phone its name had 0 px; now it has a line of its own.
    const name = "역삼동-대지-현황도-2026.pdf";
    await page.locator('input[type="file"]').setInputFiles([pdfFile(name, 64 * 1024)]);
    const row = page.getByTestId("report-file");
    await expect(row.getByRole("progressbar")).toHaveAttribute("value", "100");
    const shown = row.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    const box = await shown.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { width: rect.width, clipped: element.scrollWidth > element.clientWidth + 1 };
    });
    expect(box.width).toBeGreaterThan(150);
    expect(box.clipped).toBe(false);
  });
});
