/** @jest-environment jsdom */
// The writer's toolbar buttons a mouse user has for lists and history: a list button turns the line into
// a list and shows itself pressed, Undo takes that back and Redo does it again, each reaching the post's
// document (what a save sends). The keyboard's own paths are tried in tests/e2e/blog-writer.spec.ts.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Writer } from "@/components/editor/writer/writer";
import type { DocNode } from "@/lib/blog/editor-doc";
import { renderWithIntl } from "../forms/render-with-intl";

// jsdom lays nothing out: ProseMirror asks where the caret is to scroll it into view.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});

const line: DocNode = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "첫 줄" }] }] };

it("turns a line into a list, and Undo and Redo take it back and forth", async () => {
  const user = userEvent.setup({ delay: null });
  const docs: DocNode[] = [];
  await renderWithIntl(<Writer initialDoc={line} onChange={(doc) => docs.push(doc)} call={jest.fn()} />, "ko");
  const bullet = await screen.findByRole("button", { name: "• 목록" });
  const undo = screen.getByRole("button", { name: "실행 취소" });
  const redo = screen.getByRole("button", { name: "다시 실행" });
  await waitFor(() => expect(bullet).toBeEnabled());
  expect(undo).toBeDisabled();
  expect(redo).toBeDisabled();
  // The writer keeps an empty line after the last block, for the caret.
  const firstBlock = () => docs.at(-1)?.content?.[0]?.type;

  await user.click(bullet);
  await waitFor(() => expect(bullet).toHaveAttribute("aria-pressed", "true"));
  expect(firstBlock()).toBe("bulletList");
  expect(JSON.stringify(docs.at(-1))).toContain("첫 줄");
  expect(undo).toBeEnabled();

  await user.click(undo);
  await waitFor(() => expect(bullet).toHaveAttribute("aria-pressed", "false"));
  expect(firstBlock()).toBe("paragraph");
  expect(redo).toBeEnabled();

  await user.click(redo);
  await waitFor(() => expect(bullet).toHaveAttribute("aria-pressed", "true"));
  expect(firstBlock()).toBe("bulletList");

  // The numbered list takes the bulleted one's place.
  await user.click(screen.getByRole("button", { name: "1. 목록" }));
  await waitFor(() => expect(firstBlock()).toBe("orderedList"));
  await act(async () => {});
});
