/** Device classes of the media files under /en/media: desktop ≥ 1024 px, tablet ≥ 762 px, else mobile. */
export type DeviceClass = "desktop" | "tablet" | "mobile";

export const desktopMin = 1024;
export const tabletMin = 762;

export function deviceClassFor(width: number): DeviceClass {
  if (width >= desktopMin) return "desktop";
  if (width >= tabletMin) return "tablet";
  return "mobile";
}

/** Base URL of a clip for a device class; add .webm or .mp4. */
export function mediaBase(name: string, device: DeviceClass): string {
  return `/en/media/${name}-${device}`;
}

/** The poster of a clip (or a poster-only picture such as a case study's): one SVG for every device. */
export function posterUrl(name: string): string {
  return `/en/media/${name}.svg`;
}
