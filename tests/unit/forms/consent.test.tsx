// Issue 29: every form that collects personal data shows the required consent with its four items
// (what, why, how long, the right to refuse) one click away, refuses a submit without it, and sends
// it with the visit's landing. Real messages and schemas in jsdom; only the network is recorded.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { ContactForm } from "@/components/forms/contact-form";
import { LeadForm } from "@/components/forms/lead-form";
import { SignupForm } from "@/components/forms/signup-form";
import { CallbackForm } from "@/components/demo/callback-form";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { whenSchedulingReady } from "@/components/demo/scheduling-ready";
import { CONSENT_VERSION, consentTerms, type ConsentForm } from "@/content/legal/consent-notice";
import { consentNotices } from "@/lib/content/consent";
import { rememberLanding } from "@/components/shell/shell-effects";
import { leadVariants } from "@/lib/validation/lead-variants";
import { reportPriceSettingsSchema } from "@/lib/config/report-prices";
import { priceList } from "@/lib/money/prices";
import { renderWithIntl } from "./render-with-intl";
import { fillReportWizardToObjectives } from "../report/support/wizard-steps";

jest.mock("@/components/demo/scheduling-ready", () => ({ whenSchedulingReady: jest.fn() }));

let calls: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  (whenSchedulingReady as jest.Mock).mockResolvedValue(false);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return { ok: true, status: 201, text: async () => '{"ok":true,"id":1}' } as unknown as Response;
  }) as typeof fetch;
});

const forms: [string, ConsentForm, () => ReactNode, boolean][] = [
  ["contact form", "contact", () => <ContactForm />, false],
  ["sign-up form", "signup", () => <SignupForm />, true],
  ["demo call-back", "callback", () => <CallbackForm trigger="header" />, false],
  ["newsletter", "newsletter", () => <NewsletterForm />, false],
  ...leadVariants.map(
    (variant) =>
      [`lead form ${variant}`, "lead", () => <LeadForm variant={variant} />, true] as [
        string,
        ConsentForm,
        () => ReactNode,
        boolean,
      ],
  ),
];

describe.each(["en", "ko"] as const)("in %s", (locale) => {
  const notice = consentNotices[locale];
  const submitName = locale === "en" ? /submit|request|subscribe/i : /제출|신청|요청|확인/;

  it.each(forms)(
    "%s: the required checkbox with its four items; a submit without it sends nothing",
    async (_, form, ui, marketing) => {
      const user = userEvent.setup({ delay: null });
      await renderWithIntl(ui(), locale);
      const box = screen.getByRole("checkbox", { name: notice.label });
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute("aria-required", "true");
      const details = screen.getAllByText(notice.more)[0]!.closest("details")!;
      expect(details).not.toHaveAttribute("open");
      const items = within(details);
      for (const heading of Object.values(notice.headings)) expect(items.getByText(heading)).toBeInTheDocument();
      expect(items.getByText(notice.collected[form])).toBeInTheDocument();
      // The newsletter's purpose, retention and refusal are its own; the other forms share theirs.
      const terms = consentTerms(notice, form);
      expect(items.getByText(terms.purpose)).toBeInTheDocument();
      expect(items.getByText(terms.retention)).toBeInTheDocument();
      expect(items.getByText(terms.refusal)).toBeInTheDocument();
      // The marketing opt-in is separate and optional, where the form offers news.
      const optIn = screen.queryByRole("checkbox", { name: notice.marketing.label });
      expect(optIn !== null).toBe(marketing);

      await user.click(screen.getAllByRole("button", { name: submitName })[0]!);
      const message =
        locale === "en"
          ? "Please agree to the collection and use of your personal information."
          : "개인정보 수집·이용에 동의해 주세요.";
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(calls).toEqual([]);
    },
  );
});

it("contact form: filled in but not agreed, nothing is sent; agreed, it sends the consent and the visit's landing", async () => {
  window.history.replaceState(
    null,
    "",
    "/en/report?utm_source=naver&utm_medium=cpc&utm_campaign=launch&utm_term=ai&utm_content=a",
  );
  Object.defineProperty(document, "referrer", { value: "https://search.naver.com/", configurable: true });
  rememberLanding();
  // Internal navigation: the landing stays the visit's first page.
  window.history.replaceState(null, "", "/en/contact");
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<ContactForm />);
  await user.type(screen.getByRole("textbox", { name: /^Company/ }), "Acme");
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Jane Doe");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "jane@acme.test");
  await user.selectOptions(screen.getByRole("combobox", { name: /^Purpose/ }), "billing");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(
    await screen.findByText("Please agree to the collection and use of your personal information."),
  ).toBeInTheDocument();
  expect(calls).toEqual([]);

  await user.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Thank you")).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.body).toMatchObject({
    tag: "Contact",
    privacyConsent: true,
    marketingConsent: false,
    consentVersion: CONSENT_VERSION,
    utm_source: "naver",
    utm_medium: "cpc",
    utm_campaign: "launch",
    utm_term: "ai",
    utm_content: "a",
    landing_page: "/en/report?utm_source=naver&utm_medium=cpc&utm_campaign=launch&utm_term=ai&utm_content=a",
    referrer: "https://search.naver.com/",
  });
});

