/** @jest-environment jsdom */
// A fast hand on a staff page types, chooses or ticks before React hydrates (the e2e staff-admin spec did
// once on CI): each form keeps that input, wakes the button it gates and sends it. The page is the server's
// HTML, changed by hand, then hydrated; the network is a recorded fetch.
import { act, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { AccountActions } from "@/components/staff/accounts/account-actions";
import { InviteForm } from "@/components/staff/accounts/invite-form";
import { NoteForm } from "@/components/staff/detail/note-form";
import { OwnerForm } from "@/components/staff/detail/owner-form";
import { ReplyForm } from "@/components/staff/detail/reply-form";
import { StatusForm } from "@/components/staff/detail/status-form";
import { PrivacyActions } from "@/components/staff/privacy/privacy-actions";
import { PrivacyAnswerForm } from "@/components/staff/privacy/privacy-answer-form";
import { replyTemplates } from "@/content/staff/reply-templates";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

let sent: { url: string; body: unknown }[];
let root: Root | undefined;
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return { status: 200, text: async () => JSON.stringify({ ok: true }) } as unknown as Response;
  }) as typeof fetch;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The server's HTML of `ui`, changed by `early` before any script runs; then React hydrates it. */
async function hydrateAfter(ui: ReactNode, early: (page: HTMLElement) => void) {
  const messages = compiledMessages(await loadMessages("en"));
  const page = (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  early(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

const field = <T extends HTMLElement = HTMLInputElement>(page: HTMLElement, selector: string) =>
  page.querySelector<T>(selector)!;

/** A press after hydration that renders again: the input typed before it must still be there. */
async function press(name: string) {
  const button = screen.getByRole("button", { name });
  expect(button).toBeEnabled();
  await act(async () => button.click());
}

it("an invite keeps the address and role given before hydration, and sends them", async () => {
  await hydrateAfter(<InviteForm />, (page) => {
    field(page, "#invite-email").value = "new.hire@example.com";
    field<HTMLSelectElement>(page, "#invite-role").value = "editor";
  });
  await press("Send invite");
  await waitFor(() =>
    expect(sent).toEqual([{ url: "/api/staff/accounts", body: { email: "new.hire@example.com", role: "editor" } }]),
  );
});

it("a note typed before hydration is added", async () => {
  await hydrateAfter(<NoteForm url="/api/staff/submissions/contact/1" />, (page) => {
    field<HTMLTextAreaElement>(page, "#new-note").value = "Called back, wants a quote.";
  });
  expect(field<HTMLTextAreaElement>(document.body, "#new-note").value).toBe("Called back, wants a quote.");
  await press("Add note");
  await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ note: "Called back, wants a quote." }]));
});

it("an owner and follow-up day, and a status, chosen before hydration are saved", async () => {
  await hydrateAfter(
    <>
      <OwnerForm url="/api/x" owners={[{ id: "u1", name: "Hana" }]} owner={null} followUp="" />
      <StatusForm url="/api/y" status="new" />
    </>,
    (page) => {
      field<HTMLSelectElement>(page, "#lead-owner").value = "u1";
      field(page, "#lead-follow-up").value = "2026-12-01";
      field<HTMLSelectElement>(page, "#workflow-status").value = "won";
    },
  );
  await press("Save");
  await press("Save status");
  await waitFor(() =>
    expect(sent).toEqual([
      { url: "/api/x", body: { owner: "u1", followUp: "2026-12-01" } },
      { url: "/api/y", body: { status: "won" } },
    ]),
  );
});

it("a privacy answer keeps the subject edited and the box ticked before hydration", async () => {
  const draft = { subject: "Your request", body: "Hello,\n\nWe erased everything but the invoice." };
  await hydrateAfter(
    <PrivacyAnswerForm id={7} email="ada@person.test" language="English" draft={draft} held />,
    (page) => {
      field(page, "#answer-subject").value = "Your erasure request";
      field(page, "#answer-held-confirm").checked = true;
    },
  );
  await press("Send answer and mark answered");
  await waitFor(() =>
    expect(sent).toEqual([
      {
        url: "/api/staff/privacy-requests/7/answer",
        body: { subject: "Your erasure request", body: draft.body, confirmHeld: true },
      },
    ]),
  );
});

