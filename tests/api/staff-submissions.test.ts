/** @jest-environment node */
// The back office's JSON API against a real SQLite file: submissions made through the real form
// routes, then listed, filtered, changed (with the audit log), resent and exported by a signed-in
// staff member; 401 without a session, 400 with the fields named for bad filters.
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs as signInWithRole } from "./staff-harness";
import ExcelJS from "exceljs";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { reportReference } from "@/lib/report/reference";
import { callbackSubmit, contactSubmit } from "../support/lead-payloads";
import { jsonPost } from "../support/api-request";
import { submitReportWithPlan } from "../support/report-submit";
import { validFields } from "../unit/report/support/multipart";
import { expectRefused } from "../support/refusal";

Object.assign(process.env, { TEAM_LOCALE: "en" });

const prisma = setupTestDatabase();
let cookie = "";
let reportId = 0;

/** A marketer's session: the account named `name` (its name is what the history shows). */
const signInAs = (name: string) => signInWithRole(name, "marketing");

const get = (url: string, withCookie = cookie, headers: Record<string, string> = {}) => {
  const request = jsonRequest("GET", url, undefined, withCookie || undefined);
  for (const [key, value] of Object.entries(headers)) request.headers.set(key, value);
  return request;
};

beforeAll(async () => {
  const email = await import("@/app/api/main/email/route");
  const leads = await import("@/app/api/leads/route");
  const campaign = await import("@/app/api/active-campaign/route");
  const subscribe = await import("@/app/api/subscribe/route");
  const contact = { ...contactSubmit, company: "Acme", message: "Call <b>me</b>" };
  expect((await email.POST(jsonPost("/api/main/email", contact))).status).toBe(201);
  const zen = {
    firstName: "민준",
    lastName: "김",
    email: "kim@hanbit.test",
    company: "한빛건설",
    jobTitle: "developer",
    message: "Riverside plot",
    utm_source: "ads",
    utm_medium: "cpc",
    utm_campaign: "riverside-2026",
    privacyConsent: true,
  };
  expect((await leads.POST(jsonPost("/api/leads", { form: "ZenApp", ...zen }))).status).toBe(201);
  const modular = {
    tag: "modular",
    email: "jane@acme.test",
    firstName: "Jane",
    lastName: "Doe",
    company: "Acme",
    note: "=SUM(A1)",
    privacyConsent: true,
  };
  expect((await campaign.POST(jsonPost("/api/active-campaign", modular))).status).toBe(201);
  expect(
    (
      await subscribe.POST(
        jsonPost("/api/subscribe", { email: "news@reader.test", privacyConsent: true, marketingConsent: true }),
      )
    ).status,
  ).toBe(202);
  reportId = await submitReportWithPlan({ ...validFields, email: "jane@acme.test" });
  cookie = await signInAs("Jiyeon");
}, 60_000);

