"use client";

import { useEffect, useRef, useState } from "react";
import { onceNear } from "@/components/ui/once-near";
import { deviceClassFor, mediaBase, type DeviceClass } from "./device-class";
import { MediaPoster } from "./media-poster";
import styles from "./looping-video.module.css";

interface LoopingVideoProps {
  /** Clip name under /en/media, e.g. "zen-app-step-1". */
  name: string;
  /** Text for assistive technology; the clip is decorative when absent. */
  label?: string;
  priority?: boolean;
  className?: string;
}

function afterLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    const id = window.setTimeout(run, 0);
    return () => window.clearTimeout(id);
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

/**
 * A muted looping clip over its poster. The video is only attached after the page has loaded and
 * once it is near the viewport, in the size of the device class; under prefers-reduced-motion the
 * poster stays still. A new `name` mounts a new clip, which plays from the start.
 */
export function LoopingVideo({ name, label, priority, className }: LoopingVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<DeviceClass | null>(null);
  const [playing, setPlaying] = useState(false);

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

  return (
    <div
      ref={frame}
      className={`${styles.frame} ${className ?? ""}`}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-clip={name}
      data-playing={playing || undefined}
    >
      <MediaPoster name={name} priority={priority} className={styles.poster} />
      {device && (
        <video
          key={`${name}-${device}`}
          className={styles.video}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          onPlaying={() => setPlaying(true)}
          data-device={device}
        >
          <source src={`${mediaBase(name, device)}.webm`} type="video/webm" />
          <source src={`${mediaBase(name, device)}.mp4`} type="video/mp4" />
        </video>
      )}
    </div>
  );
}
