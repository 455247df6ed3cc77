// The contact and sign-up forms (both sent to the team by e-mail) in jsdom with the real messages, in
// Korean and in English: the fields each page asks, the phone number as it is typed, the button while
// sending and the form after a send. The network is a recorded fetch (the API and the row it
// stores are tested against a real database in tests/api/korean-forms.test.ts).
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/forms/contact-form";
import { SignupForm } from "@/components/forms/signup-form";
import { consentNotices } from "@/lib/content/consent";
import { renderWithIntl } from "./render-with-intl";

// The thank-you panel's link reads the router (jsdom has no Next app around it).
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => null,
  usePathname: () => "/signup",
  useParams: () => ({ locale: "ko" }),
}));

let bodies: Record<string, unknown>[];

beforeEach(() => {
  bodies = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 201, text: async () => JSON.stringify({ ok: true, id: 1 }) } as unknown as Response;
  }) as typeof fetch;
});

it("asks one 이름 and no state in Korean, writes the phone 010-0000-0000 as it is typed and sends it so", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<SignupForm />, "ko");
  expect(screen.getByRole("textbox", { name: "이름" })).toHaveAttribute("autocomplete", "name");
  expect(screen.queryByRole("textbox", { name: "성" })).toBeNull();
  expect(screen.queryByRole("textbox", { name: "주/도" })).toBeNull();

  const phone = screen.getByRole("textbox", { name: "전화번호" });
  await user.type(phone, "0101234");
  expect(phone).toHaveValue("010-1234");
  await user.type(phone, "5678");
  expect(phone).toHaveValue("010-1234-5678");

  await user.type(screen.getByRole("textbox", { name: "이름" }), "홍길동");
  await user.type(screen.getByRole("textbox", { name: /^회사 이메일/ }), "gildong@hong.test");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  await user.click(screen.getByRole("button", { name: "이용 신청" }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ first_name: "홍길동", last_name: "", phone: "010-1234-5678", state: "" });
});

it("says in Korean what shape a phone number takes", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<SignupForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: "이름" }), "홍길동");
  await user.type(screen.getByRole("textbox", { name: /^회사 이메일/ }), "gildong@hong.test");
  await user.type(screen.getByRole("textbox", { name: "전화번호" }), "1234");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  await user.click(screen.getByRole("button", { name: "이용 신청" }));
  expect(
    await screen.findByText("전화번호를 010-1234-5678, 02-123-4567, 1588-1234처럼 입력해 주세요."),
  ).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it("keeps first and last name, state and the number as typed in English", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<SignupForm />, "en");
  expect(screen.getByRole("textbox", { name: "First Name" })).toHaveAttribute("autocomplete", "given-name");
  expect(screen.getByRole("textbox", { name: "Last Name" })).toHaveAttribute("autocomplete", "family-name");
  expect(screen.getByRole("textbox", { name: "State" })).toBeInTheDocument();
  const phone = screen.getByRole("textbox", { name: "Phone" });
  await user.type(phone, "01012345678");
  expect(phone).toHaveValue("01012345678");
});

it("keeps the focus on its button and says it is sending while the request runs; a second press sends nothing", async () => {
  const user = userEvent.setup({ delay: null });
  let answer!: () => void;
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Promise<Response>((resolve) => {
      answer = () =>
        resolve({
          ok: true,
          status: 201,
          text: async () => JSON.stringify({ ok: true, id: 1 }),
        } as unknown as Response);
    });
  }) as typeof fetch;
  await renderWithIntl(<SignupForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: "이름" }), "홍길동");
  await user.type(screen.getByRole("textbox", { name: /^회사 이메일/ }), "gildong@hong.test");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  const button = screen.getByRole("button", { name: "이용 신청" });
  button.focus();
  await user.keyboard("{Enter}");

  await waitFor(() => expect(button).toHaveTextContent("제출 중…"));
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(bodies).toHaveLength(1);

  answer();
  expect(await screen.findByRole("link", { name: "제품 소개 보기" })).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
});

