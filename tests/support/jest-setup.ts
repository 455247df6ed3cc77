import "@testing-library/jest-dom";

// jsdom lays nothing out, so it has no scrolling; components call it after a submit. (Node-environment
// suites have no Element at all.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};
