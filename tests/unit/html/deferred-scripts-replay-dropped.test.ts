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

function button(onClick: () => void): HTMLButtonElement {
  const element = document.body.appendChild(document.createElement("button"));
  element.type = "button";
  handlers.set(element, onClick);
  return element;
}

it("leaves a click React hydrated the button for to React, and plays again one React dropped", async () => {
  runLoader();
  let opened = 0;
  const handled = button(() => opened++);
  hydratable.add(handled);
  handled.click();
  await nextFrames();
  expect(opened).toBe(1);

  // Its part's code has not arrived: React drops the click.
  let closed = 0;
  const dropped = button(() => closed++);
  dropped.click();
  await nextFrames();
  expect(closed).toBe(0);
  // The code arrives and React hydrates the part: the click is played again, once.
  hydrate(dropped);
  await nextFrames();
  expect(closed).toBe(1);
  await nextFrames();
  expect(closed).toBe(1);
  // The handled click was not kept for a replay of its own.
  expect(opened).toBe(1);
});

it("plays nothing again when the visitor clicks the element themselves once it is hydrated", async () => {
  let toggles = 0;
  const menu = button(() => toggles++);
  menu.click(); // dropped: its part is still loading
  await nextFrames();
  expect(toggles).toBe(0);
  // React hydrates it and, before the loader's next look, the visitor clicks again: React hears that
  // click, and playing the first one too would toggle the menu shut.
  hydrate(menu);
  menu.click();
  await nextFrames();
  await nextFrames();
  expect(toggles).toBe(1);
});

it("plays again a click React dropped even when it hydrates the element right after it", async () => {
  let opened = 0;
  const popup = button(() => opened++);
  arrivingNow.add(popup);
  popup.click();
  await nextFrames();
  expect(opened).toBe(1);
  await nextFrames();
  expect(opened).toBe(1);
});
