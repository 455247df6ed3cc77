/** @jest-environment jsdom */
// A lead's reply form on its page: the text sent always belongs to the template and language chosen (the
// order confirmation is recorded as such), so a choice over typed text asks first; and once sent, the
// panel's line (outside the form) says so and takes the focus, keeps both while the page is drawn again,
// and is emptied when the next send starts. The network is a recorded fetch; router.refresh()'s new page
// is the state below.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { ReplyForm } from "@/components/staff/detail/reply-form";
import { SentStatus } from "@/components/staff/detail/sent-status";
import { replyTemplates } from "@/content/staff/reply-templates";
import { renderWithIntl } from "../forms/render-with-intl";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

let sent: unknown[];
/** The server's answer to the next send. */
let answer: () => Promise<Response>;
const accepted = async () => ({ status: 200, text: async () => JSON.stringify({ ok: true }) }) as unknown as Response;
beforeEach(() => {
  sent = [];
  answer = accepted;
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  }) as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

const general = { ko: replyTemplates.ko, en: replyTemplates.en };
/** A report request's templates: its order confirmation first, as the page offers them. */
const confirmation = {
  ko: { subject: "보고서 신청 확인 (FR-000001)", body: "접수 번호: FR-000001\n\n청약철회와 환불 기준\n착수 전: 전액" },
  en: { subject: "Order confirmation FR-000001", body: "Reference number: FR-000001\n\nBefore work starts: all" },
};
const report = {
  ko: { confirmation: confirmation.ko, ...replyTemplates.ko },
  en: { confirmation: confirmation.en, ...replyTemplates.en },
};

/** The detail page's reply panel; `drawAgain()` stands for the page drawn again after a send. */
let drawAgain: () => void = () => undefined;
function ReplyPanel({ templates = general }: { templates?: typeof general | typeof report }) {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    drawAgain = () => act(() => setDrawn((count) => count + 1));
  }, []);
  return (
    <section aria-label="답장 보내기">
      <SentStatus>
        <ReplyForm key={drawn} url="/api/x" email="lead@person.test" language="ko" templates={templates} />
      </SentStatus>
    </section>
  );
}

/** Draws the panel in Korean and gives the user who works it. */
async function setup(templates?: typeof general | typeof report) {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<ReplyPanel templates={templates} />, "ko");
  return user;
}

const subject = () => screen.getByRole("textbox", { name: "제목" });
const body = () => screen.getByRole("textbox", { name: "내용" });
const template = () => screen.getByRole("combobox", { name: "양식" });
const language = () => screen.getByRole("combobox", { name: "언어" });
const send = () => userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "보내기" }));
const said = "lead@person.test 주소로 보낼 메일을 대기열에 넣었습니다. 곧 발송됩니다.";

/** The subject and the text are the template's, as it gives them. */
function expectFilledWith(draft: { subject: string; body: string }) {
  expect(subject()).toHaveValue(draft.subject);
  expect(body()).toHaveValue(draft.body);
}

/** The browser's confirm dialog, answered `ok`; its questions are recorded. */
const answerDialog = (ok: boolean) => jest.spyOn(window, "confirm").mockImplementation(() => ok);

it("a template replaces untouched or emptied fields without asking", async () => {
  const dialog = answerDialog(true);
  const user = await setup();
  expect(subject()).toHaveValue(replyTemplates.ko.thanks.subject);

  await user.selectOptions(template(), "call");
  expectFilledWith(replyTemplates.ko.call);

  await user.selectOptions(language(), "en");
  expectFilledWith(replyTemplates.en.call);

  // Emptied, a field holds nothing to lose.
  await user.clear(subject());
  await user.clear(body());
  await user.selectOptions(template(), "details");
  expectFilledWith(replyTemplates.en.details);
  expect(dialog).not.toHaveBeenCalled();
});

it("a template chosen over typed text asks first: OK replaces both fields, Cancel keeps the text and the template", async () => {
  const user = await setup();
  await user.clear(subject());
  await user.type(subject(), "견적 문의에 답변드립니다");

  const cancelled = answerDialog(false);
  await user.selectOptions(template(), "details");
  expect(cancelled.mock.calls).toEqual([
    [
      "작성한 제목과 내용을 ‘추가 정보 요청’ 양식(한국어)으로 바꿀까요? 취소하면 작성한 내용과 전에 고른 양식·언어가 그대로 남습니다.",
    ],
  ]);
  expect(template()).toHaveValue("thanks");
  expect(subject()).toHaveValue("견적 문의에 답변드립니다");
  expect(body()).toHaveValue(replyTemplates.ko.thanks.body);

  answerDialog(true);
  await user.selectOptions(template(), "details");
  expect(template()).toHaveValue("details");
  expectFilledWith(replyTemplates.ko.details);
});

