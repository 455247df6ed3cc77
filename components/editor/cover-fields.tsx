"use client";

import { useTranslations } from "next-intl";
import { Fragment } from "react";
import type { EditorDraft } from "@/lib/blog/editor-model";
import { blogImageUrl } from "@/lib/blog/image-url";
import { coverFields, thumbnailFields } from "@/lib/blog/images/variants";
import type { EditorResponse } from "./editor-api";
import { FocalPointField } from "./focal-point-field";
import { ImageField } from "./image-field";

interface CoverFieldsProps {
  draft: EditorDraft;
  onChange: (update: (draft: EditorDraft) => EditorDraft) => void;
  errors: Record<string, string[]>;
  call: <T>(method: string, path: string, body?: unknown) => Promise<EditorResponse<T>>;
}

const without = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * The two images, each in its part of the draft: the keys one upload fills (a new or removed image
 * drops its focal point with them), the one shown, and the crop the public page makes of it.
 */
const images = [
  {
    id: "cover",
    part: "cover",
    keys: ["coverImage", "coverImageMiniPc", "coverImageTablet", "coverImageMo", "coverFocus"],
    focus: "coverFocus",
    fill: coverFields,
    shown: (part: Record<string, unknown>) => text(part.coverImageTablet) ?? text(part.coverImage),
    crop: "banner",
  },
  {
    id: "thumbnail",
    part: "list",
    keys: ["thumbnail", "thumbnailMo", "thumbnailFocus"],
    focus: "thumbnailFocus",
    fill: thumbnailFields,
    shown: (part: Record<string, unknown>) => text(part.thumbnail),
    crop: "card",
  },
] as const;

/**
 * One upload fills the four cover widths; another the card's two thumbnails. Each image, once
 * chosen, has its focal point: the part the page's and the card's crops keep in view.
 */
export function CoverFields({ draft, onChange, errors, call }: CoverFieldsProps) {
  const t = useTranslations("editor.field");
  return images.map(({ id, part, keys, focus, fill, shown, crop }) => {
    const value = shown(draft[part]);
    const src = blogImageUrl(value);
    const update = (change: (fields: Record<string, unknown>) => Record<string, unknown>) =>
      onChange((d) => ({ ...d, [part]: change(d[part]) }));
    return (
      <Fragment key={id}>
        <ImageField
          id={id}
          label={t(id)}
          hint={t(`${id}Hint`)}
          value={value}
          error={keys.flatMap((key) => errors[key] ?? []).join(" ") || undefined}
          call={call}
          onPick={(image) => update((fields) => ({ ...without(fields, [focus]), ...fill(image.url) }))}
          onClear={() => update((fields) => without(fields, keys))}
        />
        {src && (
          <FocalPointField
            id={id}
            src={src}
            value={draft[part][focus]}
            onChange={(point) => update((fields) => (point ? { ...fields, [focus]: point } : without(fields, [focus])))}
            crop={crop}
          />
        )}
      </Fragment>
    );
  });
}
