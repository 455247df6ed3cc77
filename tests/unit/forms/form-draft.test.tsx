// The forms' drafts (components/forms/use-form-draft.ts) in jsdom: a small form on the hook, unmounted
// and drawn again as a reload, a closed popup or a link followed in the page would. jsdom's
// sessionStorage stands for the tab's; jest-setup.ts empties it before each test.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DRAFT_SAVE_MS, draftKey, useFormDraft } from "@/components/forms/use-form-draft";
import { renderWithIntl } from "./render-with-intl";

const empty = { name: "", note: "", kinds: [] as string[], privacyConsent: false, homepage: "" };
type Input = typeof empty;

let restoredExtra: unknown[];

interface DraftFormProps {
  /** Keeps a step beside the values, as the wizard does, with a button that moves it on. */
  withStep?: boolean;
  /**
   * What the name field holds before the draft is read: react-hook-form takes what the browser restored
   * or the visitor typed before the page's scripts ran.
   */
  typedFirst?: string;
}

function DraftForm({ withStep = false, typedFirst }: DraftFormProps) {
  const form = useForm<Input>({ defaultValues: typedFirst ? { ...empty, name: typedFirst } : empty });
  const [step, setStep] = useState(0);
  const draft = useFormDraft(form, "test", empty, {
    extra: withStep ? { step } : undefined,
    onRestore: (kept) => restoredExtra.push(kept),
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <label>
        Name <input {...form.register("name")} />
      </label>
      {/* Stands for a successful send. */}
      <button type="button" onClick={draft.clear}>
        Sent
      </button>
      {withStep && (
        <button type="button" onClick={() => setStep(step + 1)}>
          Step {step}
        </button>
      )}
      <label>
        Note <textarea {...form.register("note")} />
      </label>
      <label>
        Steel <input type="checkbox" value="steel" {...form.register("kinds")} />
      </label>
      <label>
        I agree <input type="checkbox" {...form.register("privacyConsent")} />
      </label>
      <label>
        Homepage <input {...form.register("homepage")} />
      </label>
    </form>
  );
}

const stored = (locale = "en", name = "test") => {
  const text = window.sessionStorage.getItem(draftKey(name, locale));
  return text === null ? null : (JSON.parse(text) as { values: Record<string, unknown>; extra?: unknown });
};

beforeEach(() => {
  restoredExtra = [];
});

it("keeps what is typed in this tab and gives it back to the form drawn again, consent and honeypot left out", async () => {
  const user = userEvent.setup({ delay: null });
  const first = await renderWithIntl(<DraftForm />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada Kim");
  await user.type(screen.getByRole("textbox", { name: "Note" }), "Two towers");
  await user.click(screen.getByRole("checkbox", { name: "Steel" }));
  await user.click(screen.getByRole("checkbox", { name: "I agree" }));
  await user.type(screen.getByRole("textbox", { name: "Homepage" }), "spam.test");
  await waitFor(() => expect(stored()?.values).toEqual({ name: "Ada Kim", note: "Two towers", kinds: ["steel"] }));
  expect(window.localStorage.length).toBe(0);
  first.unmount();

  await renderWithIntl(<DraftForm />);
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Kim");
  expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("Two towers");
  expect(screen.getByRole("checkbox", { name: "Steel" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "I agree" })).not.toBeChecked();
  expect(screen.getByRole("textbox", { name: "Homepage" })).toHaveValue("");
});

it("writes after typing pauses, and at once when the form goes away", async () => {
  const user = userEvent.setup({ delay: null });
  const view = await renderWithIntl(<DraftForm />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
  expect(stored()).toBeNull();
  await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_MS + 50)));
  expect(stored()?.values).toEqual({ name: "Ada" });

  await user.type(screen.getByRole("textbox", { name: "Name" }), " Kim");
  view.unmount();
  expect(stored()?.values).toEqual({ name: "Ada Kim" });
});

it("writes what is pending when the page is hidden (a reload, a switched app)", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<DraftForm />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
  window.dispatchEvent(new Event("pagehide"));
  expect(stored()?.values).toEqual({ name: "Ada" });
});

it("keeps a draft per page language", async () => {
  const user = userEvent.setup({ delay: null });
  const korean = await renderWithIntl(<DraftForm />, "ko");
  await user.type(screen.getByRole("textbox", { name: "Name" }), "홍길동");
  korean.unmount();
  expect(stored("ko")?.values).toEqual({ name: "홍길동" });

  await renderWithIntl(<DraftForm />, "en");
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
});

it("never overwrites a field filled before the draft was read, and ignores fields the form no longer has", async () => {
  window.sessionStorage.setItem(
    draftKey("test", "en"),
    JSON.stringify({ values: { name: "Old", note: "Kept", gone: "x", kinds: "not-a-list" } }),
  );
  await renderWithIntl(<DraftForm typedFirst="Typed" />);
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Typed");
  expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("Kept");
  expect(screen.getByRole("checkbox", { name: "Steel" })).not.toBeChecked();
});

it("keeps the extra state beside the values and hands it back once on restore", async () => {
  const user = userEvent.setup({ delay: null });
  const view = await renderWithIntl(<DraftForm withStep />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
  await user.click(screen.getByRole("button", { name: "Step 0" }));
  await waitFor(() => expect(stored()).toEqual({ values: { name: "Ada" }, extra: { step: 1 } }));
  await user.click(screen.getByRole("button", { name: "Step 1" }));
  view.unmount();
  expect(stored()).toEqual({ values: { name: "Ada" }, extra: { step: 2 } });
  expect(restoredExtra).toEqual([]);

  await renderWithIntl(<DraftForm withStep />);
  expect(restoredExtra).toEqual([{ step: 2 }]);
});

it("is gone after clear() (a successful send), and an emptied form keeps none", async () => {
  const user = userEvent.setup({ delay: null });
  const view = await renderWithIntl(<DraftForm />);
  const name = screen.getByRole("textbox", { name: "Name" });
  await user.type(name, "Ada");
  await user.click(screen.getByRole("button", { name: "Sent" }));
  view.unmount();
  expect(stored()).toBeNull();

  await renderWithIntl(<DraftForm />);
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Bo");
  await waitFor(() => expect(stored()).not.toBeNull());
  await user.clear(screen.getByRole("textbox", { name: "Name" }));
  await waitFor(() => expect(stored()).toBeNull());
});

it("goes on without a draft where the browser refuses storage", async () => {
  const user = userEvent.setup({ delay: null });
  const refuse = jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  try {
    const view = await renderWithIntl(<DraftForm />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    view.unmount();
    await renderWithIntl(<DraftForm />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  } finally {
    refuse.mockRestore();
  }
});
