import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import ExcelJS from "exceljs";
import { agreeToPrivacy, agreeToTerms } from "./consent";
import { expect, test } from "./fixtures";
import { STAFF_ACCOUNTS, editorServerForSpec } from "./blog-support";
import { signIn } from "./staff-support";

// The back office end to end: a visitor's three submissions, then marketing finds, filters, works,
// downloads (from a link followed on another site) and exports them. Its own server (staff sign-in
// configured, team language English); the "other site" is a page on 127.0.0.1.
const server = editorServerForSpec({ TEAM_LOCALE: "en", OUTBOX_POLL_MS: "300", RATE_LIMIT_PER_MINUTE: "10000" });
let otherSite: Server;
let otherPort = 0;
const stamp = Date.now();
const robin = { email: `robin.${stamp}@works.test`, company: `Robin Works ${stamp}` };
const casey = { email: `casey.${stamp}@acme.test` };
const marketer = STAFF_ACCOUNTS.marketing;

test.describe.configure({ mode: "serial" });
test.use({ locale: "en-US" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  // "Webmail": a page on another site whose link goes to the address in ?to=.
  otherSite = createServer((request, response) => {
    const target = new URL(request.url ?? "/", "http://x").searchParams.get("to") ?? "/";
    const href = target.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>Webmail</title><body><a href="${href}">Open the file</a></body></html>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
  otherPort = (otherSite.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite?.close(resolve));
});

const url = (pathname: string) => `${server.baseURL}${pathname}`;

/** Not the visitor's own acknowledgement (addressed to the visitor). */
const teamMail = (mail: { headers: Record<string, string> }) => !(mail.headers.to ?? "").includes(robin.email);

/** A visitor's last step on a form with a message: writes it, submits, and gets the form's status line. */
async function sendMessage(form: Locator, message: string, submit: string) {
  await form.getByLabel("Message").fill(message);
  await agreeToPrivacy(form);
  await form.getByRole("button", { name: submit }).click();
  return form.getByRole("status");
}

test("marketing finds, filters, works, downloads and exports a visitor's submissions", async ({ page, browser }) => {
  // A visitor: a contact message, a Zen App lead and a report request with a PDF.
  const visitor = await browser.newPage({ locale: "en-US" });
  await visitor.goto(url("/en/contact"));
  const contact = visitor.locator("main form");
  await contact.getByLabel("Company").fill("Acme Builders");
  await contact.getByRole("textbox", { name: "Name", exact: true }).fill("Casey Contact");
  await contact.getByLabel("Email").fill(casey.email);
  await contact.getByLabel("Purpose").selectOption("billing");
  await expect(await sendMessage(contact, "Please send an invoice copy.", "Submit")).toContainText(
    "We have received your inquiry. Someone from our team will read it and get back to you.",
  );

  await visitor.goto(url("/en/zen-app?utm_source=google&utm_medium=cpc#form"));
  const lead = visitor.locator('section#form[data-variant="ZenApp"]');
  await lead.getByLabel("First Name").fill("Robin");
  await lead.getByLabel("Last Name").fill("Reed");
  await lead.getByLabel("Email").fill(robin.email);
  await lead.getByLabel("Company").fill(robin.company);
  await lead.getByLabel("Job Title").selectOption("developer");
  await expect(await sendMessage(lead, "Three lots on one block.", "Submit")).toContainText("Thank you!");

  await visitor.goto(url("/en/report#form"));
  const wizard = visitor.locator("#form");
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByLabel("First Name").fill("Robin");
  await wizard.getByLabel("Last Name").fill("Reed");
  await wizard.getByLabel("Email").fill(robin.email);
  await wizard.getByLabel("Phone Number").fill("+1 213 555 0100");
  await wizard.getByLabel("Company Name").fill(robin.company);
  await next.click();
  await wizard.getByLabel("Project Name").fill("Riverside Lofts");
  await wizard.getByLabel("Site Address").fill("123 Main St, Los Angeles, CA");
  await wizard.getByRole("textbox", { name: "Site Area (sq ft)" }).fill("12,000");
  await next.click();
  await visitor.getByRole("textbox", { name: "Use", exact: true }).fill("Multifamily");
  await visitor.getByRole("checkbox", { name: "2 Bed" }).check();
  await next.click();
  await visitor.locator('input[type="file"]').setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% site plan of Riverside Lofts\n%%EOF\n"),
  });
  await expect(visitor.getByRole("button", { name: "Delete site-plan.pdf" })).toBeVisible();
  await agreeToPrivacy(wizard);
  await agreeToTerms(wizard);
  await wizard.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByTestId("report-success")).toBeVisible();
  await visitor.close();

  // Marketing: the inbox asks for sign-in first, then shows all three within 2 s.
  await page.goto(url("/en/staff/submissions"));
  await expect(page).toHaveURL(/\/en\/staff\/sign-in\?next=%2Fen%2Fstaff%2Fsubmissions/);
  await signIn(page, marketer);
  await expect(page).toHaveURL(url("/en/staff/submissions"));
  const table = page.getByRole("table");
  for (const name of ["Casey Contact", "Robin Reed"]) {
    await expect(table.getByRole("link", { name, exact: true }).first()).toBeVisible({ timeout: 2000 });
  }
  await expect(table.getByRole("row").filter({ hasText: robin.email })).toHaveCount(2, { timeout: 2000 });
  await expect(table.getByRole("row").filter({ hasText: "Contact message" })).toContainText(casey.email);
  await expect(table.getByRole("row").filter({ hasText: "Report request" })).toContainText("Repeat contact ×2");

  // Filter by kind, then by a search word: the view is in the URL.
  await page.getByLabel("Kind").selectOption("report");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=report/);
  await expect(table.getByRole("row")).toHaveCount(2); // header + one
  await expect(table).toContainText("Robin Reed");
  await page.getByLabel("Kind").selectOption("");
  await page.getByRole("searchbox", { name: "Search" }).fill(robin.company);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=Robin/);
  await expect(page.getByRole("status")).toContainText("2 submissions");
  await expect(table).not.toContainText("Casey Contact");

  // The report request: its answers and file; set the status and add a note.
  await table.getByRole("row").filter({ hasText: "Report request" }).getByRole("link", { name: "Robin Reed" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Report request: Robin Reed" })).toBeVisible();
  await expect(page.getByText("Riverside Lofts", { exact: true })).toBeVisible();
  // The site area in one line, with its square metres; no row of its own for the unit.
  const answers = page.getByRole("region", { name: "What the visitor sent" });
  await expect(answers.getByRole("definition").filter({ hasText: "sq ft" })).toHaveText("12,000 sq ft (1,114.8 m²)");
  await expect(answers).not.toContainText("Area unit");
  await expect(page.getByRole("link", { name: "site-plan.pdf" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Lead form: Atlas App/ })).toBeVisible();
  // The receipt number the visitor was given, and the terms they agreed to beside the privacy notice.
  const receipt = page.getByText(/^Reference number: FR-\d{6}$/);
  await expect(receipt).toBeVisible();
  const reference = ((await receipt.textContent()) ?? "").replace("Reference number: ", "");
  await expect(page.getByRole("region", { name: "Consent" })).toContainText(
    /Terms and refund rules\s*Agreed to the terms of \d{4}-\d{2}-\d{2} on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  );
  const detailUrl = page.url();
  // The inbox finds the request by that number, in any case, and by its phone number typed another way.
  for (const q of [reference.toLowerCase(), "(213) 555-0100"]) {
    await page.goto(url(`/en/staff/submissions?q=${encodeURIComponent(q)}`));
    await expect(page.getByRole("status")).toContainText("1 submission");
    await expect(table.getByRole("row").filter({ hasText: "Report request" })).toContainText("Robin Reed");
  }
  await page.goto(detailUrl);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await expect(page.getByText("Jiyeon changed the status: New → Contacted")).toBeVisible();
  await page.getByLabel("New note").fill("Called; sends the survey on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Called; sends the survey on Friday.", { exact: true })).toBeVisible();
  await expect(page.getByText("E-mail to the team")).toBeVisible();

  // The team's e-mail: Reply-To the visitor, and a file link that works from another site.
  await expect
    .poll(() => server.mails().filter((mail) => teamMail(mail) && mail.text.includes(robin.email)).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const reportMail = server
    .mails()
    .find((mail) => teamMail(mail) && mail.text.includes("New feasibility report request"))!;
  expect(reportMail.headers["reply-to"]).toBe(robin.email);
  expect(reportMail.text).toContain("Name: Robin Reed");
  const fileLink = /site-plan\.pdf, [^:]+: (http\S+)/.exec(reportMail.text)?.[1] ?? "";
  expect(fileLink).toMatch(new RegExp(`^${server.baseURL}/en/staff/files/\\d+$`));
  const contentTypes: string[] = [];
  page.on("response", (response) => {
    if (response.url() === fileLink) contentTypes.push(response.headers()["content-type"] ?? "");
  });
  await page.goto(`http://127.0.0.1:${otherPort}/?to=${encodeURIComponent(fileLink)}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Open the file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("site-plan.pdf");
  expect(readFileSync((await file.path()) ?? "", "latin1")).toContain("site plan of Riverside Lofts");
  // The cross-site click came without the SameSite=Strict cookie: one same-site redirect, then the file.
  expect(contentTypes).toEqual(["text/html; charset=utf-8", "application/pdf"]);

  // A query the filters refuse: the alert, above the filters, names the field by its label, which is marked
  // invalid; no rows are listed.
  await page.goto(url("/en/staff/submissions?from=yesterday"));
  const refused = page.getByRole("alert").filter({ hasText: "These filters are not valid, so nothing is shown:" });
  await expect(refused).toBeInViewport();
  await expect(refused.getByRole("listitem")).toHaveText(["Received from: Enter a date as YYYY-MM-DD."]);
  await expect(page.getByLabel("Received from")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("table")).toHaveCount(0);

  // Export the filtered view and read the workbook back.
  await page.goto(url(`/en/staff/submissions?q=${encodeURIComponent(robin.company)}`));
  const exported = page.waitForEvent("download");
  await page.getByRole("link", { name: "Excel (.xlsx)" }).click();
  const xlsx = await exported;
  expect(xlsx.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path()) ?? "");
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Atlas App", "Feasibility report"]);
  const rows = (name: string) => {
    const sheet = workbook.getWorksheet(name)!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    return sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((row) => Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])));
  };
  expect(rows("Atlas App")).toEqual([
    expect.objectContaining({
      Name: "Robin Reed",
      "E-mail": robin.email,
      Company: robin.company,
      "Job title": "Developer",
      "utm source": "google",
      "utm medium": "cpc",
      Status: "New",
      Received: expect.any(Date),
    }),
  ]);
  expect(rows("Feasibility report")).toEqual([
    expect.objectContaining({
      "Reference number": reference,
      "Terms version": expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "Terms agreed": expect.any(Date),
      Name: "Robin Reed",
      Project: "Riverside Lofts",
      Files: "site-plan.pdf",
      "File links": { text: fileLink, hyperlink: fileLink },
      Status: "Contacted",
      "Changed by": "Jiyeon",
      Notes: expect.stringMatching(/Jiyeon: Called; sends the survey on Friday\.$/),
    }),
  ]);
});

test("a signed-out person following the e-mail's file link signs in, gets the file and its submission", async ({
  browser,
}) => {
  const fileLink = /(http\S+\/staff\/files\/\d+)/.exec(
    server.mails().find((mail) => mail.text.includes("site-plan.pdf"))?.text ?? "",
  )?.[1];
  expect(fileLink).toBeTruthy();
  const page = await browser.newPage({ locale: "en-US" });
  await page.goto(`http://127.0.0.1:${otherPort}/?to=${encodeURIComponent(fileLink ?? "")}`);
  await page.getByRole("link", { name: "Open the file" }).click();
  await expect(page).toHaveURL(/\/en\/staff\/sign-in\?next=%2Fen%2Fstaff%2Ffiles%2F\d+%3Ffrom%3Dsign-in$/);
  const download = page.waitForEvent("download");
  await signIn(page, marketer);
  expect((await download).suggestedFilename()).toBe("site-plan.pdf");
  // Not left on a "Signing in…" button: the report request the file came with, its address clean for a reload.
  await expect(page.getByRole("heading", { level: 1, name: "Report request: Robin Reed" })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/staff\/submissions\/report\/\d+$/);
  await page.close();
});

test("a marketer changes several leads from the bulk bar, which follows the scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page, marketer, { at: url(`/en/staff/submissions?q=${stamp}`) });
  const bar = page.getByRole("form", { name: "Change the selected rows" });
  await expect(bar.getByText("0 selected")).toBeVisible();
  // The body's rows (cells, not column headers: the head's box ticks the whole page).
  const rows = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await rows.nth(0).getByRole("checkbox").check();
  await rows.nth(1).getByRole("checkbox").check();
  await expect(bar.getByText("2 selected")).toBeVisible();
  // Scrolled to the top of a page taller than the window, the bar is still in view, at its foot.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await bar.boundingBox();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(400);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(400);

  await bar.getByLabel("Follow-up date").fill("2031-03-02");
  await bar.getByLabel("Spam").selectOption({ label: "Mark as spam" });
  await bar.getByRole("button", { name: "Change selected rows" }).click();
  await expect(bar.getByText("2 rows changed.")).toBeVisible();
  // Marked as spam, they leave the inbox's default view, and the count with them.
  await expect(bar.getByText("0 selected")).toBeVisible();
  // The spam view lists them with the date.
  await page.goto(url(`/en/staff/submissions?q=${stamp}&spam=only`));
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "2031-03-02" })).toHaveCount(2);
  await page.getByRole("table").getByRole("row").nth(1).getByRole("checkbox").check();
  await page.getByRole("table").getByRole("row").nth(2).getByRole("checkbox").check();
  await bar.getByLabel("Spam").selectOption({ label: "Not spam" });
  await bar.getByRole("button", { name: "Change selected rows" }).click();
  await expect(bar.getByText("2 rows changed.")).toBeVisible();
});

