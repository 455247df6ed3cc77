/** @jest-environment jsdom */
// The inbox's bulk bar counts the ticked rows the page shows: when a bulk change hides rows (marked
// spam in a view without spam), the refreshed page's render already counts without them. The network
// is a recorded fetch; the bulk route itself is tested against a real database in tests/api/lead-owners.test.ts.
import { act, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import userEvent from "@testing-library/user-event";
import { BulkForm, BulkJump } from "@/components/staff/inbox/bulk-form";
import { InboxSelection, RowCheckbox, SelectAllCheckbox } from "@/components/staff/inbox/selection";
import { renderWithIntl } from "../forms/render-with-intl";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

let bodies: { items: string[] }[];
beforeEach(() => {
  bodies = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { items: string[] };
    bodies.push(body);
    return { status: 200, text: async () => JSON.stringify({ changed: body.items.length }) } as unknown as Response;
  }) as typeof fetch;
});

/** The rows ("kind/id") the server's page shows; `show` stands for router.refresh() bringing new ones. */
let show: (rows: string[]) => void = () => undefined;
function Inbox({ first }: { first: string[] }) {
  const [rows, setRows] = useState(first);
  useEffect(() => {
    show = (next) => act(() => setRows(next));
  }, []);
  return inbox(rows);
}

/** The inbox's table and its bulk bar, as the page renders them. */
const inbox = (rows: string[]) => (
  <InboxSelection rows={rows}>
    <BulkJump />
    <table>
      <thead>
        <tr>
          <th>
            <SelectAllCheckbox label={`이 페이지의 ${rows.length}건 모두 선택`} />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <td>
              <RowCheckbox row={row} label={`${row} 선택`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    <BulkForm owners={[]} />
  </InboxSelection>
);

it("drops rows a bulk change hid from the count in the render that hides them", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<Inbox first={["contact/1", "contact/2", "contact/3"]} />, "ko");
  const bar = screen.getByRole("form", { name: "선택한 항목 일괄 변경" });
  await user.click(screen.getByRole("checkbox", { name: "contact/1 선택" }));
  await user.click(screen.getByRole("checkbox", { name: "contact/2 선택" }));
  expect(bar.textContent).toContain("2건 선택");

  await user.selectOptions(screen.getByLabelText("스팸"), "스팸으로 표시");
  await user.click(screen.getByRole("button", { name: "선택 항목 변경" }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(bodies).toEqual([{ items: ["contact/1", "contact/2"], spam: true }]);

  // The refreshed page, without the two spam rows; the next page's first row moved up.
  show(["contact/3", "contact/4"]);
  expect(bar.textContent).toContain("0건 선택");
  expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked)).toEqual([]);

  // A ticked row that stays is still counted, and is all the next change sends.
  await user.click(screen.getByRole("checkbox", { name: "contact/3 선택" }));
  show(["contact/3"]);
  expect(bar.textContent).toContain("1건 선택");
  await user.click(screen.getByRole("button", { name: "선택 항목 변경" }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toEqual({ items: ["contact/3"], spam: true });
});

it("keeps a box ticked before the page hydrated, and counts it with the next one", async () => {
  const messages = compiledMessages(await loadMessages("ko"));
  const page = (
    <NextIntlClientProvider locale="ko" messages={messages}>
      {inbox(["contact/1", "contact/2"])}
    </NextIntlClientProvider>
  );
  // The server's HTML, ticked by a marketer before the page's scripts ran; then React takes it over.
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const box = (row: string) => screen.getByRole("checkbox", { name: `${row} 선택` }) as HTMLInputElement;
  box("contact/1").click();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });

  await userEvent.setup({ delay: null }).click(box("contact/2"));
  expect(box("contact/1").checked).toBe(true);
  expect(box("contact/2").checked).toBe(true);
  expect(screen.getByRole("form", { name: "선택한 항목 일괄 변경" }).textContent).toContain("2건 선택");
  act(() => root?.unmount());
  container.remove();
});

it("ticks every row of the page from the table head's box, then leads past the rows to the bar", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<Inbox first={["contact/1", "contact/2", "report/3"]} />, "ko");
  const all = screen.getByRole("checkbox", { name: "이 페이지의 3건 모두 선택" }) as HTMLInputElement;
  const rows = () => screen.getAllByRole("checkbox", { name: / 선택$/ }).filter((box) => box !== all);
  expect(screen.queryByRole("link", { name: /일괄 변경하기/ })).toBeNull();

  await user.click(all);
  expect(rows().map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
  const bar = screen.getByRole("form", { name: "선택한 항목 일괄 변경" });
  expect(bar.textContent).toContain("3건 선택");

  // One row unticked: the head's box is mixed; ticking it again ticks them all.
  await user.click(screen.getByRole("checkbox", { name: "contact/2 선택" }));
  expect(all).toBePartiallyChecked();
  expect(bar.textContent).toContain("2건 선택");
  await user.click(all);
  expect(all).toBeChecked();
  expect(bar.textContent).toContain("3건 선택");

  // The link above the table goes straight to the bar's first field.
  await user.click(screen.getByRole("link", { name: "선택한 3건 일괄 변경하기" }));
  expect(screen.getByLabelText("상태")).toHaveFocus();

  await user.click(all);
  expect(rows().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
  expect(bar.textContent).toContain("0건 선택");
  expect(screen.queryByRole("link", { name: /일괄 변경하기/ })).toBeNull();
  show([]);
  expect(screen.getByRole("checkbox", { name: "이 페이지의 0건 모두 선택" })).toBeDisabled();
});
