import { deviceClassFor, mediaBase } from "@/components/media/device-class";

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
