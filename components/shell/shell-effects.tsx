"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { afterLoad } from "@/components/ui/defer";

/** How long a navigation may take to bring its title before the view is counted with what is there. */
const TITLE_WAIT_MS = 2000;
const TITLE_POLL_MS = 100;

/**
 * The visit's landing for the forms (lib/client/attribution.ts reads it under the same key): the first
 * view of the tab's session keeps its page and referrer, and so does a later arrival with other utm
 * parameters (a new campaign click; internal links carry the query on, so they keep it).
 */
export function rememberLanding() {
  try {
    const { search } = location;
    const kept: string | undefined = sessionStorage["site:landing"];
    if (!kept || (search.includes("utm_") && !kept.includes(search)))
      sessionStorage["site:landing"] = JSON.stringify([location.pathname + search, document.referrer]);
  } catch {}
}

/** The last view counted, and whether the once-a-load work ran: the shell is mounted once per load. */
let counted: { path: string; title: string } | undefined;
let started = false;

const dataLayer = () => (window.dataLayer ??= []);

// The Korean fallback faces where a page may need them (./korean-fallback.ts), fetched after the load.
const addKoreanFallback = () => void import("./korean-fallback").then((module) => module.addWhenNeeded());

/**
 * What every page of the shell does in the browser, in one small module (content pages have a
 * JavaScript budget, scripts/bench/targets.ts): keeps the visit's landing, pushes
 * `{ event: "page_view", path, title }` to the tag manager's data layer on the first load and after
 * every client-side navigation (the tag manager, once the visitor accepts it, reads the ones queued
 * before it: lib/client/analytics-consent.ts), and once the page has loaded adds the Korean fallback
 * fonts where the page may need them.
 */
export function ShellEffects() {
  const pathname = usePathname();

  useEffect(() => {
    if (!started) {
      started = true;
      afterLoad(addKoreanFallback);
    } else if (document.readyState === "complete") {
      // A page reached in the browser may show stored text the first one did not.
      addKoreanFallback();
    }
    rememberLanding();
    // Strict mode runs an effect twice: a path already counted is not counted again.
    if (counted?.path === pathname) return;
    const previous = counted?.title;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Next streams a navigation's metadata after its content: the new <title> can land well after
    // this effect runs, so look again until it has (or count with what is there after TITLE_WAIT_MS).
    const count = () => {
      const { title } = document;
      if ((!title || title === previous) && (waited += TITLE_POLL_MS) <= TITLE_WAIT_MS)
        return void (timer = setTimeout(count, TITLE_POLL_MS));
      counted = { path: pathname, title };
      dataLayer().push({ event: "page_view", path: pathname, title });
    };
    count();
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