test("a marketer answers a lead from its page", async ({ page, request }) => {
  const dana = { name: `Dana Reply ${stamp}`, email: `dana.${stamp}@reply.test` };
  const sent = await request.post(url("/api/main/email"), {
    headers: { "x-locale": "en" },
    data: { tag: "Contact", company: "Reply Co", ...dana, purpose: "billing", message: "Hi", privacyConsent: true },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, marketer, { at: url(`/en/staff/submissions?q=${encodeURIComponent(dana.email)}`) });
  await page.getByRole("table").getByRole("link", { name: dana.name }).click();

  // The lead wrote in English: the reply starts in English, from the team's first template.
  await expect(page.locator("#reply-language")).toHaveValue("en");
  const reply = page.getByRole("region", { name: "Answer the lead" });
  // A template chosen over a typed subject asks first: Cancel keeps the text and the template it was
  // typed under, OK puts the template's text in both fields.
  const template = reply.getByRole("combobox", { name: "Template" });
  const subject = reply.getByRole("textbox", { name: "Subject" });
  await subject.fill("About your invoice");
  const questions: string[] = [];
  page.once("dialog", (dialog) => (questions.push(dialog.message()), dialog.dismiss()));
  await template.selectOption({ label: "Ask for details" });
  await expect.poll(() => questions).toHaveLength(1);
  expect(questions[0]).toMatch(/^Replace the subject and message you wrote with the “Ask for details” template/);
  await expect(template.locator("option:checked")).toHaveText("Thanks for the enquiry");
  await expect(subject).toHaveValue("About your invoice");
  page.once("dialog", (dialog) => dialog.accept());
  await template.selectOption({ label: "Ask for details" });
  await expect(subject).toHaveValue("A few questions about your enquiry to Atlas Spatial");
  await template.selectOption({ label: "Arrange a call" });
  await expect(subject).toHaveValue("A call about your enquiry to Atlas Spatial");
  await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue(
    /^Dear Dana Reply \d+,\n\nWe would like to go through/,
  );
  await reply.getByRole("button", { name: "Send", exact: true }).click();
  // The page is drawn again with the reply in the history; the focus is on the line that says it went
  // (in the panel, below the form), not back at the top of the page, and it is read once: no live region.
  await expect(
    page
      .getByRole("region", { name: "Change history" })
      .getByText(/Jiyeon answered the lead: A call about your enquiry to Atlas Spatial \((queued|sent)\)$/),
  ).toBeVisible();
  const said = `Queued for ${dana.email}: it goes out within seconds.`;
  await expect(reply.getByText(said, { exact: true })).toBeFocused();
  expect(
    await page.evaluate(() => [document.activeElement?.getAttribute("role"), document.activeElement?.textContent]),
  ).toEqual([null, said]);
  await expect(page.getByRole("status").filter({ hasText: said })).toHaveCount(0);
  await expect(page.getByText(`Queued for ${dana.email}`)).toHaveCount(1);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText("Jiyeon answered the lead: A call about your enquiry to Atlas Spatial (sent)"),
    ).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });

  const answer = server.mails().find((mail) => mail.headers.subject === "A call about your enquiry to Atlas Spatial");
  expect(answer?.headers.to).toBe(dana.email);
  expect(answer?.headers["reply-to"]).toBe("Jiyeon <jiyeon@e2e.test>");
  // Threaded under the acknowledgement Dana received, not the team's notification.
  const thread = server.mails().find((mail) => mail.headers["message-id"] === answer?.headers["in-reply-to"]);
  expect(thread?.headers.to).toBe(dana.email);
});

