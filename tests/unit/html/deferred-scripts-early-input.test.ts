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

it("holds a submit made before React hydrated the form and sends it again, by a click on its button, once React has", async () => {
  const { form, trial } = leadForm();
  // As the lead form does: the button's click says which sheet, the submit reads it.
  let sheet = "lead";
  trial.addEventListener("click", () => (sheet = "trial"));
  const sent: string[] = [];
  form.addEventListener("submit", (event) =>
    sent.push(`${sheet} by ${(event.submitter as HTMLButtonElement | null)?.value ?? "no button"}`),
  );

  trial.click(); // before hydration: the browser would reload the page with ?firstName=Pat&intent=trial
  await nextFrames();
  expect(sentNatively).toEqual([false]);
  sheet = "lead"; // React, hydrating, starts the form's state afresh

  // What React does when it hydrates the form: its props are kept on the element.
  Object.assign(form, { __reactProps$test: {} });
  await nextFrames();
  // Sent again by the same button, its click included, and left to the page's own handler this time.
  expect(sent).toEqual(["trial by trial", "trial by trial"]);
  expect(sentNatively).toEqual([false, true]);
  await nextFrames();
  expect(sent).toHaveLength(2);
});

it("keeps a held submit however long the page's code takes, and sends it once", async () => {
  const { form, submit } = leadForm();
  let sent = 0;
  form.addEventListener("submit", () => sent++);
  submit.click();
  submit.click(); // pressed again while nothing answers: still one submit
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  Object.assign(form, { __reactProps$test: {} });
  await nextFrames();
  expect(sent).toBe(3);
  expect(sentNatively).toEqual([false, false, true]);
}, 15_000);

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

/** The contents list of a post, as the server renders it. */
function topics() {
  const select = document.body.appendChild(document.createElement("select"));
  select.innerHTML =
    '<option value="">Topics</option><option value="h1">1. Intro</option><option value="h2">2. Options</option>';
  const chosen: string[] = [];
  select.addEventListener("change", () => chosen.push(select.value));
  /** The visitor's choice, as the browser reports it. */
  const choose = (value: string) => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
  return { select, chosen, choose };
}

it("chooses again, once React has hydrated it, the latest choice the visitor made in a list before that", async () => {
  const { select, chosen, choose } = topics();
  choose("h1");
  choose("h2");
  await nextFrames();
  expect(chosen).toEqual(["h1", "h2"]);

  // React hydrates the list and puts back the value it rendered, unaware of the choice.
  select.value = "";
  Object.assign(select, { __reactProps$test: {} });
  await nextFrames();
  expect(chosen).toEqual(["h1", "h2", "h2"]);
  expect(select.value).toBe("h2");
  await nextFrames();
  expect(chosen).toHaveLength(3);
});

it("keeps both a choice in a form's list and the form's submit made before hydration", async () => {
  const { form, submit } = leadForm();
  const { select, chosen, choose } = topics();
  form.append(select);
  let sent = 0;
  form.addEventListener("submit", () => sent++);
  choose("h2");
  submit.click();
  await nextFrames();

  select.value = "";
  Object.assign(select, { __reactProps$test: {} });
  Object.assign(form, { __reactProps$test: {} });
  await nextFrames();
  expect(chosen).toEqual(["h2", "h2"]);
  expect(sent).toBe(2);
  expect(sentNatively).toEqual([false, true]);
});
