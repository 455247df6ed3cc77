// A file of its own: a loader's listeners stay on the window, and this one must be the only loader.
import { nextFrames, runLoader } from "./loader-page";

/** A form as the lead forms render it: no action, no method, two submit buttons, a typed field. */
function leadForm() {
  const form = document.body.appendChild(document.createElement("form"));
  form.noValidate = true;
  form.innerHTML = [
    '<input name="firstName" value="Pat">',
    '<button type="submit" name="intent" value="lead">Submit</button>',
    '<button type="submit" name="intent" value="trial">Start a trial</button>',
  ].join("");
  const [, submit, trial] = form.elements as unknown as [HTMLInputElement, HTMLButtonElement, HTMLButtonElement];
  return { form, submit, trial };
}

// Whether the browser would go on to send the form, read last (jsdom cannot navigate: it is then stopped).
const sentNatively: boolean[] = [];
window.addEventListener("submit", (event) => {
  sentNatively.push(!event.defaultPrevented);
  event.preventDefault();
});

beforeAll(runLoader);
beforeEach(() => {
  sentNatively.length = 0;
  document.body.innerHTML = "";
});

it("holds a submit made before React hydrated the form and submits it again, with its button, once React has", async () => {
  const { form, trial } = leadForm();
  const submitters: (string | null)[] = [];
  form.addEventListener("submit", (event) =>
    submitters.push((event.submitter as HTMLButtonElement | null)?.value ?? null),
  );

  trial.click(); // before hydration: the browser would reload the page with ?firstName=Pat&intent=trial
  await nextFrames();
  expect(sentNatively).toEqual([false]);
  expect(submitters).toEqual(["trial"]);

  // What React does when it hydrates the form: its props are kept on the element.
  Object.assign(form, { __reactProps$test: {} });
  await nextFrames();
  // Submitted again, by the same button, and left to the page's own handler (React's) this time.
  expect(submitters).toEqual(["trial", "trial"]);
  expect(sentNatively).toEqual([false, true]);
  await nextFrames();
  expect(submitters).toHaveLength(2);
});

it("leaves a hydrated form's submit, and a form the browser can send itself, to the page", async () => {
  const { form, submit } = leadForm();
  Object.assign(form, { __reactProps$test: {} });
  submit.click();

  const search = document.body.appendChild(document.createElement("form"));
  search.method = "get";
  search.innerHTML = '<input name="q" value="status"><button type="submit">Filter</button>';
  search.querySelector("button")!.click();

  await nextFrames();
  expect(sentNatively).toEqual([true, true]);
});

it("chooses again, once React has hydrated it, what the visitor chose in a list before that", async () => {
  const select = document.body.appendChild(document.createElement("select"));
  select.innerHTML =
    '<option value="">Topics</option><option value="h1">1. Intro</option><option value="h2">2. Options</option>';
  const chosen: string[] = [];
  select.addEventListener("change", () => chosen.push(select.value));

  select.value = "h2"; // the visitor's choice, as the browser reports it
  select.dispatchEvent(new Event("change", { bubbles: true }));
  await nextFrames();
  expect(chosen).toEqual(["h2"]);

  // React hydrates the list and puts back the value it rendered, unaware of the choice.
  select.value = "";
  Object.assign(select, { __reactProps$test: {} });
  await nextFrames();
  expect(chosen).toEqual(["h2", "h2"]);
  expect(select.value).toBe("h2");
});
