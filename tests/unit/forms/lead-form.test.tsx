// The lead form in jsdom with the real messages: what the visitor sees before and while submitting.
// The network is the only stand-in: a recorded fetch that responds like the API (the API itself is
// tested against a real database in tests/api).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadForm } from "@/components/forms/lead-form";
import { whenSchedulingReady } from "@/components/demo/scheduling-ready";
import { CONSENT_VERSION } from "@/content/legal/consent-notice";
import { consentNotices } from "@/lib/content/consent";
import { modularSubmit } from "../../support/lead-payloads";
import { renderWithIntl } from "./render-with-intl";

// The scheduling provider's script is outside jsdom's reach: each test says whether it loads.
jest.mock("@/components/demo/scheduling-ready", () => ({ whenSchedulingReady: jest.fn() }));
const widgetReady = whenSchedulingReady as jest.MockedFunction<typeof whenSchedulingReady>;

interface Call {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}
let calls: Call[];
let events: string[];

/** What the request helper reads of a fetch response (jsdom has no Response class). */
const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as unknown as Response;

beforeAll(() => {
  // jsdom has no modal dialogs; record the opening instead (the order matters for Modular).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    events.push("demo-popup");
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

beforeEach(() => {
  calls = [];
  events = [];
  widgetReady.mockResolvedValue(true);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    };
    calls.push(call);
    events.push(call.url);
    return response(201, { ok: true, id: 1 });
  }) as typeof fetch;
});

async function fillConsulting(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First Name" }), "Mo");
  await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Du");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "mo@modco.test");
  await user.type(screen.getByRole("textbox", { name: "Company" }), "ModCo");
  await user.selectOptions(screen.getByRole("combobox", { name: "Job Title" }), "architect");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Modules please");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
}

/** Fills the Korean form (one 이름), ticks the consent and submits. */
async function submitKorean(
  user: ReturnType<typeof userEvent.setup>,
  lead: { name: string; email: string; company: string; jobTitle: string; message: string },
) {
  await user.type(screen.getByRole("textbox", { name: "이름" }), lead.name);
  await user.type(screen.getByRole("textbox", { name: /^이메일/ }), lead.email);
  await user.type(screen.getByRole("textbox", { name: "회사" }), lead.company);
  await user.selectOptions(screen.getByRole("combobox", { name: "직함" }), lead.jobTitle);
  await user.type(screen.getByRole("textbox", { name: "메시지" }), lead.message);
  await user.click(screen.getByRole("checkbox", { name: consentNotices.ko.label }));
  await user.click(screen.getByRole("button", { name: "제출" }));
}

it("keeps submit enabled; a submit with gaps names each one, sends nothing and focuses the first", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<LeadForm variant="AIConsulting" />);
  const submit = screen.getByRole("button", { name: "Submit" });
  expect(submit).toBeEnabled();
  expect(screen.getByText("*Company email preferred")).toBeInTheDocument();
  await user.click(submit);
  expect(await screen.findByText("Enter your first name.")).toBeInTheDocument();
  expect(screen.getByText("Enter your job title.")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "First Name" })).toHaveFocus();
  expect(calls).toEqual([]);
  await fillConsulting(user);
  await user.clear(screen.getByRole("textbox", { name: "Company" }));
  await user.click(submit);
  expect(await screen.findByText("Enter your company name.")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Company" })).toHaveFocus();
  expect(calls).toEqual([]);
});

it("asks one 이름 in Korean, sent whole as the first name, and fills autocomplete hints on every personal field", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<LeadForm variant="AIConsulting" />, "ko");
  const names = screen.getAllByRole("textbox").map((box) => box.getAttribute("autocomplete"));
  expect(names.slice(0, 3)).toEqual(["name", "email", "organization"]);
  expect(screen.queryByRole("textbox", { name: "성" })).toBeNull();
  expect(screen.getByRole("combobox", { name: "직함" })).toHaveAttribute("autocomplete", "organization-title");

  await user.click(screen.getByRole("button", { name: "제출" }));
  expect(await screen.findByText("이름을 입력해 주세요.")).toBeInTheDocument();
  await submitKorean(user, {
    name: "홍길동",
    email: "gildong@hong.test",
    company: "홍 개발",
    jobTitle: "developer",
    message: "부지 검토",
  });
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]!.body).toMatchObject({ firstName: "홍길동", lastName: "", email: "gildong@hong.test" });
  expect(calls[0]!.headers["x-locale"]).toBe("ko");
});

