/** @jest-environment jsdom */
// The editor's sign-in dialog, opened when a save met an ended session, closes by itself once the writer
// signed in in another tab and comes back to this one, and the save that waited is sent again with what
// was typed. The network is a recorded fetch (the session route is tested in tests/api/staff-session.test.ts);
// the other tab's message (BroadcastChannel, which jsdom lacks) is tried in tests/e2e/blog-writing-first.spec.ts.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsManager } from "@/components/editor/news-manager";
import { renderWithIntl } from "../forms/render-with-intl";

// jsdom draws no modal dialogs: showModal and close set what a browser's do, the `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

let signedIn = false;
let requests: { method: string; url: string; body?: unknown }[] = [];
beforeEach(() => {
  signedIn = false;
  requests = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
    requests.push({ method, url: String(url), body });
    const reply = (status: number, json: unknown) =>
      ({ status, text: async () => JSON.stringify(json) }) as unknown as Response;
    if (String(url) === "/api/staff/session") return reply(200, { success: true, data: { authenticated: signedIn } });
    if (!signedIn) return reply(401, { success: false, message: "로그인이 필요합니다." });
    return reply(201, { success: true, data: { id: 7, ...(body as object) } });
  }) as typeof fetch;
});

it("closes when the writer signed in in another tab and looks at this one again, and sends the waiting save", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<NewsManager items={[]} />, "ko");
  await user.click(screen.getByRole("button", { name: "기사 추가" }));
  await user.type(screen.getByLabelText("매체"), "건설 일보");
  await user.type(screen.getByLabelText("기사 주소"), "https://news.test/a");
  await user.type(screen.getByLabelText("제목"), "세션이 끝난 뒤에 쓴 기사");
  await user.click(screen.getByRole("button", { name: "저장" }));
  const dialog = screen.getByRole("heading", { hidden: true, name: "로그인이 만료되었습니다" }).closest("dialog");
  await waitFor(() => expect(dialog).toHaveAttribute("open"));

  // Back to this tab before signing in anywhere: the dialog stays.
  await act(async () => void window.dispatchEvent(new Event("focus")));
  await waitFor(() => expect(requests.filter((request) => request.url === "/api/staff/session")).toHaveLength(1));
  expect(dialog).toHaveAttribute("open");

  // Signed in in another tab, then back to this one.
  signedIn = true;
  await act(async () => void window.dispatchEvent(new Event("focus")));
  await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  expect(await screen.findByText("‘세션이 끝난 뒤에 쓴 기사’ 기사를 저장했습니다.")).toBeInTheDocument();
  const saves = requests.filter((request) => request.url === "/api/news");
  expect(saves).toHaveLength(2);
  expect(saves[1]).toEqual(saves[0]);
  expect(saves[1]?.body).toMatchObject({
    source: "건설 일보",
    title: "세션이 끝난 뒤에 쓴 기사",
    url: "https://news.test/a",
  });
});
