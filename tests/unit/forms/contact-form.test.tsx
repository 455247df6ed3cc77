// The contact form in jsdom with the real Korean messages; the network is a recorded fetch (the API and
// the row it stores are tested against a real database in tests/api).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/forms/contact-form";
import { consentNotices } from "@/lib/content/consent";
import { renderWithIntl } from "./render-with-intl";

let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 201, text: async () => JSON.stringify({ ok: true, id: 1 }) } as unknown as Response;
  }) as typeof fetch;
});

it("empties the form after a send, its character count included", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<ContactForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: /^회사/ }), "홍길동건설");
  await user.type(screen.getByRole("textbox", { name: /^이름/ }), "홍길동");
  await user.type(screen.getByRole("textbox", { name: /^이메일/ }), "gildong@hong.test");
  await user.selectOptions(screen.getByRole("combobox", { name: /^문의 목적/ }), "billing");
  const message = screen.getByRole("textbox", { name: /^메시지/ });
  await user.type(message, "역세권 부지 검토");
  expect(screen.getByText("9 / 5,000자")).toBeInTheDocument();
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  await user.click(screen.getByRole("button", { name: "제출" }));

  expect(await screen.findByText("문의가 접수되었습니다. 감사합니다.")).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(message).toHaveValue("");
  expect(screen.getByText("0 / 5,000자")).toBeInTheDocument();
});