describe("GET /api/staff/submissions", () => {
  it("responds 401 JSON without a staff session", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const response = await GET(get("/api/staff/submissions", ""));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Sign in as staff to continue." });
    const forged = await GET(get("/api/staff/submissions", "staff=made-up.bad"));
    expect(forged.status).toBe(401);
  });

  it("lists every kind newest first, with the delivery state and repeat contacts", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const response = await GET(get("/api/staff/submissions"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      total: number;
      rows: {
        kind: string;
        form: string;
        name: string;
        email: string;
        sameEmailCount: number;
        delivery: { state: string };
      }[];
    };
    expect(body.total).toBe(5);
    expect(body.rows.map((row) => [row.kind, row.form, row.name])).toEqual([
      ["report", "Report", "Ada Kim"],
      ["newsletter", "Newsletter", ""],
      ["campaign", "modular", "Jane Doe"],
      ["lead", "ZenApp", "김민준"],
      ["contact", "Contact", "Jane Doe"],
    ]);
    expect(body.rows[0]).toMatchObject({ email: "jane@acme.test", sameEmailCount: 3, delivery: { state: "pending" } });
    // The lead form's one request queued its notification; the campaign contact has none (no CRM set up).
    expect(body.rows[3]).toMatchObject({ sameEmailCount: 1, delivery: { state: "pending" } });
    expect(body.rows[2]).toMatchObject({ delivery: { state: "none" } });
  });

  it("filters by kind, form, search word and paging, as the page's URL does", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const names = async (query: string) =>
      (
        (await (await GET(get(`/api/staff/submissions?${query}`))).json()) as { rows: { name: string; kind: string }[] }
      ).rows.map((row) => `${row.kind}:${row.name}`);
    expect(await names("kind=contact")).toEqual(["contact:Jane Doe"]);
    expect(await names("form=ZenApp")).toEqual(["lead:김민준"]);
    expect(await names("q=riverside")).toEqual(["report:Ada Kim", "lead:김민준"]);
    expect(await names("q=JANE%40ACME")).toEqual(["report:Ada Kim", "campaign:Jane Doe", "contact:Jane Doe"]);
    expect(await names("q=한빛")).toEqual(["lead:김민준"]);
    expect(await names("pageSize=2&page=2&sort=receivedAt")).toEqual(["campaign:Jane Doe", "newsletter:"]);
    expect(await names("from=2000-01-01&to=2000-01-02")).toEqual([]);
    expect(await names("campaign=riverside-2026")).toEqual(["lead:김민준"]);
    expect(await names("campaign=other")).toEqual([]);
  });

  it("counts a view's rows without its spam, with the spam, and only the spam", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const total = async (query: string) =>
      ((await (await GET(get(`/api/staff/submissions?${query}`))).json()) as { total: number; pages: number }).total;
    const newsletter = await prisma.submission.findFirstOrThrow({ where: { kind: "newsletter" } });
    await prisma.submission.update({ where: { id: newsletter.id }, data: { isSpam: true } });
    try {
      // The first view is counted as every row less the spam (lib/submissions/list.ts).
      expect([await total(""), await total("spam=show"), await total("spam=only")]).toEqual([4, 5, 1]);
      expect(await total("kind=newsletter")).toBe(0);
      expect(await total("pageSize=3")).toBe(4);
    } finally {
      await prisma.submission.update({ where: { id: newsletter.id }, data: { isSpam: false } });
    }
  });

  it("counts the dashboard's submissions per campaign, with its source and medium", async () => {
    const { topCampaigns } = await import("@/lib/submissions/dashboard");
    const rows = await topCampaigns(prisma, new Date(Date.now() - 86_400_000));
    expect(rows).toContainEqual({ campaign: "riverside-2026", source: "ads", medium: "cpc", count: 1 });
    expect(rows).toContainEqual({ campaign: null, source: null, medium: null, count: 4 });
  });

  it("responds to bad filters with 400 { message, fieldErrors } in the caller's language", async () => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const response = await GET(
      get("/api/staff/submissions?kind=payroll&from=2026-13-01&to=yesterday&pageSize=500", cookie, {
        "x-locale": "en",
      }),
    );
    await expectRefused(response, "Please correct the highlighted filters.", {
      kind: ["Choose one of the kinds: lead, contact, signup, report, campaign, newsletter."],
      from: ["Enter a date as YYYY-MM-DD."],
      // Said once, though the text is neither shaped like a date nor one.
      to: ["Enter a date as YYYY-MM-DD."],
      pageSize: ["Enter a page size from 1 to 200."],
    });
    const korean = await GET(get("/api/staff/submissions?sort=salary"));
    expect(await korean.json()).toEqual({
      message: "표시된 필터를 확인해 주세요.",
      fieldErrors: { sort: [expect.stringContaining("정렬")] },
    });
  });
});

