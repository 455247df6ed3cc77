import { posterUrl } from "./device-class";

interface MediaPosterProps {
  name: string;
  className?: string;
  /** The hero's poster is the largest paint: load it first. */
  priority?: boolean;
}

/**
 * A clip's poster: the product drawing as one SVG (scripts/media/generate.py), a few KB and sharp at
 * every size, with its box sized up front so nothing shifts when it arrives.
 */
export function MediaPoster({ name, className, priority }: MediaPosterProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no optimisation
    <img
      src={posterUrl(name)}
      alt=""
      width={1280}
      height={720}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
}
