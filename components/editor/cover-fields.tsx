"use client";

import { useTranslations } from "next-intl";
import type { EditorDraft } from "@/lib/blog/editor-model";
import { coverFields, thumbnailFields } from "@/lib/blog/images/variants";
import type { ApiAnswer } from "./editor-api";
import { ImageField } from "./image-field";

interface CoverFieldsProps {
  draft: EditorDraft;
  onChange: (update: (draft: EditorDraft) => EditorDraft) => void;
  errors: Record<string, string[]>;
  call: <T>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

const COVER_KEYS = ["coverImage", "coverImageMiniPc", "coverImageTablet", "coverImageMo"] as const;
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** One upload fills the four cover widths; another the card's two thumbnails. */
export function CoverFields({ draft, onChange, errors, call }: CoverFieldsProps) {
  const t = useTranslations("editor.field");
  const coverErrors = COVER_KEYS.flatMap((key) => errors[key] ?? []);
  const thumbErrors = [...(errors.thumbnail ?? []), ...(errors.thumbnailMo ?? [])];
  return (
    <>
      <ImageField
        id="cover"
        label={t("cover")}
        hint={t("coverHint")}
        value={text(draft.cover.coverImageTablet) ?? text(draft.cover.coverImage)}
        error={coverErrors.join(" ") || undefined}
        call={call}
        onPick={(image) => onChange((d) => ({ ...d, cover: { ...d.cover, ...coverFields(image.url) } }))}
        onClear={() =>
          onChange((d) => ({
            ...d,
            cover: Object.fromEntries(Object.entries(d.cover).filter(([key]) => !COVER_KEYS.includes(key as never))),
          }))
        }
      />
      <ImageField
        id="thumbnail"
        label={t("thumbnail")}
        hint={t("thumbnailHint")}
        value={text(draft.list.thumbnail)}
        error={thumbErrors.join(" ") || undefined}
        call={call}
        onPick={(image) => onChange((d) => ({ ...d, list: { ...d.list, ...thumbnailFields(image.url) } }))}
        onClear={() =>
          onChange((d) => {
            const { thumbnail: _a, thumbnailMo: _b, ...list } = d.list;
            void _a;
            void _b;
            return { ...d, list };
          })
        }
      />
    </>
  );
}