describe("one submission", () => {
  const url = () => `/api/staff/submissions/report/${reportId}`;
  const patch = (body: unknown, headers: Record<string, string> = {}, withCookie = cookie) => {
    const request = jsonRequest("PATCH", url(), body, withCookie || undefined);
    request.headers.set("x-locale", "en");
    for (const [key, value] of Object.entries(headers)) request.headers.set(key, value);
    return request;
  };

  it("shows what the visitor sent, the files, the notification and the same person's other submissions", async () => {
    const { GET } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const response = await GET(get(url()), params({ kind: "report", id: String(reportId) }));
    expect(response.status).toBe(200);
    const detail = (await response.json()) as {
      reference: string;
      fields: Record<string, unknown>;
      files: { originalName: string }[];
      terms: { version: string; agreedAt: string };
      timeline: { kind: string }[];
      submission: { notifications: { kind: string; status: string; tag: string }[] };
    };
    expect(detail.reference).toBe(reportReference(reportId));
    expect(detail.reference).toMatch(/^FR-\d{6}$/);
    expect(detail.fields).toMatchObject({ projectName: "Riverside Lofts", parkingOthers: "One stall per unit" });
    // The agreement to the terms and refund rules the request was sent with: their version and when.
    const request = await prisma.consultingRequest.findUniqueOrThrow({ where: { id: reportId } });
    expect(detail.terms).toEqual({
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      agreedAt: request.termsAgreedAt?.toISOString(),
    });
    expect(detail.terms.version).toBe(request.termsVersion);
    expect(detail.files.map((file) => file.originalName)).toEqual(["site plan.pdf"]);
    // The team's mail, and the order confirmation the sender gets even within the hour of their other forms.
    expect(detail.submission.notifications).toEqual([
      expect.objectContaining({ kind: "email", status: "pending", tag: "Feasibility Report" }),
      expect.objectContaining({ kind: "email", status: "pending", tag: "acknowledgement" }),
    ]);
    expect(detail.timeline.map((item) => item.kind)).toEqual(["campaign", "contact"]);
    const missing = await GET(get("/api/staff/submissions/report/999"), params({ kind: "report", id: "999" }));
    expect(missing.status).toBe(404);
    const bogus = await GET(get("/api/staff/submissions/payroll/1"), params({ kind: "payroll", id: "1" }));
    expect(bogus.status).toBe(404);
  });

  it("sets the status, adds a note and marks spam, each audited with who, when, old and new", async () => {
    const { PATCH } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const context = params({ kind: "report", id: String(reportId) });
    expect((await PATCH(patch({ status: "contacted" }), context)).status).toBe(200);
    expect((await PATCH(patch({ note: "Called, sends the survey Friday." }), context)).status).toBe(200);
    expect((await PATCH(patch({ spam: true }), context)).status).toBe(200);
    const response = await PATCH(patch({ spam: false, status: "contacted" }), context);
    expect(response.status).toBe(200);
    const entry = await prisma.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "report", sourceId: reportId } },
      include: { notes: true, audit: { orderBy: { id: "asc" } } },
    });
    expect(entry).toMatchObject({ status: "contacted", statusChangedBy: "Jiyeon", isSpam: false });
    expect(entry.notes.map((note) => [note.author, note.body])).toEqual([
      ["Jiyeon", "Called, sends the survey Friday."],
    ]);
    // Setting the status it already had logs nothing.
    expect(entry.audit.map((row) => [row.actor, row.action, row.oldValue, row.newValue])).toEqual([
      ["Jiyeon", "status", "new", "contacted"],
      ["Jiyeon", "note", null, "Called, sends the survey Friday."],
      ["Jiyeon", "spam", "false", "true"],
      ["Jiyeon", "spam", "true", "false"],
    ]);
  });

  it("refuses a change without a session (401), from another site (403) or with bad fields (400)", async () => {
    const { PATCH } = await import("@/app/api/staff/submissions/[kind]/[id]/route");
    const context = params({ kind: "report", id: String(reportId) });
    const anonymous = await PATCH(patch({ status: "won" }, {}, ""), context);
    expect(anonymous.status).toBe(401);
    const crossSite = await PATCH(
      patch({ status: "won" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      context,
    );
    expect(crossSite.status).toBe(403);
    const bad = await PATCH(patch({ status: "closed", note: "", extra: 1 }), context);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe("Please correct the highlighted filters.");
    expect(body.fieldErrors).toMatchObject({
      status: ["Choose one of the statuses: new, contacted, qualified, won, lost."],
      note: ["Write a note of 1 to 5,000 characters."],
    });
    const empty = await PATCH(patch({}), context);
    expect(await empty.json()).toEqual({
      message: "Please correct the highlighted filters.",
      fieldErrors: { _root: ["Send a status, an owner, a follow-up date, a note or the spam flag."] },
    });
    expect((await prisma.submission.findFirstOrThrow({ where: { kind: "report" } })).status).toBe("contacted");
  });

  it("sends a failed notification again, once", async () => {
    const { POST } = await import("@/app/api/staff/submissions/[kind]/[id]/resend/route");
    const entry = await prisma.submission.findFirstOrThrow({
      where: { kind: "report" },
      include: { notifications: true },
    });
    const outboxId = entry.notifications[0]?.id ?? 0;
    await prisma.outboxMessage.update({
      where: { id: outboxId },
      data: { status: "failed", lastError: "550 mailbox full" },
    });
    const context = params({ kind: "report", id: String(reportId) });
    const send = () => {
      const request = jsonRequest("POST", `${url()}/resend`, { outboxId }, cookie);
      request.headers.set("x-locale", "en");
      return POST(request, context);
    };
    expect((await send()).status).toBe(200);
    expect(await prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } })).toMatchObject({
      status: "pending",
    });
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Only a failed notification can be sent again." });
    expect(await prisma.submissionAudit.count({ where: { submissionId: entry.id, action: "resend" } })).toBe(1);
  });
});