test("the inbox fits 1,280 px without sideways scroll", async ({ page, request }) => {
  const long = {
    name: `Alexandra Longname-Whitfield ${stamp}`,
    email: `alexandra.longname-whitfield.${stamp}@longcompanyname-example.test`,
  };
  const data = {
    tag: "Contact",
    company: "Longname Construction and Development",
    ...long,
    purpose: "billing",
    message: "Hi",
    privacyConsent: true,
  };
  expect((await request.post(url("/api/main/email"), { data })).status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, marketer, { at: url("/en/staff/submissions") });
  await expect(page.getByRole("table")).toBeVisible();
  // Neither the page nor the table's own scroll frame is wider than what it shows.
  const overflow = await page.evaluate(() => {
    const table = document.querySelector("table")!;
    return [document.documentElement, table.parentElement!].map((box) => box.scrollWidth - box.clientWidth);
  });
  expect(overflow).toEqual([0, 0]);
});

test("the Korean inbox names its time zone by its offset, not by an English zone id", async ({ browser, request }) => {
  const data = {
    tag: "Contact",
    company: "Zone Co",
    name: `Zone Reader ${stamp}`,
    email: `zone.${stamp}@zone.test`,
    purpose: "billing",
    privacyConsent: true,
  };
  expect((await request.post(url("/api/main/email"), { data })).status()).toBe(201);
  // A member of staff in Seoul: the pages write times in the browser's zone.
  const page = await (await browser.newContext({ timezoneId: "Asia/Seoul", locale: "ko-KR" })).newPage();
  await signIn(page, marketer, { at: url("/staff/submissions") });
  await expect(page.locator("caption")).toHaveText("접수 내역, 접수 시각은 UTC+9 기준");
  await page.goto(url("/en/staff/submissions"));
  await expect(page.locator("caption")).toHaveText("Submissions; received times in Asia/Seoul");
});