it("newsletter: without both boxes nothing is sent; agreed, it sends both consents and the visit's landing", async () => {
  window.history.replaceState(null, "", "/en/blog?utm_source=newsletter-ad&utm_campaign=autumn");
  rememberLanding();
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<NewsletterForm />);
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "reader@news.test");
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(
    await screen.findByText("Please agree to the collection and use of your personal information."),
  ).toBeInTheDocument();
  expect(await screen.findByText("Please agree to receive advertising e-mail.")).toBeInTheDocument();
  expect(calls).toEqual([]);
  // Not the other forms' optional opt-in: this form's own required advertising consent.
  expect(screen.queryByRole("checkbox", { name: consentNotices.en.marketing.label })).toBeNull();

  await user.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText("Please agree to receive advertising e-mail.")).toBeInTheDocument();
  expect(calls).toEqual([]);
  await user.click(screen.getByRole("checkbox", { name: "[Required] I agree to receive advertising e-mail" }));
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Check your e-mail:");
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe("/api/subscribe");
  expect(calls[0]!.body).toMatchObject({
    email: "reader@news.test",
    privacyConsent: true,
    marketingConsent: true,
    consentVersion: CONSENT_VERSION,
    utm_source: "newsletter-ad",
    utm_campaign: "autumn",
    landing_page: "/en/blog?utm_source=newsletter-ad&utm_campaign=autumn",
  });
  expect(calls[0]!.body).not.toHaveProperty("consent");
});

it("report wizard: the last step asks the consent with its four items and sends nothing without it", async () => {
  const { ReportWizard } = await import("@/components/report/report-wizard");
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<ReportWizard prices={priceList(reportPriceSettingsSchema.parse({}), "USD")} />);
  const fill = async (name: string, value: string) => user.type(screen.getByRole("textbox", { name }), value);
  await fillReportWizardToObjectives(user);
  await fill("Use", "Multifamily");
  await user.click(screen.getByRole("checkbox", { name: "1 Bed" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Step 4 Additional Information" });

  const notice = consentNotices.en;
  const box = screen.getByRole("checkbox", { name: notice.label });
  const details = within(screen.getByText(notice.more).closest("details")!);
  for (const text of [notice.collected.report, notice.purpose, notice.retention, notice.refusal])
    expect(details.getByText(text)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(
    await screen.findByText("Please agree to the collection and use of your personal information."),
  ).toBeInTheDocument();
  expect(calls).toEqual([]);
  expect(box).toHaveAttribute("aria-invalid", "true");
});

it("takes the page before as the landing when the visit's first page was left before its scripts ran", async () => {
  const { visitAttribution } = await import("@/lib/client/attribution");
  // A demo button tapped before /zen-app's scripts ran: the booking page is the first to keep a landing.
  Object.defineProperty(document, "referrer", {
    value: `${window.location.origin}/en/zen-app?utm_source=google&utm_campaign=launch`,
    configurable: true,
  });
  window.history.replaceState(null, "", "/en/demo");
  rememberLanding();
  const { landing_page, utm_source, referrer } = visitAttribution();
  expect([landing_page, utm_source, referrer]).toEqual([
    "/en/zen-app?utm_source=google&utm_campaign=launch",
    "google",
    "",
  ]);
  // A campaign link on the site's own page is an arrival of its own: its tags stay the landing's.
  sessionStorage.clear();
  window.history.replaceState(null, "", "/en/modular?utm_source=banner");
  rememberLanding();
  expect(visitAttribution()).toMatchObject({ landing_page: "/en/modular?utm_source=banner", utm_source: "banner" });
  Object.defineProperty(document, "referrer", { value: "", configurable: true });
});

it("keeps the visit's landing across internal pages, and a new campaign arrival replaces it", async () => {
  const { visitAttribution } = await import("@/lib/client/attribution");
  window.history.replaceState(null, "", "/en/contact");
  rememberLanding();
  window.history.replaceState(null, "", "/en/about");
  rememberLanding();
  expect(visitAttribution()).toMatchObject({ landing_page: "/en/contact", utm_source: "" });
  window.history.replaceState(null, "", "/en/zen-app?utm_source=google&utm_medium=cpc");
  rememberLanding();
  // An internal link carries the query on: the landing stays.
  window.history.replaceState(null, "", "/en/modular?utm_source=google&utm_medium=cpc");
  rememberLanding();
  window.history.replaceState(null, "", "/en/signup");
  rememberLanding();
  expect(visitAttribution()).toMatchObject({
    landing_page: "/en/zen-app?utm_source=google&utm_medium=cpc",
    utm_source: "google",
    utm_medium: "cpc",
  });
});
