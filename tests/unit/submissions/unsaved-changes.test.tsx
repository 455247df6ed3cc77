/** @jest-environment jsdom */
// A lead's page saves each panel on its own: a panel holding a change says so beside its button, and
// leaving the page with one (a link inside the site, or closing and reloading the tab) asks first. The
// network is a recorded fetch; the PATCH route itself is tested against a real database in tests/api.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NoteForm } from "@/components/staff/detail/note-form";
import { OwnerForm } from "@/components/staff/detail/owner-form";
import { StatusForm } from "@/components/staff/detail/status-form";
import { UnsavedChanges } from "@/components/staff/detail/unsaved-changes";
import { renderWithIntl } from "../forms/render-with-intl";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const URL = "/api/staff/submissions/contact/7";
let bodies: unknown[];
let confirm: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  bodies = [];
  refresh.mockClear();
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return { status: 200, text: async () => "{}" } as unknown as Response;
  }) as typeof fetch;
  confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
});
afterEach(() => confirm.mockRestore());

/** The page's back link; `followed` stands for Next's Link, which acts on a click nobody stopped. */
const followed = jest.fn();
const page = (
  <UnsavedChanges>
    {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands for Next's Link, as `followed` says */}
    <a
      href="/staff/submissions"
      onClick={(event) => {
        event.preventDefault();
        followed();
      }}
    >
      ← 접수 내역으로 돌아가기
    </a>
    <section aria-label="처리 상태">
      <StatusForm url={URL} status="new" />
    </section>
    <section aria-label="담당자와 후속 조치">
      <OwnerForm url={URL} owners={[{ id: "a1", name: "지연" }]} owner={null} followUp="" />
    </section>
    <section aria-label="메모">
      <NoteForm url={URL} />
    </section>
  </UnsavedChanges>
);

/** Whether the browser would ask before closing or reloading the tab. */
function asksBeforeUnload() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const region = (name: string) => screen.getByRole("region", { name });
const LEAVE = "저장하지 않은 변경이 있습니다. 이 페이지를 나가면 사라집니다. 그래도 나갈까요?";

beforeEach(() => followed.mockClear());

it("says which panel holds an unsaved change, and keeps saying it when another panel is saved", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(page, "ko");
  expect(screen.queryByText("저장하지 않은 변경")).toBeNull();
  expect(asksBeforeUnload()).toBe(false);

  await user.selectOptions(screen.getByLabelText("상태"), "연락함");
  const status = region("처리 상태");
  expect(status).toHaveTextContent("저장하지 않은 변경");
  expect(screen.getByRole("button", { name: "상태 저장" })).toHaveAccessibleDescription("저장하지 않은 변경");

  // The owner saved: only the owner is sent, and the status panel still says its change is not saved.
  await user.selectOptions(screen.getByLabelText("담당자"), "지연");
  expect(region("담당자와 후속 조치")).toHaveTextContent("저장하지 않은 변경");
  await user.click(screen.getByRole("button", { name: "저장" }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(bodies).toEqual([{ owner: "a1", followUp: null }]);
  expect(status).toHaveTextContent("저장하지 않은 변경");
  expect(screen.getByLabelText("상태")).toHaveDisplayValue("연락함");
  expect(asksBeforeUnload()).toBe(true);
});

it("asks before the back link throws a note away, and stays when the answer is no", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(page, "ko");
  // Nothing typed: the link goes without a question.
  await user.click(screen.getByRole("link", { name: "← 접수 내역으로 돌아가기" }));
  expect(confirm).not.toHaveBeenCalled();
  expect(followed).toHaveBeenCalledTimes(1);

  await user.type(screen.getByLabelText("새 메모"), "금요일에 다시 전화");
  expect(region("메모")).toHaveTextContent("저장하지 않은 변경");
  await user.click(screen.getByRole("link", { name: "← 접수 내역으로 돌아가기" }));
  expect(confirm).toHaveBeenCalledWith(LEAVE);
  expect(followed).toHaveBeenCalledTimes(1); // stayed
  expect(screen.getByLabelText("새 메모")).toHaveValue("금요일에 다시 전화");
  expect(asksBeforeUnload()).toBe(true);

  // "Leave": the link goes, and the tab's own question is not asked again on top.
  confirm.mockReturnValue(true);
  await user.click(screen.getByRole("link", { name: "← 접수 내역으로 돌아가기" }));
  expect(followed).toHaveBeenCalledTimes(2);
  expect(asksBeforeUnload()).toBe(false);
});

it("leaves freely once the note is saved, and never asks about a link that opens elsewhere", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(page, "ko");
  await user.type(screen.getByLabelText("새 메모"), "견적서 보냄");
  // A new tab (ctrl-click) leaves this page where it is: no question.
  fireEvent.click(screen.getByRole("link", { name: "← 접수 내역으로 돌아가기" }), { ctrlKey: true });
  expect(confirm).not.toHaveBeenCalled();
  followed.mockClear();

  await user.click(screen.getByRole("button", { name: "메모 추가" }));
  await waitFor(() => expect(screen.getByLabelText("새 메모")).toHaveValue(""));
  expect(region("메모")).not.toHaveTextContent("저장하지 않은 변경");
  expect(asksBeforeUnload()).toBe(false);
  await user.click(screen.getByRole("link", { name: "← 접수 내역으로 돌아가기" }));
  expect(confirm).not.toHaveBeenCalled();
  expect(followed).toHaveBeenCalledTimes(1);
});