test("a marketer sees what the open pipeline is worth, then sorts and filters the inbox by value", async ({ page }) => {
  await signIn(page, marketer, { at: url("/en/staff") });
  // The follow-up cards open the inbox on what they count.
  const followUps = page.getByRole("region", { name: "Owners and follow-ups" });
  await expect(followUps.getByRole("link", { name: /^\d+ Leads without an owner$/ })).toHaveAttribute(
    "href",
    "/en/staff/submissions?kind=not-newsletter&owner=none",
  );
  await expect(followUps.getByRole("link", { name: /^\d+ Overdue follow-ups$/ })).toHaveAttribute(
    "href",
    "/en/staff/submissions?overdue=yes",
  );
  // Robin's report request, contacted and nobody's, is the open pipeline: its quoted total in dollars.
  const byStatus = page.getByRole("region", { name: "Open pipeline value: By status" });
  const contacted = byStatus.getByRole("row", { name: /^Contacted/ });
  await expect(contacted).toHaveText(/^Contacted\$[\d,]+ \(1 request\)$/);
  const amount = /\$[\d,]+/.exec((await contacted.textContent()) ?? "")![0];
  const byOwner = page.getByRole("region", { name: "Open pipeline value: By owner" });
  await expect(byOwner.getByRole("row", { name: /^Nobody/ })).toHaveText(`Nobody${amount} (1 request)`);
  // The two tables stand apart by the back office's gap between blocks, not frame on frame (polled: under
  // load the first measure can come before the page's layout has settled).
  const gap = async () => {
    const [statusBox, ownerBox] = [await byStatus.boundingBox(), await byOwner.boundingBox()];
    return Math.round(ownerBox!.y - statusBox!.y - statusBox!.height);
  };
  await expect.poll(gap).toBe(12);

  await contacted.getByRole("link", { name: "Contacted" }).click();
  await expect(page).toHaveURL(/kind=report&status=contacted&sort=-value/);
  await expect(page.getByRole("columnheader", { name: "Value" })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`Robin Reed`);
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(amount);

  const dollars = Number(amount.replace(/\D/g, ""));
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Value from").fill(String(dollars + 1));
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No submissions match these filters.")).toBeVisible();
  await page.getByLabel("Value from").fill(String(dollars));
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("table").getByRole("link", { name: "Robin Reed" })).toBeVisible();
});

