let cleanup = () => {};

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
  const react = await import("react");
  cleanup = testingLibrary.cleanup;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  return { screen: testingLibrary.screen, act: react.act, renderWithIntl, SchedulingWidget };
}

const providerScripts = () =>
  [...document.head.querySelectorAll("script")].filter((script) =>
    script.src.startsWith("https://assets.calendly.com/"),
  );

afterEach(() => {
  cleanup();
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

it("with a scheduling page set but its script blocked, says so and offers the form and the page's link", async () => {
  const { screen, act, renderWithIntl, SchedulingWidget } = await loadWidget("https://calendly.com/atlas/demo");
  await renderWithIntl(<SchedulingWidget trigger="default" fullPage />);
  const [script] = providerScripts();
  await act(async () => void script!.dispatchEvent(new Event("error")));
  expect(screen.getByRole("region", { name: "Scheduling calendar" })).toHaveAttribute("data-state", "failed");
  expect(screen.getByRole("heading", { level: 2, name: "We'll call you instead" })).toBeInTheDocument();
  expect(screen.getByText(/The booking calendar could not load here/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Open the scheduling page/ })).toHaveAttribute(
    "href",
    "https://calendly.com/atlas/demo?utm_content=default",
  );
});
