"use client";

import type { KeyboardEvent, MouseEvent } from "react";
import { useTranslations } from "next-intl";
import { focalPointSchema } from "@/lib/blog/field-rules";
import { CENTRE, objectPosition, type FocalPoint } from "@/lib/blog/focal-point";
import styles from "./editor.module.css";

interface FocalPointFieldProps {
  /** The image field's id; this field's parts are named after it. */
  id: string;
  src: string;
  /** As stored (anything unreadable shows the middle; the problems list names it). */
  value: unknown;
  onChange: (point: FocalPoint | undefined) => void;
  /** The shape the public page crops this image to, previewed beside it. */
  crop: "banner" | "card";
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The point of an image never cropped away: clicked on the whole image, or moved with the arrow
 * keys on its marker; beside it, the crop the public page makes with it.
 */
export function FocalPointField({ id, src, value, onChange, crop }: FocalPointFieldProps) {
  const t = useTranslations("editor.focus");
  const stored = focalPointSchema.safeParse(value);
  const point = stored.success ? stored.data : CENTRE;

  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    onChange({ x: clamp(point.x + step[0] * by), y: clamp(point.y + step[1] * by) });
  };

  return (
    <div className={styles.focusField} role="group" aria-labelledby={`${id}-focus-label`}>
      <span id={`${id}-focus-label`} className={styles.label}>
        {t("label")}
      </span>
      <p id={`${id}-focus-hint`} className={styles.hint}>
        {t("hint")}
      </p>
      <div className={styles.focusRow}>
        <div className={styles.focusFrame}>
          {/* Clicked for a point; the marker below is the keyboard's way to the same point. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- the whole uploaded image, not a page image */}
          <img src={src} alt="" draggable={false} onClick={pick} data-testid={`${id}-focus-image`} />
          <button
            type="button"
            className={styles.focusMarker}
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
            aria-label={t("marker", point)}
            aria-describedby={`${id}-focus-hint`}
            onKeyDown={move}
            data-testid={`${id}-focus-marker`}
          />
        </div>
        <figure className={styles.focusCrop}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the public crop */}
          <img
            src={src}
            alt=""
            className={crop === "banner" ? styles.cropBanner : styles.cropCard}
            style={{ objectPosition: objectPosition(point) }}
            data-testid={`${id}-focus-crop`}
          />
          <figcaption className={styles.hint}>{t(crop === "banner" ? "bannerPreview" : "cardPreview")}</figcaption>
        </figure>
      </div>
      {stored.success && (
        <button type="button" onClick={() => onChange(undefined)}>
          {t("centre")}
        </button>
      )}
    </div>
  );
}
