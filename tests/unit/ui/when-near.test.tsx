import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { loadWhenNear } from "@/components/ui/load-when-near";
import { WhenNear } from "@/components/ui/when-near";

// jsdom has no IntersectionObserver: this one never reports the place near, as for a form far below the fold.
class FarAwayObserver {
  observe() {}
  disconnect() {}
}

/** A place that is near at once, as a form just below the first screen. */
class NearObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}

// Hydrating by hand (no Testing Library render): tell React that act() wraps the updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(() => {
  globalThis.IntersectionObserver = FarAwayObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const failure = { text: "This part could not be loaded.", reload: "Reload the page" };

function part(preload: () => Promise<unknown>) {
  return (
    <WhenNear loadLabel="Load the form" placeholder={<p>Form coming</p>} preload={preload} failure={failure}>
      <label>
        Email <input name="email" />
      </label>
    </WhenNear>
  );
}

/** The server's markup in the page, as the visitor gets it before any script runs. */
function paint(preload: () => Promise<unknown>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(part(preload));
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, preload: () => Promise<unknown>) {
  await act(async () => {
    root = hydrateRoot(container, part(preload));
  });
}

test("a button focused before the page's scripts ran loads the part once React has hydrated it", async () => {
  const preload = jest.fn(() => Promise.resolve());
  const container = paint(preload);
  const button = container.querySelector("button")!;
  button.focus(); // Tab, before React listens: React never hears this focus event
  expect(document.activeElement).toBe(button);

  await hydrate(container, preload);

  expect(preload).toHaveBeenCalledTimes(1);
  expect(container.querySelector('input[name="email"]')).not.toBeNull();
  expect(document.activeElement).toBe(container.querySelector('input[name="email"]'));
});

test("an unfocused button stays until the visitor nears the place or asks", async () => {
  const preload = jest.fn(() => Promise.resolve());
  const container = paint(preload);

  await hydrate(container, preload);

  expect(preload).not.toHaveBeenCalled();
  expect(container.querySelector("button")).toHaveTextContent("Load the form");
  expect(container.querySelector('input[name="email"]')).toBeNull();
});

test("a place that comes near keeps its button until the part's code is in, then shows the part at once", async () => {
  globalThis.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  let codeArrives = () => undefined as void;
  const preload = jest.fn(() => new Promise<void>((resolve) => (codeArrives = resolve)));
  const container = paint(preload);

  await hydrate(container, preload);

  // While the code loads the place looks as it did: the bare placeholder would be a button's height shorter.
  expect(preload).toHaveBeenCalledTimes(1);
  expect(container.querySelector("button")).toHaveTextContent("Load the form");
  expect(container).toHaveTextContent("Form coming");

  await act(async () => codeArrives());

  expect(container.querySelector('input[name="email"]')).not.toBeNull();
  expect(container.querySelector("button")).toBeNull();
  expect(container).not.toHaveTextContent("Form coming");
});

test("a part whose code cannot be fetched says so in its place, and the rest of the page stays", async () => {
  globalThis.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  const load = jest.fn(() => Promise.reject(new Error("Loading chunk 123 failed")));
  const Part = loadWhenNear<{ name: string }>(load, { placeholderClassName: undefined });
  const container = document.createElement("div");
  document.body.append(container);
  // React reports the error it caught; the visitor's view is what matters here.
  const report = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await act(async () => {
      root = createRoot(container);
      root.render(
        <main>
          <h1>Report</h1>
          <Part name="wizard" loadLabel="Load the form" failure={failure} />
        </main>,
      );
    });
  } finally {
    report.mockRestore();
  }

  expect(load).toHaveBeenCalledTimes(2); // the preload, then React's own try
  expect(container.querySelector('[role="alert"]')).toHaveTextContent("This part could not be loaded.");
  expect(container.querySelector('[role="alert"] button')).toHaveTextContent("Reload the page");
  expect(container.querySelector("h1")).toHaveTextContent("Report");
});
