/** @jest-environment jsdom */
// A lead's reply form on its page: a template never writes over a subject or text the marketer typed, and
// once sent, the panel's status line (outside the form) says so and takes the focus, and keeps both while
// the page is drawn again. The network is a recorded fetch; router.refresh()'s new page is the state below.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { ReplyForm } from "@/components/staff/detail/reply-form";
import { SentStatus } from "@/components/staff/detail/sent-status";
import { replyTemplates } from "@/content/staff/reply-templates";
import { renderWithIntl } from "../forms/render-with-intl";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

let sent: unknown[];
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return { status: 200, text: async () => JSON.stringify({ ok: true }) } as unknown as Response;
  }) as typeof fetch;
});

const templates = { ko: replyTemplates.ko, en: replyTemplates.en };

/** The detail page's reply panel; `drawAgain()` stands for the page drawn again after a send. */
let drawAgain: () => void = () => undefined;
function ReplyPanel() {
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

const subject = () => screen.getByRole("textbox", { name: "제목" });
const body = () => screen.getByRole("textbox", { name: "내용" });
const template = () => screen.getByRole("combobox", { name: "양식" });

it("a template fills the subject and text while untouched or empty, never over what was typed", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<ReplyPanel />, "ko");
  expect(subject()).toHaveValue(replyTemplates.ko.thanks.subject);

  await user.selectOptions(template(), "call");
  expect(subject()).toHaveValue(replyTemplates.ko.call.subject);
  expect(body()).toHaveValue(replyTemplates.ko.call.body);

  await user.clear(subject());
  await user.type(subject(), "견적 문의에 답변드립니다");
  await user.selectOptions(template(), "details");
  expect(subject()).toHaveValue("견적 문의에 답변드립니다");
  expect(body()).toHaveValue(replyTemplates.ko.details.body);

  await user.clear(body());
  await user.type(body(), "안녕하세요.");
  await user.selectOptions(screen.getByRole("combobox", { name: "언어" }), "en");
  expect(subject()).toHaveValue("견적 문의에 답변드립니다");
  expect(body()).toHaveValue("안녕하세요.");

  // Emptied, a field is filled again.
  await user.clear(subject());
  await user.selectOptions(template(), "thanks");
  expect(subject()).toHaveValue(replyTemplates.en.thanks.subject);
  expect(body()).toHaveValue("안녕하세요.");
});

it("once sent, the status line outside the form says so and has the focus, still after the page is drawn again", async () => {
  await renderWithIntl(<ReplyPanel />, "ko");
  const said = "lead@person.test 주소로 보낼 메일을 대기열에 넣었습니다. 곧 발송됩니다.";
  const sentLines = () => screen.getAllByRole("status").filter((line) => line.textContent !== "");
  expect(sentLines()).toEqual([]);

  await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "보내기" }));
  await waitFor(() => expect(sentLines().map((line) => line.textContent)).toEqual([said]));
  expect(sent).toEqual([
    { language: "ko", subject: replyTemplates.ko.thanks.subject, body: replyTemplates.ko.thanks.body },
  ]);
  expect(document.activeElement).toBe(sentLines()[0]);
  expect(screen.getByRole("button", { name: "보내기" }).closest("form")).not.toContainElement(sentLines()[0]!);

  drawAgain();
  expect(sentLines().map((line) => line.textContent)).toEqual([said]);
  expect(document.activeElement).toBe(sentLines()[0]);

  // A second reply with the same words: the focus comes back to the line.
  await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "보내기" }));
  await waitFor(() => expect(sent).toHaveLength(2));
  await waitFor(() => expect(document.activeElement).toBe(sentLines()[0]));
  expect(sentLines().map((line) => line.textContent)).toEqual([said]);
});
