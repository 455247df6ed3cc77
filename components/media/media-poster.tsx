import { desktopMin, mediaBase, tabletMin } from "./device-class";

interface MediaPosterProps {
  name: string;
  className?: string;
  /** The hero's poster is the largest paint: load it first. */
  priority?: boolean;
}

/** A clip's poster, chosen by the browser per device class, so a phone never fetches the desktop file. */
export function MediaPoster({ name, className, priority }: MediaPosterProps) {
  return (
    <picture>
      <source media={`(min-width: ${desktopMin}px)`} srcSet={`${mediaBase(name, "desktop")}.webp`} />
      <source media={`(min-width: ${tabletMin}px)`} srcSet={`${mediaBase(name, "tablet")}.webp`} />
      <img
        src={`${mediaBase(name, "mobile")}.webp`}
        alt=""
        width={1280}
        height={720}
        className={className}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
