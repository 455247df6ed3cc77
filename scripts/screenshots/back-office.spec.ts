import path from "node:path";
import type { Page } from "@playwright/test";
import { createPrismaClient } from "../../lib/db/create-client";
import { dayStart } from "../../lib/i18n/time-zone";
import type { WorkflowStatus } from "../../lib/submissions/kinds";
import { sendContact, startEditorServer, STAFF_PASSWORD, type EditorServer } from "../../tests/e2e/blog-support";
import { expect, test } from "../../tests/e2e/fixtures";
import { addStaffAccounts } from "../../tests/support/staff-account";

/**
 * The Korean pictures of docs/back-office.md (docs/back-office/): the dashboard and the inbox at 1,440 and
 * 1,280 px and on a phone, on a staff server of the production build with a small team's leads. Run with
 * `BACK_OFFICE_SCREENSHOTS=docs/back-office npx playwright test -c scripts/screenshots back-office` on a current
 * build.
 * Not a test, so not in tests/e2e: the pages' behaviour is asserted in tests/e2e/staff-inbox.spec.ts.
 */
const folder = process.env.BACK_OFFICE_SCREENSHOTS;
test.skip(!folder, "set BACK_OFFICE_SCREENSHOTS=docs/back-office to take the pictures");
test.describe.configure({ mode: "serial" });
test.use({ locale: "ko-KR", timezoneId: "Asia/Seoul" });

const team = [
  { email: "jiyeon.kim@shots.test", name: "김지연" },
  { email: "seojun.park@shots.test", name: "박서준" },
  { email: "hana.lee@shots.test", name: "이하나" },
].map((account) => ({ ...account, role: "marketing" as const, password: STAFF_PASSWORD }));
const shot = (name: string) => path.join(folder ?? "", `${name}-ko.png`);
let server: EditorServer;

/** Report requests (priced in won) and contact messages as Korean visitors send them. */
async function sendLeads() {
  const reports = [
    ["최", "민준", "minjun", "한빛건설", "역삼 주상복합", "48", "1,200", "true"],
    ["정", "수아", "sua", "다온디앤씨", "판교 오피스텔", "120", "2,400", "false"],
    ["강", "도윤", "doyun", "청솔개발", "송도 타운하우스", "24", "860", "true"],
    ["윤", "서연", "seoyeon", "미래토건", "성수 복합시설", "72", "1,650", "false"],
  ];
  for (const [lastName, firstName, mailbox, companyName, projectName, numberOfUnits, siteArea, rendering] of reports) {
    const fields: Record<string, string> = {
      firstName: firstName!,
      lastName: lastName!,
      email: `${mailbox}@example.kr`,
      phone: "010-1234-5678",
      companyName: companyName!,
      projectName: projectName!,
      siteAddress: "서울특별시 강남구 테헤란로 1",
      siteArea: siteArea!,
      siteAreaUnit: "sqm",
      use: "공동주택",
      numberOfUnits: numberOfUnits!,
      floorAreaRatio: "250",
      bedroomType: JSON.stringify(["studio", "2bed"]),
      unitMixSize: "",
      parking: "others",
      parkingOthers: "세대당 1대",
      additionalInformation: "",
      useZoningAnalysis: "true",
      useRenderingService: rendering!,
      currency: "KRW",
      privacyConsent: "true",
      termsAgreement: "true",
    };
    const body = new FormData();
    for (const [field, value] of Object.entries(fields)) body.append(field, value);
    const response = await fetch(`${server.baseURL}/api/consulting-form`, {
      method: "POST",
      headers: { "x-locale": "ko" },
      body,
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  const contacts = [
    ["김하늘", "하늘건축", "sky"],
    ["이준호", "준호설계", "junho"],
    ["박예린", "예린인테리어", "yerin"],
    ["오세훈", "세훈종합건설", "sehoon"],
  ];
  for (const [name, company, mailbox] of contacts)
    await sendContact(server, { company: company!, name: name!, email: `${mailbox}@example.kr` });
}

/** Owners, statuses and follow-up dates, as the team would have set them. */
async function workLeads() {
  const prisma = createPrismaClient(`file:${path.join(server.dir, "site.db")}`);
  try {
    const owners = await prisma.staffUser.findMany({ where: { email: { in: team.map((account) => account.email) } } });
    const owner = (name: string) => owners.find((account) => account.name === name)!.id;
    const rows = await prisma.submission.findMany({ orderBy: { id: "asc" } });
    const plan: { ownerId: string | null; status: WorkflowStatus; followUpAt?: Date }[] = [
      { ownerId: owner("김지연"), status: "contacted", followUpAt: dayStart("2026-12-01", "Asia/Seoul") },
      { ownerId: owner("박서준"), status: "qualified", followUpAt: dayStart("2026-12-08", "Asia/Seoul") },
      { ownerId: owner("김지연"), status: "new" },
      { ownerId: null, status: "new" },
      { ownerId: owner("이하나"), status: "contacted" },
      { ownerId: null, status: "new" },
      { ownerId: owner("박서준"), status: "won" },
      { ownerId: null, status: "new" },
    ];
    for (const [index, row] of rows.entries()) {
      await prisma.submission.update({ where: { id: row.id }, data: plan[index % plan.length]! });
    }
  } finally {
    await prisma.$disconnect();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startEditorServer({ TEAM_LOCALE: "ko", RATE_LIMIT_PER_MINUTE: "10000" });
  await addStaffAccounts(`file:${path.join(server.dir, "site.db")}`, team);
  await sendLeads();
  await workLeads();
});
test.afterAll(async () => server?.stop());

async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/staff`);
  await page.getByLabel("업무용 이메일").fill(team[0]!.email);
  await page.getByLabel("비밀번호").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("직원 로그인");
}

/** Settled, and as tall as the page: the inbox's sticky bulk bar then sits at its place under the table. */
async function ready(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
}

/** The page scrolls sideways by this many pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const sizes = [
  { name: "desktop-1440", viewport: { width: 1440, height: 900 } },
  { name: "desktop-1280", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

for (const { name, ...size } of sizes) {
  test.describe(name, () => {
    test.use(size);

    test("dashboard and inbox", async ({ page }) => {
      await signIn(page);
      await page.goto(`${server.baseURL}/staff`);
      await ready(page);
      if (name !== "phone") expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: shot(`dashboard-${name}`), fullPage: true });
      await page.setViewportSize(size.viewport);
      await page.goto(`${server.baseURL}/staff/submissions`);
      await page.getByRole("checkbox").nth(1).check();
      await page.getByRole("checkbox").nth(2).check();
      await ready(page);
      if (name !== "phone") expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: shot(`inbox-${name}`), fullPage: true });
    });
  });
}
