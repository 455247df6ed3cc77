// A file of its own: a loader's listeners stay on the window, and this one must be the only loader.
import { nextFrames, runLoader } from "./loader-page";

it("holds an early click on a link while the address carries a query, and plays it once React has hydrated the link", async () => {
  window.history.replaceState(null, "", "/en/contact?utm_campaign=spring");
  runLoader();
  const home = document.body.appendChild(document.createElement("a"));
  home.href = "/en";
  const clicks: boolean[] = [];
  // Records whether each click was still free to follow the link (a held one is not).
  home.addEventListener("click", (event) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault();
  });
  home.click();
  expect(clicks).toEqual([true]);
  // What React does when it hydrates the link: its props are kept on the element.
  Object.assign(home, { __reactProps$test: {} });
  await nextFrames();
  expect(clicks).toEqual([true, false]);
});