it("the contact form is emptied after a send, its character count included", async () => {
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

  expect(await screen.findByText("문의가 접수되었습니다. 담당자가 확인한 뒤 연락드리겠습니다.")).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  await user.click(screen.getByRole("button", { name: "새 문의 작성" }));
  expect(message).toHaveValue("");
  expect(screen.getByText("0 / 5,000자")).toBeInTheDocument();
});

it("the contact form drawn again (a reload, Back after a link) gives back what was typed, its count too, but not the consent", async () => {
  const user = userEvent.setup({ delay: null });
  const first = await renderWithIntl(<ContactForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: /^회사/ }), "홍길동건설");
  await user.selectOptions(screen.getByRole("combobox", { name: /^문의 목적/ }), "billing");
  await user.type(screen.getByRole("textbox", { name: /^메시지/ }), "역세권 부지 검토");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  first.unmount();

  await renderWithIntl(<ContactForm />, "ko");
  expect(screen.getByRole("textbox", { name: /^회사/ })).toHaveValue("홍길동건설");
  expect(screen.getByRole("combobox", { name: /^문의 목적/ })).toHaveValue("billing");
  expect(screen.getByRole("textbox", { name: /^메시지/ })).toHaveValue("역세권 부지 검토");
  expect(screen.getByText("9 / 5,000자")).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: consentNotices.ko.label })).not.toBeChecked();
});

it("the contact form keeps no draft once sent", async () => {
  const user = userEvent.setup({ delay: null });
  const first = await renderWithIntl(<ContactForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: /^회사/ }), "홍길동건설");
  await user.type(screen.getByRole("textbox", { name: /^이름/ }), "홍길동");
  await user.type(screen.getByRole("textbox", { name: /^이메일/ }), "gildong@hong.test");
  await user.selectOptions(screen.getByRole("combobox", { name: /^문의 목적/ }), "billing");
  await user.type(screen.getByRole("textbox", { name: /^메시지/ }), "역세권 부지 검토");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  await user.click(screen.getByRole("button", { name: "제출" }));
  expect(await screen.findByText("감사합니다")).toBeInTheDocument();
  first.unmount();

  await renderWithIntl(<ContactForm />, "ko");
  expect(screen.getByRole("textbox", { name: /^회사/ })).toHaveValue("");
  expect(screen.getByRole("textbox", { name: /^메시지/ })).toHaveValue("");
  expect(screen.getByText("0 / 5,000자")).toBeInTheDocument();
});

describe("the thank-you after a send", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("the contact form's stays until the visitor asks for a new message, which gives the empty form with the focus in it", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    await renderWithIntl(<ContactForm />, "en");
    await user.type(screen.getByRole("textbox", { name: /^Company/ }), "Acme Builders");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Jane Contact");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "jane@acme.test");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Purpose/ }), "billing");
    await user.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Thank youWe have received your inquiry. Someone from our team will read it and get back to you.",
    );
    const again = screen.getByRole("button", { name: "New message" });
    // The field that had the focus is hidden: it is on the button that offers a new message.
    expect(again).toHaveFocus();
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole("status")).toHaveTextContent(
      "We have received your inquiry. Someone from our team will read it and get back to you.",
    );
    expect(bodies).toHaveLength(1);

    await user.click(again);
    expect(screen.queryByRole("status")).toBeNull();
    // The press that brought the form back did not submit it as well: nothing is marked, nothing sent.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/^Enter your company name/)).toBeNull();
    expect(bodies).toHaveLength(1);
    const company = screen.getByRole("textbox", { name: /^Company/ });
    expect(company).toHaveValue("");
    expect(company).toHaveFocus();
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
  });

  it("the sign-up form's stays too", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    await renderWithIntl(<SignupForm />, "ko");
    await user.type(screen.getByRole("textbox", { name: "이름" }), "홍길동");
    await user.type(screen.getByRole("textbox", { name: /^회사 이메일/ }), "gildong@hong.test");
    await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
    await user.click(screen.getByRole("button", { name: "이용 신청" }));
    expect(await screen.findByRole("link", { name: "제품 소개 보기" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole("status")).toHaveTextContent("감사합니다! 최대한 빨리 연락드리겠습니다.");
    expect(screen.queryByRole("button", { name: "이용 신청" })).toBeNull();
  });
});
