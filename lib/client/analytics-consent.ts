// The visit-statistics notice's script (docs/privacy.md): the visitor's answer, kept in a first-party
// cookie, and the tag manager's loading, which waits for an "accept". The shell draws the notice hidden
// (components/shell/analytics-consent.tsx) only where GTM_ID is set, with this code bundled on its own
// (lib/client/analytics-consent-script.ts, /api/analytics-consent): no other page carries a byte of it.

export type AnalyticsChoice = "accept" | "decline";

/** The cookie's name; its value is `choice:notice version:date`, e.g. `accept:2026-11-30:2026-11-30`. */
export const CONSENT_COOKIE = "analytics_consent";
/** Six months, then the notice asks again. */
export const CONSENT_MAX_AGE_S = 183 * 24 * 60 * 60;

/** The choice kept for this version of the notice; none when absent, malformed or given to an older notice. */
export function readChoice(cookies: string, version: string): AnalyticsChoice | undefined {
  const value = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  const [choice, given] = value?.split(":") ?? [];
  return given === version && (choice === "accept" || choice === "decline") ? choice : undefined;
}

/** Keeps `choice` for six months on the whole site (Secure on https). */
export function writeChoice(choice: AnalyticsChoice, version: string, now = new Date()): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const value = `${choice}:${version}:${now.toISOString().slice(0, 10)}`;
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Deletes the cookies Google's tags set (_ga, _ga_<id>, _gid, _gat, the conversion linker's _gcl_…) on this
 * host and the domains above it, where gtag puts them; what this page cannot reach, the browser's settings
 * can (policy §10).
 */
export function deleteStatisticsCookies(): void {
  const names = document.cookie.split(/;\s*/).map((pair) => pair.split("=", 1)[0] ?? "");
  const labels = location.hostname.split(".");
  for (const name of names.filter((n) => /^_g(a|id|at|cl)(_|$)/.test(n)))
    for (let i = 0; i < labels.length; i++) {
      const domain = i ? `; Domain=${labels.slice(i - 1).join(".")}` : "";
      document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
    }
}

export const TAG_MANAGER_SCRIPT_ID = "tag-manager";

/** Marks a link (the footer's "Cookie settings") that opens the notice again instead of following its href. */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

/** The notice's element: `data-src` the tag manager's address, `data-version` the notice's version. */
export const NOTICE_ID = "analytics-consent";

const notice = () => document.getElementById(NOTICE_ID);
const isChoice = (value: string | undefined): value is AnalyticsChoice => value === "accept" || value === "decline";

/**
 * Runs the notice drawn in the page: loads the tag manager at once where this version's "accept" is kept,
 * shows the notice where no answer is, and opens it again from a "Cookie settings" link. Returns a stop
 * (for tests; a page keeps it for its whole load, across its client-side navigations).
 */
export function startAnalyticsConsent(): () => void {
  const root = document.documentElement.style;
  // The link that opened the notice again: focus goes to the notice, then back to it.
  let opener: HTMLElement | null = null;
  // While it shows, the page keeps room for it below, so nothing (a form's submit) stays hidden behind it.
  const reserve = () => root.setProperty("--consent-space", `${notice()?.offsetHeight ?? 0}px`);
  // Its height changes with the width and as the fonts arrive.
  const sizes = typeof ResizeObserver === "function" ? new ResizeObserver(reserve) : null;
  const show = (element: HTMLElement, version: string) => {
    const kept = readChoice(document.cookie, version);
    for (const line of element.querySelectorAll<HTMLElement>("[data-current]"))
      line.hidden = line.dataset.current !== kept;
    element.hidden = false;
    reserve();
    sizes?.observe(element);
  };
  const hide = (element: HTMLElement) => {
    element.hidden = true;
    sizes?.disconnect();
    root.removeProperty("--consent-space");
  };
  const onClick = (event: MouseEvent) => {
    const element = notice();
    const target = event.target instanceof Element ? event.target : null;
    if (!element || !target) return;
    const { src = "", version = "" } = element.dataset;
    const link = target.closest<HTMLElement>(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
    if (link) {
      event.preventDefault();
      opener = link;
      show(element, version);
      element.focus();
      return;
    }
    const choice = target.closest<HTMLElement>("[data-choice]")?.dataset.choice;
    if (!isChoice(choice) || !element.contains(target)) return;
    writeChoice(choice, version);
    hide(element);
    opener?.focus();
    opener = null;
    if (choice === "accept") return loadTagManager(src);
    deleteStatisticsCookies();
    // A tag already running would go on counting this load's navigations: start a load without it.
    if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) location.reload();
  };
  let current: HTMLElement | null = null;
  const begin = () => {
    const element = notice();
    if (!element || element === current) return;
    current = element;
    const { src = "", version = "" } = element.dataset;
    const choice = readChoice(document.cookie, version);
    if (choice === "accept") loadTagManager(src);
    // A tag still running when "Decline" reloaded the page may have written its cookies again.
    else if (choice === "decline") deleteStatisticsCookies();
    else show(element, version);
  };
  // A change of language in the page draws the shell, and a hidden notice, anew: ask there too.
  const observer = new MutationObserver(begin);
  const watch = () => {
    begin();
    observer.observe(document.body, { childList: true, subtree: true });
  };
  document.addEventListener("click", onClick);
  // The script is async: it may run while the page is still arriving.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch, { once: true });
  else watch();
  return () => {
    observer.disconnect();
    document.removeEventListener("click", onClick);
    document.removeEventListener("DOMContentLoaded", watch);
    sizes?.disconnect();
  };
}

/**
 * Loads the tag manager once per page load: queues its start event, which the container reads with the
 * page views queued before it, and adds its script from its own host (the CSP allows that host, no inline code).
 */
export function loadTagManager(src: string): void {
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
  (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = src;
  document.head.append(script);
}
