import { createRef } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { JsonView, type JsonViewHandle } from "@/components/editor/json-view";
import { blankDraft, type EditorDraft } from "@/lib/blog/editor-model";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";

/** The JSON tab, with the handle whose `leave` the editor runs before it leaves the tab. */
async function openJsonTab() {
  const messages = compiledMessages(await loadMessages("ko"));
  const view = createRef<JsonViewHandle>();
  const applied: EditorDraft[] = [];
  const draft = blankDraft("ko");
  draft.list = { ...draft.list, title: "처음 제목" };
  render(
    <NextIntlClientProvider locale="ko" messages={messages}>
      <JsonView draft={draft} onApply={(next) => applied.push(next)} ref={view} />
    </NextIntlClientProvider>,
  );
  const list = screen.getByLabelText("카드 데이터 (data_list)") as HTMLTextAreaElement;
  return { view, applied, list };
}

describe("leaving the editor's JSON tab", () => {
  it("applies what was typed there and not applied yet", async () => {
    const { view, applied, list } = await openJsonTab();
    fireEvent.change(list, { target: { value: list.value.replace("처음 제목", "고친 제목") } });
    let left = false;
    act(() => {
      left = view.current!.leave();
    });
    expect(left).toBe(true);
    expect(applied.map((draft) => draft.list.title)).toEqual(["고친 제목"]);
  });

  it.each([
    [false, "stays, with the error and the text as typed"],
    [true, "drops it only when the writer says so"],
  ])("asks before dropping what does not parse: answered %s, it %s", async (answer) => {
    const asked = jest.spyOn(window, "confirm").mockReturnValue(answer);
    const { view, applied, list } = await openJsonTab();
    fireEvent.change(list, { target: { value: list.value.replace("처음 제목", '고친 "제목') } });
    let left = !answer;
    act(() => {
      left = view.current!.leave();
    });
    expect(asked).toHaveBeenCalledWith(
      "적용하지 않은 JSON 변경 사항이 있습니다. 편집기로 가면 사라집니다. 계속할까요?",
    );
    asked.mockRestore();
    expect(left).toBe(answer);
    expect(applied).toEqual([]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^카드 데이터 \(data_list\): \d+번째 줄 \d+번째 칸에 JSON 문법 오류가 있습니다/,
    );
    expect(list.value).toContain('고친 "제목');
  });

  it("leaves at once when nothing was typed", async () => {
    const { view, applied } = await openJsonTab();
    expect(view.current!.leave()).toBe(true);
    expect(applied).toEqual([]);
  });
});
