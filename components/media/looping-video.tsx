"use client";

import { useEffect, useRef, useState } from "react";
import { useShellText } from "@/components/shell/shell-text-context";
import { afterLoad, onceNear } from "@/components/ui/defer";
import { deviceClassFor, mediaBase, type DeviceClass } from "./device-class";
import styles from "./looping-video.module.css";
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
function MediaPoster({ name, className, priority }: MediaPosterProps) {
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

interface LoopingVideoProps {
  /** Clip name under /en/media, e.g. "zen-app-step-1". */
  name: string;
  /** Text for assistive technology; the clip is decorative when absent. */
  label?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A muted looping clip over its poster. The video is only attached after the page has loaded and
 * once it is near the viewport, in the size of the device class; under prefers-reduced-motion the
 * poster stays still. A new `name` mounts a new clip, which plays from the start. While it moves,
 * a button pauses it and plays it again (WCAG 2.2.2: anything that moves for more than 5 s).
 */
export function LoopingVideo({ name, label, priority, className }: LoopingVideoProps) {
  const text = useShellText();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [device, setDevice] = useState<DeviceClass | null>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const element = frame.current;
    if (!element) return;
    let stopWatching: (() => void) | undefined;
    const cancelLoad = afterLoad(() => {
      stopWatching = onceNear(element, "200px", () => setDevice(deviceClassFor(window.innerWidth)));
    });
    return () => {
      cancelLoad();
      stopWatching?.();
    };
  }, []);

  const action = paused ? text.video.play : text.video.pause;
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (paused) void element.play().catch(() => {});
    else element.pause();
    setPaused(!paused);
  };

  return (
    <div
      ref={frame}
      className={`${styles.frame} ${className ?? ""}`}
      data-clip={name}
      data-playing={playing || undefined}
      data-paused={paused || undefined}
    >
      <div
        className={styles.media}
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={!label || undefined}
      >
        <MediaPoster name={name} priority={priority} className={styles.poster} />
        {device && (
          <video
            ref={video}
            key={`${name}-${device}`}
            className={styles.video}
            muted
            loop
            playsInline
            autoPlay={!paused}
            preload="auto"
            onPlaying={() => setPlaying(true)}
            data-device={device}
          >
            <source src={`${mediaBase(name, device)}.webm`} type="video/webm" />
            <source src={`${mediaBase(name, device)}.mp4`} type="video/mp4" />
          </video>
        )}
      </div>
      {device && (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          // A page shows several clips: each button names its feature, as the clip's own label does.
          aria-label={label ? `${action}: ${label}` : action}
        />
      )}
    </div>
  );
}
