import { consentNotices } from "@/lib/content/consent";
import { expectedSchedulingUrl } from "../../support/scheduling-url";

let cleanup = () => {};

// The header reads the page's path; each test sets the page's address with history.replaceState.
jest.mock("next/navigation", () => ({
  usePathname: () => window.location.pathname,
  useParams: () => ({ locale: window.location.pathname.split("/")[1] }),
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

// The settings are read when the brand module loads: each test sets SCHEDULING_URL, then loads the
// widget with React and the renderer afresh, so all three share one module registry. Loaded inside a
// test, the renderer may not register its own hooks: this file cleans up and sets act's flag itself.
async function loadWidget(schedulingUrl?: string) {
  if (schedulingUrl) process.env.SCHEDULING_URL = schedulingUrl;
  else delete process.env.SCHEDULING_URL;
  process.env.RTL_SKIP_AUTO_CLEANUP = "true";
  jest.resetModules();
  const testingLibrary = await import("@testing-library/react");
  const { renderWithIntl } = await import("./render-with-intl");
  const { SchedulingWidget } = await import("@/components/demo/scheduling-widget");
  const { Header } = await import("@/components/shell/header");
  const { LeadForm } = await import("@/components/forms/lead-form");
  const react = await import("react");
  cleanup = testingLibrary.cleanup;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  return {
    screen: testingLibrary.screen,
    within: testingLibrary.within,
    waitFor: testingLibrary.waitFor,
    act: react.act,
    // Not user-event: it registers hooks of its own when it loads, which a test may not.
    fireEvent: testingLibrary.fireEvent,
    renderWithIntl,
    SchedulingWidget,
    Header,
    LeadForm,
  };
}

const providerScripts = () =>
  [...document.head.querySelectorAll("script")].filter((script) =>
    script.src.startsWith("https://assets.calendly.com/"),
  );

/** A stand-in for the provider's script that draws a calendar, as the e2e tests' one does. */
function drawingProvider() {
  window.Calendly = {
    initInlineWidget({ url, parentElement }) {
      const calendar = document.createElement("p");
      calendar.textContent = `Calendar for ${url}`;
      parentElement.appendChild(calendar);
    },
  };
}

const SCHEDULING_URL = "https://calendly.com/atlas-spatial/demo";
const query = "?utm_campaign=spring&utm_source=news&utm_medium=email";
const expected = (content: string) =>
  expectedSchedulingUrl(content, { campaign: "spring", source: "news", medium: "email" }, SCHEDULING_URL);

const fetched = global.fetch;

beforeAll(() => {
  // jsdom has no modal dialogs: showing one is setting its open attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  cleanup();
  global.fetch = fetched;
  window.history.replaceState(null, "", "/");
  delete process.env.SCHEDULING_URL;
  delete window.Calendly;
  for (const script of providerScripts()) script.remove();
});

it("with SCHEDULING_URL at its example default, draws the call-back form at once and fetches no script", async () => {
  const { screen, renderWithIntl, SchedulingWidget } = await loadWidget();
  await renderWithIntl(<SchedulingWidget trigger="default" fullPage />);
  expect(screen.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute("data-state", "unconfigured");
  expect(screen.getByRole("heading", { level: 2, name: "Tell us how to reach you" })).toBeInTheDocument();
  expect(screen.getByText("Leave your details and we'll get in touch to set up your demo.")).toBeInTheDocument();
  // The form's code loads on its own (demo-fallback.tsx); waiting for it keeps its arrival inside act().
  expect(await screen.findByRole("form", { name: "Tell us how to reach you" })).toBeInTheDocument();
  expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
  expect(screen.queryByText("Loading the calendar…")).not.toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /Open the scheduling page/ })).not.toBeInTheDocument();
  expect(providerScripts()).toEqual([]);
});

it("with a scheduling page set, loads the provider's script and draws its calendar for the trigger's URL", async () => {
  const { screen, act, renderWithIntl, SchedulingWidget } = await loadWidget("https://calendly.com/atlas/demo");
  await renderWithIntl(<SchedulingWidget trigger="header" />);
  const region = screen.getByRole("region", { name: "Scheduling calendar" });
  expect(region).toHaveAttribute("data-state", "loading");
  expect(screen.getByText("Loading the calendar…")).toBeInTheDocument();
  const [script] = providerScripts();
  expect(script?.src).toBe("https://assets.calendly.com/assets/external/widget.js");
  const initInlineWidget = jest.fn();
  window.Calendly = { initInlineWidget };
  await act(async () => void script!.dispatchEvent(new Event("load")));
  expect(region).toHaveAttribute("data-state", "ready");
  expect(initInlineWidget).toHaveBeenCalledWith(
    expect.objectContaining({ url: "https://calendly.com/atlas/demo?utm_content=header" }),
  );
  expect(screen.queryByRole("heading", { name: "We'll call you instead" })).not.toBeInTheDocument();
});

it("/demo with a scheduling page set but its script blocked says so and offers the form and the page's link", async () => {
  window.history.replaceState(null, "", `/en/demo${query}`);
  const { screen, within, act, renderWithIntl, SchedulingWidget } = await loadWidget(SCHEDULING_URL);
  // As app/[locale]/(campaign)/demo/page.tsx draws it while a calendar is set.
  await renderWithIntl(<SchedulingWidget trigger="default" fullPage />);
  const [script] = providerScripts();
  await act(async () => void script!.dispatchEvent(new Event("error")));
  expect(screen.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute("data-state", "failed");
  expect(screen.getByRole("heading", { level: 2, name: "We'll call you instead" })).toBeInTheDocument();
  expect(screen.getAllByRole("status")[0]).toHaveTextContent(/The booking calendar could not load here/);
  const form = await screen.findByRole("form", { name: "We'll call you instead" });
  expect(within(form).getByRole("textbox", { name: "Name" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute("href", expected("default"));
});

it("/demo without campaign tags of its own books with the visit's: a demo button tapped before hydration", async () => {
  // The visit began on /en/zen-app with tags, left before its scripts ran: /demo has only the referrer.
  Object.defineProperty(document, "referrer", {
    value: `${window.location.origin}/en/zen-app${query}`,
    configurable: true,
  });
  window.history.replaceState(null, "", "/en/demo");
  const { screen, act, renderWithIntl, SchedulingWidget } = await loadWidget(SCHEDULING_URL);
  await renderWithIntl(<SchedulingWidget trigger="default" fullPage />);
  drawingProvider();
  await act(async () => void providerScripts()[0]!.dispatchEvent(new Event("load")));
  expect(screen.getByRole("region", { name: "Scheduling calendar" })).toHaveTextContent(
    `Calendar for ${expected("default")}`,
  );
  Object.defineProperty(document, "referrer", { value: "", configurable: true });
});

it("with a scheduling page set, the header's button opens the popup on the calendar, not the call-back form", async () => {
  window.history.replaceState(null, "", `/en/contact${query}`);
  const { screen, within, act, fireEvent, renderWithIntl, Header } = await loadWidget(SCHEDULING_URL);
  await renderWithIntl(<Header logo={null} />);
  fireEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Request a Demo" }));
  const dialog = await screen.findByRole("dialog");
  const region = within(dialog).getByRole("region", { name: "Scheduling calendar" });
  expect(region).toHaveAttribute("data-state", "loading");
  drawingProvider();
  await act(async () => void providerScripts()[0]!.dispatchEvent(new Event("load")));
  expect(region).toHaveAttribute("data-state", "ready");
  expect(region).toHaveTextContent(`Calendar for ${expected("header")}`);
  expect(screen.queryByRole("form", { name: "We'll call you instead" })).not.toBeInTheDocument();
});

it("Modular with a scheduling page set: the popup opens after the submit, showing the calendar", async () => {
  window.history.replaceState(null, "", "/en/modular?utm_source=google&utm_medium=cpc#form");
  // The network is the only stand-in: the API answers as it does for a stored lead (tests/api).
  global.fetch = jest.fn(
    async () => ({ ok: true, status: 201, text: async () => JSON.stringify({ ok: true, id: 1 }) }) as Response,
  ) as typeof fetch;
  const { screen, within, waitFor, act, fireEvent, renderWithIntl, LeadForm } = await loadWidget(SCHEDULING_URL);
  await renderWithIntl(<LeadForm variant="Modular" />);
  const fill = (name: string | RegExp, value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
  fill("First Name", "Dana");
  fill("Last Name", "Park");
  fill(/^Email/, "dana.modular-ready@parcel.test");
  fill("Company", "Parcel");
  fill("Message", "Modules please");
  fireEvent.change(screen.getByRole("combobox", { name: "Job Title" }), { target: { value: "architect" } });
  fireEvent.click(screen.getByRole("checkbox", { name: consentNotices.en.label }));
  fireEvent.click(screen.getByRole("button", { name: "Submit" }));
  // The submit starts loading the provider's script; it arrives.
  await waitFor(() => expect(providerScripts()).toHaveLength(1));
  drawingProvider();
  await act(async () => void providerScripts()[0]!.dispatchEvent(new Event("load")));
  const dialog = await screen.findByRole("dialog");
  expect(dialog).toHaveAttribute("data-trigger", "modularlandingpage");
  await waitFor(() =>
    expect(within(dialog).getByRole("region", { name: "Scheduling calendar" })).toHaveTextContent(
      `Calendar for ${expectedSchedulingUrl("modularlandingpage", { source: "google", medium: "cpc" }, SCHEDULING_URL)}`,
    ),
  );
  expect(global.fetch).toHaveBeenCalledTimes(1);
});