/** Presses Send and waits for the one English reply the form posts. */
async function sendsEnglishReply(subject: string, body: string) {
  await press("Send");
  await waitFor(() => expect(sent).toEqual([{ url: "/api/z/reply", body: { language: "en", subject, body } }]));
}

it("a reply's language chosen before hydration brings its template, and text typed then is kept", async () => {
  await hydrateAfter(
    <ReplyForm url="/api/z" email="lead@person.test" language="ko" templates={replyTemplates} />,
    (page) => {
      field<HTMLSelectElement>(page, "#reply-language").value = "en";
    },
  );
  expect(field(document.body, "#reply-subject").value).toBe(replyTemplates.en.thanks.subject);

  await act(async () => root?.unmount());
  document.body.innerHTML = "";
  await hydrateAfter(
    <ReplyForm url="/api/z" email="lead@person.test" language="en" templates={replyTemplates} />,
    (page) => {
      field(page, "#reply-subject").value = "About your project";
    },
  );
  await sendsEnglishReply("About your project", replyTemplates.en.thanks.body);
});

it("a reply's subject typed and template chosen before hydration: the subject stays, the template brings its text", async () => {
  await hydrateAfter(
    <ReplyForm url="/api/z" email="lead@person.test" language="en" templates={replyTemplates} />,
    (page) => {
      field(page, "#reply-subject").value = "About your project";
      field<HTMLSelectElement>(page, "#reply-template").value = "call";
    },
  );
  expect(field<HTMLSelectElement>(document.body, "#reply-template").value).toBe("call");
  expect(field(document.body, "#reply-subject").value).toBe("About your project");
  expect(field<HTMLTextAreaElement>(document.body, "#reply-body").value).toBe(replyTemplates.en.call.body);
  await sendsEnglishReply("About your project", replyTemplates.en.call.body);
});

it("the order confirmation chosen before hydration brings its own text over one typed then: that text is the contract", async () => {
  const confirmation = { subject: "Order confirmation FR-000001", body: "Reference number: FR-000001\n\nRefunds" };
  const report = { ko: replyTemplates.ko, en: { ...replyTemplates.en, confirmation } };
  await hydrateAfter(<ReplyForm url="/api/z" email="lead@person.test" language="en" templates={report} />, (page) => {
    field(page, "#reply-subject").value = "About your project";
    field<HTMLTextAreaElement>(page, "#reply-body").value = "Thanks for the files.";
    field<HTMLSelectElement>(page, "#reply-template").value = "confirmation";
  });
  expect(field<HTMLSelectElement>(document.body, "#reply-template").value).toBe("confirmation");
  expect(field<HTMLTextAreaElement>(document.body, "#reply-body").value).toBe(confirmation.body);
  await press("Send");
  await waitFor(() =>
    expect(sent).toEqual([
      {
        url: "/api/z/reply",
        body: { language: "en", subject: "About your project", body: confirmation.body, confirmation: true },
      },
    ]),
  );
});

it("a role chosen and an erasure confirmed before hydration wake their buttons", async () => {
  await hydrateAfter(
    <>
      <AccountActions
        id="acc1"
        email="hana@example.com"
        name="Hana"
        role="marketing"
        state="active"
        self={false}
        locked={false}
        twoFactor={false}
      />
      <PrivacyActions email="ada@person.test" />
    </>,
    (page) => {
      field<HTMLSelectElement>(page, "#role-acc1").value = "editor";
      field(page, "#privacy-erase-sure").checked = true;
    },
  );
  await press("Save role");
  await press("Erase everything");
  await waitFor(() =>
    expect(sent).toEqual([
      { url: "/api/staff/accounts/acc1", body: { role: "editor" } },
      { url: "/api/staff/privacy/erase", body: { email: "ada@person.test" } },
    ]),
  );
});