describe("GET /api/staff/submissions/export", () => {
  it("responds 401 without a session and 400 for an unknown format", async () => {
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    expect((await GET(get("/api/staff/submissions/export", ""))).status).toBe(401);
    const bad = await GET(get("/api/staff/submissions/export?format=pdf", cookie, { "x-locale": "en" }));
    await expectRefused(bad, "Please correct the highlighted filters.", { format: ["Choose xlsx or csv."] });
  });

  it("exports the filtered view as XLSX: a sheet per form, file names and links, status and notes", async () => {
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    const response = await GET(get("/api/staff/submissions/export?q=jane%40acme&format=xlsx&locale=en"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Contact form",
      "Feasibility report",
      "Modular campaign",
    ]);
    const report = workbook.getWorksheet("Feasibility report")!;
    const headers = (report.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => report.getRow(2).getCell(headers.indexOf(header) + 1).value;
    expect(cell("Reference number")).toBe(reportReference(reportId));
    expect(cell("Project")).toBe("Riverside Lofts");
    expect(cell("Unit types")).toBe("Studio, 2 Bed");
    expect(cell("Parking")).toBe("Others");
    expect(cell("Files")).toBe("site plan.pdf");
    // A lone address is a link the marketer can click; cells of several lines wrap, a line each.
    const fileLink = cell("File links") as ExcelJS.CellHyperlinkValue;
    expect(fileLink.hyperlink).toMatch(/^https:\/\/www\.example\.test\/en\/staff\/files\/\d+$/);
    expect(fileLink.text).toBe(fileLink.hyperlink);
    for (const header of ["Files", "File links", "Notes", "Other fields"]) {
      expect(report.getRow(2).getCell(headers.indexOf(header) + 1).alignment).toEqual({
        wrapText: true,
        vertical: "top",
      });
    }
    expect(cell("Status")).toBe("Contacted");
    expect(cell("Changed by")).toBe("Jiyeon");
    expect(String(cell("Notes"))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Jiyeon: Called, sends the survey Friday\.$/);
    const backOffice = `https://www.example.test/en/staff/submissions/report/${reportId}`;
    expect(cell("Back-office link")).toEqual({ text: backOffice, hyperlink: backOffice });
    // The terms and refund rules beside the privacy consent: the version, and the time as a date.
    const request = await prisma.consultingRequest.findUniqueOrThrow({ where: { id: reportId } });
    expect(headers.slice(headers.indexOf("Marketing consent") + 1).slice(0, 2)).toEqual([
      "Terms version",
      "Terms agreed",
    ]);
    expect(cell("Terms version")).toBe(request.termsVersion);
    expect(cell("Terms agreed")).toBeInstanceOf(Date);
    // Written in the team's time zone (Asia/Seoul by default), as every time in the workbook.
    expect((cell("Terms agreed") as Date).getTime() - request.termsAgreedAt!.getTime()).toBe(9 * 3_600_000);
    const contact = workbook.getWorksheet("Contact form")!;
    expect(contact.getRow(1).values).not.toContain("Terms version");
    expect(contact.getRow(1).values).not.toContain("Reference number");
    const campaign = workbook.getWorksheet("Modular campaign")!;
    const note = (campaign.getRow(1).values as unknown[]).indexOf("Note");
    expect(campaign.getRow(2).getCell(note).value).toBe("=SUM(A1)");
    expect(campaign.getRow(2).getCell(note).type).toBe(ExcelJS.ValueType.String);
  });

  it("exports CSV with a byte-order mark, readable labels, and formulas kept as text", async () => {
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    const response = await GET(get("/api/staff/submissions/export?kind=campaign&format=csv&locale=en"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\n");
    // A column per field of the forms in the view, as in the workbook.
    expect(lines[0]).toMatch(
      /^Kind,Received,Form,Name,E-mail,Company,Job title,Note,Other fields,Files,File links,utm source,.*,Status,Owner,Follow-up,/,
    );
    expect(lines[1]).toContain("Campaign contact,");
    expect(lines[1]).toContain("Modular campaign,Jane Doe,jane@acme.test,Acme,,'=SUM(A1),,");
    const formula = await GET(get("/api/staff/submissions/export?kind=lead&format=csv&locale=en"));
    expect(await formula.text()).not.toContain(",=");
  });
});

describe("the session's name", () => {
  it("is the account's own name, whoever signs in", async () => {
    const { staffIdentity } = await import("@/lib/auth/staff-identity");
    const named = await staffIdentity(get("/", await signInAs("Minho")));
    expect(named).toMatchObject({ name: "Minho", email: "minho@staff.test", role: "marketing" });
  });
});

describe("file links for people (/staff/files/{id})", () => {
  const fileId = async () => (await prisma.uploadedFile.findFirstOrThrow({ where: { requestId: reportId } })).id;
  const navigate = (url: string, site: string, withCookie = "") => {
    const request = get(url, withCookie);
    request.headers.set("sec-fetch-mode", "navigate");
    request.headers.set("sec-fetch-site", site);
    return request;
  };

  it("downloads the file with its original name for a signed-in staff member", async () => {
    const { GET } = await import("@/app/[locale]/(staff)/staff/files/[id]/route");
    const id = String(await fileId());
    const response = await GET(navigate(`/staff/files/${id}`, "same-origin", cookie), params({ locale: "ko", id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="site plan.pdf"`);
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toMatch(/^%PDF-1\.4/);
  });

  it("responds to a click from another site (no SameSite=Strict cookie) with a same-site redirect, not a 401", async () => {
    const { GET } = await import("@/app/[locale]/(staff)/staff/files/[id]/route");
    const id = String(await fileId());
    const response = await GET(navigate(`/en/staff/files/${id}`, "cross-site"), params({ locale: "en", id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/en/staff/files/${id}">`);
    expect(html).toContain(`<a href="/en/staff/files/${id}">Continue to the download</a>`);
  });

  it("sends a signed-out person to sign-in, which returns to the file's submission and its download", async () => {
    const { GET } = await import("@/app/[locale]/(staff)/staff/files/[id]/route");
    const id = String(await fileId());
    const korean = await GET(navigate(`/staff/files/${id}`, "same-origin"), params({ locale: "ko", id }));
    expect(korean.status).toBe(303);
    expect(korean.headers.get("location")).toBe(`/staff/sign-in?next=%2Fstaff%2Ffiles%2F${id}%3Ffrom%3Dsign-in`);
    const english = await GET(navigate(`/en/staff/files/${id}`, "none"), params({ locale: "en", id }));
    expect(english.headers.get("location")).toBe(
      `/en/staff/sign-in?next=%2Fen%2Fstaff%2Ffiles%2F${id}%3Ffrom%3Dsign-in`,
    );
    // Signed in, the same address opens the report request, which starts the download (?file=).
    const back = await GET(
      navigate(`/en/staff/files/${id}?from=sign-in`, "same-origin", cookie),
      params({ locale: "en", id }),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/en/staff/submissions/report/${reportId}?file=${id}`);
  });

  it("shows an account without the marketing role a Korean 403 page, and a script the JSON", async () => {
    const { GET } = await import("@/app/[locale]/(staff)/staff/files/[id]/route");
    const id = String(await fileId());
    const editor = await signInWithRole("Editor Eun", "editor");
    const page = await GET(navigate(`/staff/files/${id}`, "same-origin", editor), params({ locale: "ko", id }));
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("<h1>접근 권한이 없습니다</h1>");
    expect(html).toContain("이 페이지에는 마케팅(marketing) 역할이 필요합니다. 내 계정(editor.eun@staff.test)");
    expect(html).toContain('<a href="/staff">대시보드</a>');
    const script = await GET(get(`/staff/files/${id}`, editor), params({ locale: "ko", id }));
    expect(script.status).toBe(403);
    expect(await script.json()).toEqual({ message: "This needs the marketing role." });
  });

  it("keeps the API's 401 for scripts, and sends people following an old /api/uploads link to the staff page", async () => {
    const { GET } = await import("@/app/api/uploads/[id]/route");
    const id = String(await fileId());
    const script = await GET(get(`/api/uploads/${id}`, ""), params({ id }));
    expect(script.status).toBe(401);
    const person = await GET(navigate(`/api/uploads/${id}`, "cross-site"), params({ id }));
    expect(person.status).toBe(303);
    expect(person.headers.get("location")).toBe(`/staff/files/${id}`);
  });
});

describe("the inbox search", () => {
  const names = async (query: string) => {
    const { GET } = await import("@/app/api/staff/submissions/route");
    const response = await GET(get(`/api/staff/submissions?${query}`));
    expect(response.status).toBe(200);
    return ((await response.json()) as { rows: { name: string; kind: string }[] }).rows.map(
      (row) => `${row.kind}:${row.name}`,
    );
  };

  beforeAll(async () => {
    // A demo call-back with a phone number typed with spaces, and LIKE's wildcards in its company.
    const email = await import("@/app/api/main/email/route");
    const callback = { ...callbackSubmit, phone: "010 9876 5432", company: "50% Off_Site" };
    expect((await email.POST(jsonPost("/api/main/email", callback))).status).toBe(201);
  });

  it("finds a report request by the receipt number the visitor quotes, in any case", async () => {
    const reference = reportReference(reportId);
    expect(await names(`q=${reference}`)).toEqual(["report:Ada Kim"]);
    expect(await names(`q=${reference.toLowerCase()}`)).toEqual(["report:Ada Kim"]);
    expect(await names("q=FR-999999")).toEqual([]);
  });

  it("finds a phone number however it is typed", async () => {
    for (const typed of ["010-9876", "01098765432", "010 9876 5432", "9876-5432", "+82 10-9876-5432"]) {
      expect([typed, await names(`q=${encodeURIComponent(typed)}`)]).toEqual([typed, ["lead:Min Park"]]);
    }
    // The report request's number, sent as +82 10 1234 5678.
    expect(await names("q=010-1234-5678")).toEqual(["report:Ada Kim"]);
  });

  it("matches % and _ as themselves, not as wildcards", async () => {
    expect(await names("q=%25")).toEqual(["lead:Min Park"]);
    expect(await names("q=_")).toEqual(["lead:Min Park"]);
    expect(await names("q=50%25%20off_")).toEqual(["lead:Min Park"]);
    expect(await names("q=0%25")).toEqual(["lead:Min Park"]);
    expect(await names("q=5_%25")).toEqual([]);
  });

  it("exports the rows the inbox finds, with the receipt number in the CSV", async () => {
    const { GET } = await import("@/app/api/staff/submissions/export/route");
    const csv = await (
      await GET(get(`/api/staff/submissions/export?q=${reportReference(reportId)}&format=csv&locale=en`))
    ).text();
    // text() leaves out the byte-order mark.
    const [header = "", ...rows] = csv.trim().split("\n");
    expect(rows).toHaveLength(1);
    // Kind, received, form, name, e-mail and company, then the report's fields, the number first.
    expect(header).toMatch(/^Kind,Received,Form,Name,E-mail,Company,Reference number,Phone,/);
    expect(rows[0]).toMatch(
      new RegExp(`^Report request,[^,]+,Feasibility report,Ada Kim,[^,]+,[^,]+,${reportReference(reportId)},`),
    );
    expect(header).toContain(",Marketing consent,Terms version,Terms agreed,Status,");
    const request = await prisma.consultingRequest.findUniqueOrThrow({ where: { id: reportId } });
    const agreedAt = formatDateTime(request.termsAgreedAt!, "Asia/Seoul");
    expect(rows[0]).toContain(`,${request.termsVersion},${agreedAt},`);
    const byPhone = await (await GET(get("/api/staff/submissions/export?q=010-9876&format=csv&locale=en"))).text();
    expect(byPhone.trim().split("\n").slice(1)).toEqual([expect.stringContaining("Min Park")]);
    const literal = await (await GET(get("/api/staff/submissions/export?q=%25&format=csv&locale=en"))).text();
    expect(literal.trim().split("\n").slice(1)).toEqual([expect.stringContaining("Min Park")]);
  });
});
