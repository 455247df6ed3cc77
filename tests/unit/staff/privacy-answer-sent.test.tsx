/** @jest-environment jsdom */
// A sent privacy answer is said once, in a focused line outside the form: the page drawn again after the
// send puts the answer in place of the form, and the line stays to be read. The network is a recorded
// fetch; router.refresh()'s new page is the state below.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { SentStatus } from "@/components/staff/detail/sent-status";
import { PrivacyAnswerForm } from "@/components/staff/privacy/privacy-answer-form";
import { renderWithIntl } from "../forms/render-with-intl";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

beforeEach(() => {
  global.fetch = jest.fn(
    async () => ({ status: 200, text: async () => JSON.stringify({ ok: true }) }) as unknown as Response,
  ) as typeof fetch;
});

/** The request page's answer panel: the form until `drawAnswered()` stands for the refreshed page. */
let drawAnswered: () => void = () => undefined;
function AnswerPanel() {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    drawAnswered = () => act(() => setAnswered(true));
  }, []);
  return (
    <SentStatus>
      {answered ? (
        <section aria-label="보낸 답변">답변 내용</section>
      ) : (
        <section aria-label="답변 보내기">
          <PrivacyAnswerForm
            id={3}
            email="hong@request.test"
            language="한국어"
            draft={{
              subject: "개인정보 요청에 대한 답변",
              body: "홍길동님, 안녕하세요.\n\n요청하신 정보를 지웠습니다.",
            }}
            held={false}
          />
        </section>
      )}
    </SentStatus>
  );
}

it("says the answer was sent once, outside the form, and still after the page is drawn with the answer", async () => {
  await renderWithIntl(<AnswerPanel />, "ko");
  const said = "답변을 보냈습니다: hong@request.test";
  // Every line that says it, a live region or not: the focused line is read once, and no status repeats it.
  const sentLines = () => screen.queryAllByText(said);
  expect(sentLines()).toEqual([]);

  await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "답변 보내고 완료로 표시" }));
  await waitFor(() => expect(sentLines()).toHaveLength(1));
  expect(document.activeElement).toBe(sentLines()[0]);
  expect(screen.getAllByRole("status").map((line) => line.textContent)).not.toContain(said);
  expect(screen.getByRole("region", { name: "답변 보내기" })).not.toContainElement(sentLines()[0]!);

  drawAnswered();
  expect(screen.queryByRole("region", { name: "답변 보내기" })).toBeNull();
  expect(screen.getByRole("region", { name: "보낸 답변" })).toBeVisible();
  expect(sentLines()).toHaveLength(1);
  expect(document.activeElement).toBe(sentLines()[0]);
});