it("switches job title 'Other' to free text, and the close button back to the list", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<LeadForm variant="AppWaitlist" />);
  await user.selectOptions(screen.getByRole("combobox", { name: "Job Title" }), "other");
  const custom = screen.getByRole("textbox", { name: "Your job title" });
  await waitFor(() => expect(custom).toHaveFocus());
  await user.type(custom, "Planner");
  await user.click(screen.getByRole("button", { name: "Back to the job title list" }));
  expect(screen.getByRole("combobox", { name: "Job Title" })).toHaveValue("");
  expect(await screen.findByText("Enter your job title.")).toBeInTheDocument();
});

it("Modular: posts the submit once, then opens the demo popup once its widget is ready", async () => {
  const user = userEvent.setup({ delay: null });
  window.history.replaceState(null, "", "/modular?utm_source=expo&utm_medium=booth");
  await renderWithIntl(<LeadForm variant="Modular" />);
  await fillConsulting(user);
  await user.click(screen.getByRole("checkbox", { name: "I am interested in an app for modular housing" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Thank you!")).toBeInTheDocument();
  expect(events).toEqual(["/api/leads", "demo-popup"]);
  expect(calls[0]!.body).toEqual({
    form: "Modular",
    ...modularSubmit,
    address: "",
    lotSize: "",
    projectDetail: "",
    homepage: "",
    marketingConsent: false,
    consentVersion: CONSENT_VERSION,
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
    landing_page: "/modular?utm_source=expo&utm_medium=booth",
    referrer: "",
  });
  expect(calls[0]!.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(calls[0]!.headers["x-locale"]).toBe("en");
});

it("Modular: when the scheduling widget cannot load, the one request is made and no popup opens", async () => {
  widgetReady.mockResolvedValue(false);
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<LeadForm variant="Modular" />);
  await fillConsulting(user);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Thank you!")).toBeInTheDocument();
  expect(events).toEqual(["/api/leads"]);
});

it("Modular: no popup when the request fails; the retry carries the same key", async () => {
  const user = userEvent.setup({ delay: null });
  const fetched = global.fetch;
  let failures = 1;
  let failedKey = "";
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (failures-- <= 0) return fetched(url, init);
    events.push("failed");
    failedKey = (init?.headers as Record<string, string>)["idempotency-key"]!;
    return response(500, {});
  }) as typeof fetch;
  await renderWithIntl(<LeadForm variant="Modular" />);
  await fillConsulting(user);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  expect(events).toEqual(["failed"]);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Thank you!")).toBeInTheDocument();
  expect(events).toEqual(["failed", "/api/leads", "demo-popup"]);
  expect(calls[0]!.headers["idempotency-key"]).toBe(failedKey);
});

it("shows the server's localised field message on a 400 and keeps the input", async () => {
  const user = userEvent.setup({ delay: null });
  global.fetch = jest.fn(async () => response(400, { message: "표시된 항목을 확인해 주세요." })) as typeof fetch;
  await renderWithIntl(<LeadForm variant="AIConsulting" />, "ko");
  await submitKorean(user, {
    name: "김민수",
    email: "minsu@kim.test",
    company: "김건축",
    jobTitle: "architect",
    message: "안녕하세요",
  });
  expect(await screen.findByRole("alert")).toHaveTextContent(/^표시된 항목을 확인해 주세요\.$/);
  expect(screen.getByRole("textbox", { name: "회사" })).toHaveValue("김건축");
  expect(screen.getByRole("button", { name: "제출" })).toBeEnabled();
});

it("a city page's trial: the pressed button shows the work, and a press on Submit meanwhile changes nothing", async () => {
  const user = userEvent.setup({ delay: null });
  let answer!: () => void;
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: {}, body: JSON.parse(String(init?.body)) });
    return new Promise<Response>((resolve) => (answer = () => resolve(response(201, { ok: true, id: 1 }))));
  }) as typeof fetch;
  await renderWithIntl(<LeadForm variant="PHXDisc" />);
  await user.type(screen.getByRole("textbox", { name: "First Name" }), "Pat");
  await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Lee");
  await user.type(screen.getByRole("textbox", { name: "Company" }), "Desert Lots");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "pat@desert.test");
  await user.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
  const trial = screen.getByRole("button", { name: "Start a 2-Week Free Trial" });
  const submit = screen.getByRole("button", { name: "Submit" });
  await user.click(trial);

  await waitFor(() => expect(trial).toHaveTextContent("Submitting…"));
  expect(submit).toHaveTextContent("Submit");
  expect(submit).toHaveAttribute("aria-disabled", "true");
  await user.click(submit);
  answer();
  expect(await screen.findByText("Thank you! Your free trial request is in.")).toBeInTheDocument();
  expect(calls.map((call) => call.body.form)).toEqual(["PHXTrial"]);
});
