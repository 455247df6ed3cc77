// A file of its own: a loader's listeners stay on the window, and this one must be the only loader.
import { nextFrames, runLoader } from "./loader-page";

// What React does on the document once it listens (its capture listener, where it tries to hydrate
// the target first): an element it has hydrated, or can hydrate now, gets its props and its handler
// runs; one whose part cannot hydrate yet (its code still loading) loses the event, whose propagation
// React stops.
const handlers = new Map<Element, () => void>();
const hydratable = new Set<Element>();
// Parts whose code arrives right after the click: React hydrates them in a microtask (its retry).
const arrivingNow = new Set<Element>();
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

beforeAll(() => {
  Object.assign(document, { __reactContainer$test: {} });
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest("button")!;
      if (hydratable.has(button)) hydrate(button);
      if ("__reactProps$test" in button) return handlers.get(button)?.();
      event.stopPropagation();
      if (arrivingNow.has(button)) queueMicrotask(() => hydrate(button));
    },
    true,
  );
});

/** A button whose handler counts how often React ran it. */
function countingButton() {
  let runs = 0;
  const element = document.body.appendChild(document.createElement("button"));
  element.type = "button";
  handlers.set(element, () => runs++);
  return { element, runs: () => runs };
}

it("leaves a click React hydrated the button for to React, and plays again one React dropped", async () => {
  runLoader();
  const handled = countingButton();
  hydratable.add(handled.element);
  handled.element.click();
  await nextFrames();
  expect(handled.runs()).toBe(1);

  // Its part's code has not arrived: React drops the click.
  const dropped = countingButton();
  dropped.element.click();
  await nextFrames();
  expect(dropped.runs()).toBe(0);
  // The code arrives and React hydrates the part: the click is played again, once.
  hydrate(dropped.element);
  await nextFrames();
  expect(dropped.runs()).toBe(1);
  await nextFrames();
  expect(dropped.runs()).toBe(1);
  // The handled click was not kept for a replay of its own.
  expect(handled.runs()).toBe(1);
});

it("plays nothing again when the visitor clicks the element themselves once it is hydrated", async () => {
  const menu = countingButton();
  menu.element.click(); // dropped: its part is still loading
  await nextFrames();
  expect(menu.runs()).toBe(0);
  // React hydrates it and, before the loader's next look, the visitor clicks again: React hears that
  // click, and playing the first one too would toggle the menu shut.
  hydrate(menu.element);
  menu.element.click();
  await nextFrames();
  await nextFrames();
  expect(menu.runs()).toBe(1);
});

it("plays again a click React dropped even when it hydrates the element right after it", async () => {
  const popup = countingButton();
  arrivingNow.add(popup.element);
  popup.element.click();
  await nextFrames();
  expect(popup.runs()).toBe(1);
  await nextFrames();
  expect(popup.runs()).toBe(1);
});
