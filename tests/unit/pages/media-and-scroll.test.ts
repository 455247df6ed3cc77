import { deviceClassFor, mediaBase } from "@/components/media/device-class";
import { productFormOffset, scrollToId } from "@/components/ui/arrival-scroll";

describe("device classes of the media files", () => {
  it.each([
    [1440, "desktop"],
    [1024, "desktop"],
    [1023, "tablet"],
    [762, "tablet"],
    [761, "mobile"],
    [375, "mobile"],
  ] as const)("%i px is %s", (width, device) => {
    expect(deviceClassFor(width)).toBe(device);
  });

  it("names a clip's files by device class under /en/media", () => {
    expect(mediaBase("zen-app-step-2", "tablet")).toBe("/en/media/zen-app-step-2-tablet");
  });
});

describe("scrolling to a section", () => {
  const setBodyWidth = (width: number) =>
    Object.defineProperty(document.body, "clientWidth", { configurable: true, value: width });

  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it("uses a 250 px offset at body widths up to 761.9 px, none above", () => {
    setBodyWidth(761);
    expect(productFormOffset()).toBe(250);
    setBodyWidth(762);
    expect(productFormOffset()).toBe(0);
  });

  it("scrolls so the target sits the offset below the top, smoothly unless motion is reduced", () => {
    document.body.innerHTML = '<section id="form"></section>';
    const form = document.getElementById("form")!;
    form.getBoundingClientRect = () => ({ top: 1000 }) as DOMRect;
    expect(scrollToId("form", 24)).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 976, behavior: "smooth" });
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    scrollToId("form", 250);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 750, behavior: "auto" });
    expect(scrollToId("missing")).toBe(false);
  });
});
