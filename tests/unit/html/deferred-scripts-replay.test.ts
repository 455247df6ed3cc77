// A file of its own: a loader's listeners stay on the window, and this one must be the only loader.
import { nextFrames, runLoader, sources, startedScripts } from "./loader-page";

it("clicks a button again once React has hydrated it, when it was clicked before React listened", async () => {
  runLoader();
  const menu = document.body.appendChild(document.createElement("button"));
  menu.type = "button";
  let clicks = 0;
  menu.addEventListener("click", () => clicks++);
  menu.click();
  // The click started the scripts at once, without waiting for a frame.
  expect(startedScripts()).toEqual(expect.arrayContaining(sources));
  await nextFrames();
  expect(clicks).toBe(1);
  // What React does when it hydrates the button: its props are kept on the element.
  Object.assign(menu, { __reactProps$test: {} });
  await nextFrames();
  expect(clicks).toBe(2);
  // Once, not again: the replay is itself a click.
  await nextFrames();
  expect(clicks).toBe(2);
});
