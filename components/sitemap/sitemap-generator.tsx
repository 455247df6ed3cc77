"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { buildSitemap, type SitemapResult } from "@/lib/sitemap/build";
import { sitemapXml } from "@/lib/sitemap/to-xml";
import { MAX_ENTRIES, QUICK_MAX_ENTRIES, type SitemapPost } from "@/lib/sitemap/types";
import styles from "./sitemap-generator.module.css";

/** Posts as the server hands them over (dates as ISO strings). */
export interface SerializedSitemapPost extends Omit<SitemapPost, "createdAt" | "updatedAt"> {
  createdAt: string;
  updatedAt: string;
}

interface SitemapGeneratorProps {
  defaultBaseUrl: string;
  posts: SerializedSitemapPost[];
}

export const PREVIEW_CHARS = 2000;

/** The counts shown after a run, in this order; each is also the message naming it. */
const countKinds = [
  "total",
  "static",
  "career",
  "blog",
  "omitted",
] as const satisfies (keyof SitemapResult["counts"])[];

/** Base address, Generate, Download sitemap.xml, error box, counts and a read-only preview. */
export function SitemapGenerator({ defaultBaseUrl, posts }: SitemapGeneratorProps) {
  const t = useTranslations("sitemapTool");
  // The fields are read when a button is pressed, not mirrored in state: what was typed before the page
  // hydrated stays in the field and counts (a controlled field went back to its first value).
  const form = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<(SitemapResult & { xml: string }) | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const run = (maxEntries: number) => {
    const fields = new FormData(form.current ?? undefined);
    const baseUrl = String(fields.get("base") ?? "");
    const includeDrafts = fields.has("drafts");
    setResult(null);
    if (!/^https?:\/\/[^\s/]+/i.test(baseUrl.trim())) return setErrors([t("invalidBase")]);
    const built = buildSitemap({
      baseUrl,
      now: new Date(),
      maxEntries,
      posts: posts
        .filter((post) => includeDrafts || post.isPublished)
        .map((post) => ({
          ...post,
          createdAt: new Date(post.createdAt),
          updatedAt: new Date(post.updatedAt),
        })),
    });
    if (built.errors.length) return setErrors(built.errors);
    setErrors([]);
    setResult({ ...built, xml: sitemapXml(built.entries) });
  };
  const generate = (event: FormEvent) => {
    event.preventDefault();
    run(MAX_ENTRIES);
  };

  const download = () => {
    if (!result) return;
    const url = URL.createObjectURL(new Blob([result.xml], { type: "application/xml" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "sitemap.xml" });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.tool}>
      <form ref={form} onSubmit={generate} className={styles.form}>
        <label htmlFor="sitemap-base">{t("baseUrlLabel")}</label>
        <input id="sitemap-base" name="base" type="url" defaultValue={defaultBaseUrl} />
        <button type="submit" className={styles.primary}>
          {t("generate")}
        </button>
        <button type="button" onClick={() => run(QUICK_MAX_ENTRIES)}>
          {t("quick")}
        </button>
        <button type="button" onClick={download} disabled={!result}>
          {t("download")}
        </button>
        <label className={styles.check}>
          <input type="checkbox" name="drafts" />
          {t("includeDrafts")}
        </label>
      </form>
      <div aria-live="polite">
        {errors.length > 0 && (
          <div role="alert" className={styles.errorBox}>
            <h2>{t("errorsTitle")}</h2>
            <p>{errors.join(", ") || t("failed")}</p>
          </div>
        )}
        {result && (
          <dl className={styles.counts} aria-label={t("countsTitle")}>
            {countKinds.map((kind) => (
              <div key={kind}>
                <dt>{t(kind)}</dt>
                <dd data-testid={`count-${kind}`}>{result.counts[kind]}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {result && (
        <>
          <label htmlFor="sitemap-preview">{t("previewLabel")}</label>
          <textarea
            id="sitemap-preview"
            readOnly
            rows={18}
            value={result.xml.slice(0, PREVIEW_CHARS)}
            className={styles.preview}
          />
        </>
      )}
    </div>
  );
}