it("a language chosen over typed text asks first: a Korean text never goes out as an English reply", async () => {
  const user = await setup();
  await user.clear(body());
  await user.type(body(), "안녕하세요.");

  answerDialog(false);
  await user.selectOptions(language(), "en");
  expect(language()).toHaveValue("ko");
  expect(body()).toHaveValue("안녕하세요.");
  await send();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent).toEqual([{ language: "ko", subject: replyTemplates.ko.thanks.subject, body: "안녕하세요." }]);

  await user.type(body(), " 다시 연락드립니다.");
  answerDialog(true);
  await user.selectOptions(language(), "en");
  expect(language()).toHaveValue("en");
  expectFilledWith(replyTemplates.en.thanks);
});

it("a note typed under another template is not sent as the order confirmation, nor a confirmation as a plain reply", async () => {
  const user = await setup(report);
  expect(template()).toHaveValue("confirmation");

  // A filled-in confirmation, then "thanks" chosen and cancelled: it still goes out as the confirmation.
  await user.type(body(), "\n예정 납기일: 12월 14일");
  const cancelled = answerDialog(false);
  await user.selectOptions(template(), "thanks");
  expect(cancelled).toHaveBeenCalledTimes(1);
  expect(template()).toHaveValue("confirmation");
  await send();
  await waitFor(() => expect(sent).toHaveLength(1));
  const filledIn = `${confirmation.ko.body}\n예정 납기일: 12월 14일`;
  expect(sent).toEqual([{ language: "ko", subject: confirmation.ko.subject, body: filledIn, confirmation: true }]);

  // A note typed under "thanks", then the confirmation chosen: OK sends the confirmation's own text.
  answerDialog(true);
  await user.selectOptions(template(), "thanks");
  await user.clear(body());
  await user.type(body(), "자료 잘 받았습니다.");
  await user.selectOptions(template(), "confirmation");
  expect(subject()).toHaveValue(confirmation.ko.subject);
  expect(body()).toHaveValue(confirmation.ko.body);
  await send();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ language: "ko", ...confirmation.ko, confirmation: true });

  // Cancelled the other way, the note stays a plain reply.
  await user.selectOptions(template(), "thanks");
  await user.clear(body());
  await user.type(body(), "자료 잘 받았습니다.");
  answerDialog(false);
  await user.selectOptions(template(), "confirmation");
  expect(template()).toHaveValue("thanks");
  await send();
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toEqual({ language: "ko", subject: replyTemplates.ko.thanks.subject, body: "자료 잘 받았습니다." });
});

it("once sent, the line outside the form says so and has the focus, still after the page is drawn again", async () => {
  await renderWithIntl(<ReplyPanel />, "ko");
  expect(screen.queryByText(said)).toBeNull();

  await send();
  const line = await screen.findByText(said);
  expect(sent).toEqual([
    { language: "ko", subject: replyTemplates.ko.thanks.subject, body: replyTemplates.ko.thanks.body },
  ]);
  expect(document.activeElement).toBe(line);
  // Read once, as the focus arrives: not a live region as well.
  expect(line).not.toHaveAttribute("role");
  expect(line).not.toHaveAttribute("aria-live");
  expect(screen.getByRole("button", { name: "보내기" }).closest("form")).not.toContainElement(line);

  drawAgain();
  expect(screen.getByText(said)).toBe(line);
  expect(document.activeElement).toBe(line);

  // A second reply with the same words: the focus comes back to the line.
  line.blur();
  await send();
  await waitFor(() => expect(sent).toHaveLength(2));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByText(said)));
  expect(screen.getAllByText(said)).toHaveLength(1);
});

it("sent, then refused: the line from the first reply is gone while the second is sent and beside its error", async () => {
  await renderWithIntl(<ReplyPanel />, "ko");
  await send();
  await screen.findByText(said);
  drawAgain();

  let refuse: (response: Response) => void = () => undefined;
  answer = () => new Promise((resolve) => (refuse = resolve));
  await send();
  await screen.findByRole("button", { name: "보내는 중…" });
  expect(screen.queryByText(said)).toBeNull();

  await act(async () =>
    refuse({
      status: 409,
      text: async () => JSON.stringify({ message: "이 접수에는 답장할 이메일 주소가 없습니다." }),
    } as unknown as Response),
  );
  expect(await screen.findByText("저장하지 못했습니다: 이 접수에는 답장할 이메일 주소가 없습니다.")).toBeVisible();
  expect(screen.queryByText(said)).toBeNull();
  expect(sent).toHaveLength(2);
});
