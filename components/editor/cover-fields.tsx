"use client";

import { useTranslations } from "next-intl";
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

/** A new or removed image drops its focal point with it. */
const COVER_KEYS = ["coverImage", "coverImageMiniPc", "coverImageTablet", "coverImageMo", "coverFocus"] as const;
const without = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const THUMBNAIL_KEYS = ["thumbnail", "thumbnailMo", "thumbnailFocus"] as const;

/**
 * One upload fills the four cover widths; another the card's two thumbnails. Each image, once
 * chosen, has its focal point: the part the page's and the card's crops keep in view.
 */
export function CoverFields({ draft, onChange, errors, call }: CoverFieldsProps) {
  const t = useTranslations("editor.field");
  const coverErrors = COVER_KEYS.flatMap((key) => errors[key] ?? []);
  const thumbErrors = THUMBNAIL_KEYS.flatMap((key) => errors[key] ?? []);
  const cover = text(draft.cover.coverImageTablet) ?? text(draft.cover.coverImage);
  const thumbnail = text(draft.list.thumbnail);
  const coverSrc = blogImageUrl(cover);
  const thumbnailSrc = blogImageUrl(thumbnail);
  const setCoverFocus = (point: unknown) =>
    onChange((d) => ({ ...d, cover: point ? { ...d.cover, coverFocus: point } : without(d.cover, ["coverFocus"]) }));
  const setThumbnailFocus = (point: unknown) =>
    onChange((d) => ({
      ...d,
      list: point ? { ...d.list, thumbnailFocus: point } : without(d.list, ["thumbnailFocus"]),
    }));
  return (
    <>
      <ImageField
        id="cover"
        label={t("cover")}
        hint={t("coverHint")}
        value={cover}
        error={coverErrors.join(" ") || undefined}
        call={call}
        onPick={(image) =>
          onChange((d) => ({ ...d, cover: { ...without(d.cover, ["coverFocus"]), ...coverFields(image.url) } }))
        }
        onClear={() => onChange((d) => ({ ...d, cover: without(d.cover, COVER_KEYS) }))}
      />
      {coverSrc && (
        <FocalPointField
          id="cover"
          src={coverSrc}
          value={draft.cover.coverFocus}
          onChange={setCoverFocus}
          crop="banner"
        />
      )}
      <ImageField
        id="thumbnail"
        label={t("thumbnail")}
        hint={t("thumbnailHint")}
        value={thumbnail}
        error={thumbErrors.join(" ") || undefined}
        call={call}
        onPick={(image) =>
          onChange((d) => ({ ...d, list: { ...without(d.list, ["thumbnailFocus"]), ...thumbnailFields(image.url) } }))
        }
        onClear={() => onChange((d) => ({ ...d, list: without(d.list, THUMBNAIL_KEYS) }))}
      />
      {thumbnailSrc && (
        <FocalPointField
          id="thumbnail"
          src={thumbnailSrc}
          value={draft.list.thumbnailFocus}
          onChange={setThumbnailFocus}
          crop="card"
        />
      )}
    </>
  );
}
