import { fireEvent, render, screen } from "@testing-library/react";
import { ScrollLink } from "@/components/landing/scroll-link";

function motion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? reduced : false,
    media: query,
  }));
}

describe("ScrollLink", () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    document.body.innerHTML = "";
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    document.documentElement.classList.remove("fp-enabled");
  });

  afterEach(() => scrollTo.mockRestore());

  function renderLink() {
    render(
      <>
        <ScrollLink targetId="products">Learn More</ScrollLink>
        <section id="products">Products</section>
      </>,
    );
    return screen.getByRole("link", { name: "Learn More" });
  }

  it("is a plain link to the section, for a tap before the scripts run", () => {
    motion(false);
    expect(renderLink()).toHaveAttribute("href", "#products");
  });

  it("glides to the section once the scripts run, and jumps under reduced motion", () => {
    motion(false);
    const link = renderLink();
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: "smooth" }));
    motion(true);
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: "instant" }));
  });

  it("glides where fullPage.js runs too (it takes no #link it has no anchor for), and leaves a modified click to the browser", () => {
    motion(false);
    const link = renderLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
    document.documentElement.classList.add("fp-enabled");
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: "smooth" }));
    document.documentElement.classList.remove("fp-enabled");
  });
});
