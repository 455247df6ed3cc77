"use client";

/* eslint-disable @next/next/no-html-link-for-pages -- plain links: after a failure this deep, a full load is the surer way home. */

import { useEffect } from "react";
import { BilingualDocument } from "@/components/shell/bilingual-document";
import en from "@/messages/en/error.json";
import ko from "@/messages/ko/error.json";
import "./globals.css";

/**
 * Shown only when the document itself (the locale layout) fails: no layout, messages or locale are
 * there, so it speaks both languages, Korean first, like the not-found page.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <BilingualDocument>
      <title>{`${ko.title} · ${en.title}`}</title>
      <h1>{ko.title}</h1>
      <p>{ko.text}</p>
      <p lang="en">{en.text}</p>
      <p>
        <button type="button" onClick={() => retry()}>
          {ko.retry} · <span lang="en">{en.retry}</span>
        </button>{" "}
        <a href="/">{ko.home}</a> · <a href="/en">{en.home}</a>
      </p>
    </BilingualDocument>
  );
}
