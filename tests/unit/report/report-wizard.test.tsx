import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportWizard } from "@/components/report/report-wizard";
import { draftKey } from "@/components/forms/use-form-draft";
import { keptUploadsKey, readKeptUploads } from "@/components/report/kept-uploads";
import { consentNotices } from "@/lib/content/consent";
import type { Locale } from "@/lib/i18n/routing";
import { step1RequiredMessages } from "@/tests/support/report-wizard-text";
import { reportPriceSettingsSchema } from "@/lib/config/report-prices";
import { currencyFor, priceList } from "@/lib/money/prices";
import { renderWithIntl } from "../forms/render-with-intl";
import { fillReportWizardToObjectives } from "./support/wizard-steps";

// The default price list (.env.example): 1,300,000 / 200,000 / 400,000 won, 990 / 150 / 300 US dollars.
const settings = reportPriceSettingsSchema.parse({});

async function renderWizard(locale: Locale = "en") {
  await renderWithIntl(<ReportWizard prices={priceList(settings, currencyFor(locale))} />, locale);
  return userEvent.setup({ delay: null });
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const stepTitle = () => screen.getByRole("heading", { level: 3 });

interface RefundNotice {
  /** The region's name, and the submit button it must come before. */
  heading: string;
  submit: string;
  /** Sentences the notice states, and its listed stages in order. */
  says: string[];
  stages: string[];
}

/** Checks the refund rules on the last step, above the submit button; returns them for what one language adds. */
function expectRefundNotice({ heading, submit, says, stages }: RefundNotice) {
  const notice = screen.getByRole("region", { name: heading });
  const button = screen.getByRole("button", { name: submit });
  expect(Boolean(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
  for (const sentence of says) expect(notice).toHaveTextContent(sentence);
  expect(
    within(notice)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(stages);
  return notice;
}

describe("ReportWizard", () => {
  it("stays on step 1 and shows each required message until the step passes", async () => {
    const user = await renderWizard();
    await user.click(screen.getByRole("button", { name: "Next" }));
    for (const message of step1RequiredMessages) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole("textbox", { name: "First Name" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "First Name" })).toHaveAccessibleDescription("First name is required");
    expect(stepTitle()).toHaveTextContent("Applicant Information");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    const steps = screen.getByRole("list", { name: "Request form steps" });
    expect(within(steps).getAllByRole("listitem")[0]).toHaveTextContent("Step 1 Applicant Information");

    await user.type(screen.getByRole("textbox", { name: "First Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Kim");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: "Phone Number" }), "010 1234 5678");
    await user.type(screen.getByRole("textbox", { name: "Company Name" }), "Kim Development{Enter}");
    expect(await screen.findByRole("heading", { name: "Step 2 Project Information" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: "First Name" })).toHaveValue("Ada");
  });

  it("shows the parking description only for 'Others' and adds up the add-ons in dollars", async () => {
    const user = await renderWizard();
    const fill = async (name: string, value: string) => user.type(screen.getByRole("textbox", { name }), value);
    await fillReportWizardToObjectives(user);

    expect(screen.getByRole("radio", { name: "Minimum" })).toBeChecked();
    expect(screen.queryByRole("textbox", { name: "Parking requirements" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Others" }));
    expect(screen.getByRole("textbox", { name: "Parking requirements" })).toHaveAccessibleDescription(
      "Describe the parking requirements.",
    );
    await fill("Use", "Multifamily");
    await user.click(screen.getByRole("checkbox", { name: "1 Bed" }));
    await fill("Parking requirements", "Tandem");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Step 4 Additional Information" });

    // The report itself is priced and counted; the add-ons add to it.
    expect(screen.getByText("Feasibility report")).toBeInTheDocument();
    expect(screen.getByTestId("report-total")).toHaveTextContent("$990");
    await user.click(screen.getByRole("checkbox", { name: /Rendering \(3 views\)/ }));
    expect(screen.getByTestId("report-total")).toHaveTextContent("$1,290");
    await user.click(screen.getByRole("checkbox", { name: /Zoning Analysis/ }));
    expect(screen.getByTestId("report-total")).toHaveTextContent("$1,440");
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("states the withdrawal period, its end once work starts and the refund stages above the submit", async () => {
    const user = await renderWizard();
    await fillReportWizardToObjectives(user);
    await user.type(screen.getByRole("textbox", { name: "Use" }), "Multifamily");
    await user.click(screen.getByRole("checkbox", { name: "1 Bed" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Step 4 Additional Information" });

    const notice = expectRefundNotice({
      heading: "Cancellation and refunds",
      submit: "Submit",
      says: ["within 7 days of receiving our confirmation e-mail", "once work has started you can no longer withdraw"],
      stages: [
        "Before work starts: everything you paid",
        "During stage 1 (reviewing your documents and analysing the site): 80% of the report’s price",
        "During stage 2 (generating design options and the feasibility analysis): 50% of the report’s price",
        "During stage 3 (writing and checking the report): 20% of the report’s price",
        "After you receive the report: no refund, unless it is late, defective or not what was agreed (see the Terms & Conditions).",
      ],
    });
    // When the refund is paid, as the terms and the acknowledgement say it.
    expect(notice).toHaveTextContent("We refund within 3 business days of receiving your cancellation or withdrawal");
    expect(notice).toHaveTextContent("(15% a year)");
    expect(notice).toHaveTextContent(
      "Add-ons are refunded in full before work on them starts, 50% once it has started",
    );
    expect(notice).not.toHaveTextContent(/non-refundable/i);
  });

  it("speaks Korean on the Korean site", async () => {
    const user = await renderWizard("ko");
    await user.click(screen.getByRole("button", { name: "다음" }));
    expect(await screen.findByText("이름을 입력해 주세요")).toBeInTheDocument();
    expect(screen.getByText("이메일을 입력해 주세요")).toBeInTheDocument();
    expect(screen.getByText("전화번호를 입력해 주세요")).toBeInTheDocument();
  });

  it("takes the site area in ㎡ with 평 beside it, 전용면적 bands, and prices in 원 with the VAT stated", async () => {
    const user = await renderWizard("ko");
    const fill = async (name: string, value: string) => user.type(screen.getByRole("textbox", { name }), value);
    expect(screen.queryByRole("textbox", { name: "성" })).not.toBeInTheDocument();
    await fill("이름", "김영희");
    await fill("이메일", "kim@example.com");
    await fill("전화번호", "01012345678");
    // Written as a Korean mobile number while it is typed.
    expect(screen.getByRole("textbox", { name: "전화번호" })).toHaveValue("010-1234-5678");
    await fill("회사명", "김개발");
    await user.click(screen.getByRole("button", { name: "다음" }));
    await screen.findByRole("heading", { name: "2단계 프로젝트 정보" });
    expect(screen.getByText("㎡")).toBeInTheDocument();
    expect(screen.queryByText(/sq ?ft/i)).not.toBeInTheDocument();
    expect(screen.getByTestId("report-pyeong")).toHaveTextContent("평으로 입력해도 됩니다(예: 330평)");
    // The label names the unit: a screen reader does not read the suffix with the field.
    await fill("대지 면적(㎡)", "330평");
    // 330평 × (400/121) ㎡ = 1,090.9 ㎡
    expect(screen.getByTestId("report-pyeong")).toHaveTextContent("약 1,090.9㎡");
    await user.clear(screen.getByRole("textbox", { name: "대지 면적(㎡)" }));
    await fill("대지 면적(㎡)", "1,000");
    // 1,000 ㎡ ÷ (400/121) ㎡ = 302.5평
    expect(screen.getByTestId("report-pyeong")).toHaveTextContent("약 302.5평");
    await fill("프로젝트명", "역삼 주상복합");
    await fill("대지 주소", "서울 강남구 역삼동 1");
    await user.click(screen.getByRole("button", { name: "다음" }));
    await screen.findByRole("heading", { name: "3단계 목표" });

    const bands = screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent);
    expect(bands).toEqual(["전용 59㎡ 이하", "전용 59–84㎡", "전용 84㎡ 초과"]);
    await fill("용도", "공동주택");
    await user.click(screen.getByRole("checkbox", { name: "전용 59–84㎡" }));
    await user.click(screen.getByRole("button", { name: "다음" }));
    await screen.findByRole("heading", { name: "4단계 추가 정보" });

    expect(screen.getByTestId("report-total")).toHaveTextContent("1,300,000원");
    expect(screen.queryByText(/US\$|\$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /용도지역 분석/ }));
    expect(screen.getByText("+200,000원")).toBeInTheDocument();
    expect(screen.getByTestId("report-total")).toHaveTextContent("1,500,000원");
    // 1,500,000원 includes 10 % VAT: 1,500,000 − 1,500,000 / 1.1 = 136,364원.
    expect(screen.getByTestId("report-vat")).toHaveTextContent("부가가치세 136,364원 포함");

    // The refund rules of the Korean terms, before the submit (전자상거래법 제17조제6항).
    expectRefundNotice({
      heading: "청약철회와 환불 기준",
      submit: "제출",
      says: [
        "신청 확인 이메일(금액과 납기일을 적어 보내 드리는 이메일)을 받은 날부터 7일 이내에",
        "착수한 뒤에는 청약철회가 제한됩니다",
      ],
      stages: [
        "착수 전: 결제한 금액 전액",
        "1단계(자료 검토와 부지 분석) 진행 중: 보고서 금액의 80%",
        "2단계(설계안 생성과 사업성 분석) 진행 중: 보고서 금액의 50%",
        "3단계(보고서 작성과 검수) 진행 중: 보고서 금액의 20%",
        "보고서를 받은 뒤: 환불하지 않습니다. 다만 보고서가 늦거나 하자가 있거나 내용이 계약과 다르면 이용약관에 따라 환불합니다.",
      ],
    });
  });

  it("drawn again (a reload, Back after a link), it returns to the step reached with the answers", async () => {
    const user = await renderWizard();
    await fillReportWizardToObjectives(user);
    await user.type(screen.getByRole("textbox", { name: "Use" }), "Multifamily");
    cleanup();

    await renderWizard();
    expect(stepTitle()).toHaveTextContent("Objectives");
    expect(screen.getByRole("textbox", { name: "Use" })).toHaveValue("Multifamily");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: "First Name" })).toHaveValue("Ada");
  });

  it("after a reload, lists the files kept in the tab and asks again, by name, for one the server no longer holds", async () => {
    const checked: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      checked.push(`${init?.method} ${String(url)}`);
      const staged = !String(url).endsWith("/tokenGone");
      return { status: 200, text: async () => JSON.stringify({ staged }) } as unknown as Response;
    }) as typeof fetch;
    window.sessionStorage.setItem(
      draftKey("report", "en"),
      JSON.stringify({
        values: { firstName: "Ada", use: "Multifamily", privacyConsent: true, termsAgreement: true },
        extra: { step: 3 },
      }),
    );
    window.sessionStorage.setItem(
      keptUploadsKey("en"),
      JSON.stringify({
        files: [
          { name: "survey.pdf", size: 4096, type: "application/pdf", token: "tokenKept" },
          { name: "site plan.png", size: 2_500_000, type: "image/png", token: "tokenGone" },
        ],
        missing: ["photos.zip.pdf"],
        interrupted: ["elevation.pdf"],
      }),
    );
    await renderWizard();
    expect(stepTitle()).toHaveTextContent("Additional Information");
    expect(await screen.findByText('Please attach "site plan.png" again: we no longer have it.')).toBeVisible();
    expect(screen.getByText('Please attach "photos.zip.pdf" again: we no longer have it.')).toBeVisible();
    expect(
      screen.getByText(
        '"elevation.pdf" had not finished uploading when the page was reopened. Please attach it again.',
      ),
    ).toBeVisible();
    expect(checked.sort()).toEqual(["GET /api/uploads/staged/tokenGone", "GET /api/uploads/staged/tokenKept"]);
    const files = screen.getAllByTestId("report-file");
    expect(files).toHaveLength(1);
    expect(files[0]).toHaveTextContent("survey.pdf");
    expect(within(files[0]!).getByRole("button", { name: "Delete survey.pdf" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: consentNotices.en.label })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Terms & Conditions/ })).not.toBeChecked();
    // What the tab keeps now: the file still there, and the two to attach again.
    expect(readKeptUploads("en")).toEqual({
      files: [{ name: "survey.pdf", size: 4096, type: "application/pdf", token: "tokenKept" }],
      missing: ["photos.zip.pdf", "site plan.png"],
      interrupted: ["elevation.pdf"],
    });
  });

  it("asks before the tab is closed or reloaded only while it holds answers", async () => {
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = await renderWizard();
    expect(leave()).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "First Name" }), "Ada");
    expect(leave()).toBe(true);
    await user.clear(screen.getByRole("textbox", { name: "First Name" }));
    expect(leave()).toBe(false);
  });
});
