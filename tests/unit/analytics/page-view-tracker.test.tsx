import { act, render } from "@testing-library/react";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";

let pathname = "/en/about";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const pageViews = () => (window.dataLayer ?? []).filter((entry) => entry.event === "page_view");

describe("PageViewTracker", () => {
  beforeEach(() => {
    window.dataLayer = [];
    document.title = "About | Brand";
    pathname = "/en/about";
  });

  it("counts the first view at once, with the page's title", () => {
    render(<PageViewTracker />);
    expect(pageViews()).toEqual([{ event: "page_view", path: "/en/about", title: "About | Brand" }]);
  });

  it("after a navigation waits for the new page's title before counting the view", async () => {
    const { rerender } = render(<PageViewTracker />);
    pathname = "/en/contact";
    rerender(<PageViewTracker />);
    // The route content has arrived but its metadata has not: the old title is still there.
    expect(pageViews()).toHaveLength(1);
    await act(async () => {
      document.title = "Contact Us | Brand";
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(pageViews().at(-1)).toEqual({ event: "page_view", path: "/en/contact", title: "Contact Us | Brand" });
    expect(pageViews()).toHaveLength(2);
  });

  it("counts the view with the title it has when none arrives within two seconds", () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<PageViewTracker />);
      pathname = "/en/contact";
      rerender(<PageViewTracker />);
      act(() => jest.advanceTimersByTime(2000));
      expect(pageViews().at(-1)).toEqual({ event: "page_view", path: "/en/contact", title: "About | Brand" });
    } finally {
      jest.useRealTimers();
    }
  });
});