test("a marketer confirms a report order from its page, writing in the delivery date and bank account", async ({
  page,
}) => {
  await signIn(page, marketer, { at: url(`/en/staff/submissions?kind=report&q=${encodeURIComponent(robin.email)}`) });
  await page.getByRole("table").getByRole("link", { name: "Robin Reed" }).click();
  const reference = /FR-\d{6}/.exec((await page.getByText(/^Reference number: FR-\d{6}$/).textContent()) ?? "")![0];

  // A report request starts from the order confirmation, in Robin's language, filled from the request.
  const reply = page.getByRole("region", { name: "Answer the lead" });
  const sent = reply.getByRole("list", { name: "Order confirmation" });
  await expect(sent).toHaveText(/^No order confirmation sent yet/);
  const template = reply.getByRole("combobox", { name: "Template" });
  await expect(template.locator("option:checked")).toHaveText("Order confirmation");
  const subject = `Order confirmation ${reference}: your Atlas Spatial feasibility report`;
  await expect(reply.getByRole("textbox", { name: "Subject" })).toHaveValue(subject);
  const message = reply.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(/Project: Riverside Lofts\nSite address: 123 Main St, Los Angeles, CA\n/);
  await expect(message).toHaveValue(/\n- Feasibility report: \$990\n- Total: \$990\n/);
  await expect(message).toHaveValue(
    /You may withdraw from your order within 7 days of receiving our confirmation e-mail/,
  );

  // Sent with its prompts left in, it is refused; written over, it goes.
  await reply.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    reply.getByText(/^Still in the text: “Write the expected delivery date”, “Write the bank account for payment”\. /),
  ).toBeVisible();
  const text = (await message.inputValue())
    .replace("(Write the expected delivery date, e.g. 14 December 2026.)", "14 December 2026")
    .replace("(Write the bank account for payment: bank, account number and holder.)", "Shinhan Bank 110-123-456789");
  await message.fill(text);
  await reply.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(`Queued for ${robin.email}`)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Order confirmation sent by Jiyeon: ${subject} (sent)`)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(sent).toHaveText(/^Order confirmation sent on \d{4}-\d{2}-\d{2} \d{2}:\d{2} by Jiyeon \(sent\)$/);

  const mail = server.mails().find((each) => each.headers.subject === subject);
  expect(mail?.headers.to).toBe(robin.email);
  expect(mail?.text).toContain("Delivery date\n14 December 2026\n");
  expect(mail?.text).toContain("Shinhan Bank 110-123-456789");
  // Threaded under the acknowledgement of this request, which Robin received.
  const thread = server.mails().find((each) => each.headers["message-id"] === mail?.headers["in-reply-to"]);
  expect(thread?.headers.to).toBe(robin.email);
  expect(thread?.text).toContain(reference);
});

test("on a phone the filters after the search fold away until one is set; wider, they all show", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, marketer, { at: url("/en/staff/submissions") });
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await expect(page.getByLabel("Kind")).toBeHidden();
  // The form ends high on the first screen (it ended at 1,300 px before the fold): the leads come next.
  expect((await page.getByRole("button", { name: "Apply" }).boundingBox())!.y).toBeLessThan(500);
  await page.getByText("More filters").click();
  await page.getByLabel("Kind").selectOption("All but the newsletter");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=not-newsletter/);
  await expect(page.getByText("More filters (1 set)")).toBeVisible();
  await expect(page.getByLabel("Kind")).toHaveValue("not-newsletter");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url("/en/staff/submissions"));
  await expect(page.getByLabel("Kind")).toBeVisible();
  await expect(page.getByText("More filters")).toBeHidden();
});

test.describe("without a session", () => {
  const pages = ["/staff", "/staff/submissions?kind=report&q=x", "/staff/submissions/report/1", "/staff/sign-in"];

  for (const prefix of ["", "/en"]) {
    for (const pathname of pages.slice(0, 3)) {
      test(`${prefix}${pathname} sends the visitor to sign-in and back`, async ({ request }) => {
        const response = await request.get(url(`${prefix}${pathname}`), { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        expect(response.headers()["location"]).toBe(
          `${prefix}/staff/sign-in?next=${encodeURIComponent(`${prefix}${pathname}`)}`,
        );
        expect(response.headers()["cache-control"]).toContain("no-store");
      });
    }
  }

  test("the sign-in page is never indexed or cached, and `next` cannot leave the site", async ({ page, request }) => {
    const response = await request.get(url("/en/staff/sign-in"));
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await (await request.get(url("/robots.txt"))).text()).toContain("Disallow: /staff");
    expect(await (await request.get(url("/sitemap.xml"))).text()).not.toContain("/staff");
    await page.goto(url("/en/staff/sign-in?next=%2F%2Fevil.example%2Fx"));
    await signIn(page, marketer);
    await expect(page).toHaveURL(url("/en/staff"));
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // The header offers only what the role opens: no blog editor for marketing.
    await expect(page.getByRole("banner").getByRole("link", { name: "Blog editor" })).toHaveCount(0);
    // Sign-out from a staff page ends the session on the server, not only in the browser.
    await page.getByRole("banner").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(url("/en/staff/sign-in"));
    expect((await page.request.get(url("/api/staff/submissions"))).status()).toBe(401);
  });
});

test("a staff page carries only the words its client parts read: the editor's stay in the editor", async () => {
  const session = async (account: { email: string; password: string }) => {
    const response = await fetch(url("/api/staff/session"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status).toBe(200);
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };
  const html = async (pathname: string, cookie: string) => {
    const response = await fetch(url(pathname), { headers: { cookie, "accept-language": "en" } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const editorOnly = "Your session has ended"; // the editor's sign-in dialog, in its client words
  const inbox = await html("/en/staff/submissions", await session(STAFF_ACCOUNTS.marketing));
  expect(inbox).toContain("Change selected rows"); // the bulk form still has its words
  expect(inbox).not.toContain(editorOnly);
  expect(await html("/en/blog-editor", await session(STAFF_ACCOUNTS.editor))).toContain(editorOnly);
});
