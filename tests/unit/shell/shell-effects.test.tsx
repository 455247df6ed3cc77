import { act, render } from "@testing-library/react";
import { ShellEffects } from "@/components/shell/shell-effects";

// The module keeps the last view counted (one shell per page load): each test starts on a page and
// goes to one of its own, as a new visit would.
let visit = 0;
let start = "/en/about";
let next = "/en/contact";
let pathname = start;
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === "page_view");

describe("ShellEffects: page views", () => {
  beforeEach(() => {
    window.dataLayer = [];
    visit += 1;
    document.title = `About ${visit} | Brand`;
    [start, next] = [`/en/about-${visit}`, `/en/contact-${visit}`];
    pathname = start;
  });

  it("counts the first view at once, with the page's title", () => {
    render(<ShellEffects />);
    expect(pageViews()).toEqual([{ event: "page_view", path: start, title: `About ${visit} | Brand` }]);
    // The shell never starts the tag manager: only the visitor's "Accept" does (analytics-consent.test.tsx).
    expect(window.dataLayer!.filter((entry) => entry.event === "gtm.js")).toEqual([]);
  });

  it("after a navigation waits for the new page's title before counting the view", async () => {
    const { rerender } = render(<ShellEffects />);
    pathname = next;
    rerender(<ShellEffects />);
    // The route content has arrived but its metadata has not: the old title is still there.
    expect(pageViews()).toHaveLength(1);
    await act(async () => {
      document.title = "Contact Us | Brand";
      // It looks again every 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(pageViews().at(-1)).toEqual({ event: "page_view", path: next, title: "Contact Us | Brand" });
    expect(pageViews()).toHaveLength(2);
  });

  it("counts the view with the title it has when none arrives within two seconds", () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<ShellEffects />);
      pathname = next;
      rerender(<ShellEffects />);
      act(() => jest.advanceTimersByTime(2000));
      expect(pageViews().at(-1)).toEqual({ event: "page_view", path: next, title: `About ${visit} | Brand` });
    } finally {
      jest.useRealTimers();
    }
  });
});
