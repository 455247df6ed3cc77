import "@testing-library/jest-dom";

// jsdom lays nothing out, so it has no scrolling; components call it after a submit. (Node-environment
// suites have no Element at all.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The forms keep drafts in the tab's sessionStorage (components/forms/use-form-draft.ts), written too
// when a form unmounts: each test starts in a fresh tab.
if (typeof window !== "undefined") beforeEach(() => window.sessionStorage.clear());
