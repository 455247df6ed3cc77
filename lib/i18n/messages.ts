import { fillBrandTokens } from "./brand-tokens";
import type { Locale } from "./routing";
import type { en } from "@/messages/en";

export type Messages = typeof en;

/** Brand placeholders (./brand-tokens.ts) are filled in once at load, so ICU sees plain text. */
function fillBrand<T>(value: T, locale: Locale): T {
  if (typeof value === "string") return fillBrandTokens(value, locale === "en" ? "en" : "ko") as T;
  if (Array.isArray(value)) return value.map((inner: unknown) => fillBrand(inner, locale)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillBrand(inner, locale)])) as T;
  }
  return value;
}

const cache = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  // messages/<locale>/index.ts: a language is its entry in ./routing.ts plus its folder of messages.
  const raw = ((await import(`../../messages/${locale}/index`)) as { default: Messages }).default;
  const filled = fillBrand(raw, locale);
  cache.set(locale, filled);
  return filled;
}

/** A namespace of the catalog, or one of its parts ("landing.carousel"). */
export type Namespace = keyof Messages | `${keyof Messages}.${string}`;

/**
 * The namespaces every public page's client parts read through next-intl: the demo popup, the forms,
 * the blog's widgets and the carousels' controls (the chrome gets its words from the server as they
 * are, components/shell/shell-text.ts). Everything else is rendered on the server, so its strings
 * never travel in the page's payload (the whole catalog would be about half of a page's HTML).
 */
export const sharedClientNamespaces = ["demo", "forms", "validation", "blog"] as const satisfies Namespace[];

/**
 * The parts of the back office's words its client components read (forms, buttons and their
 * answers), for every staff page's provider: the rest of `staff` is rendered on the server. The
 * whole of `staff`, `editor`, `blog`, `demo` and `sitemapTool` was about 50 KB of every staff page.
 */
export const staffClientNamespaces = [
  "staff.inbox",
  "staff.detail",
  "staff.statuses",
  "staff.accounts",
  "staff.roles",
  "staff.reply",
  "staff.signIn",
  "staff.privacyRequests",
  "staff.privacy",
  "staff.twoFactor",
  "staff.resetPassword",
  "staff.password",
] as const satisfies Namespace[];

/** The named namespaces (or parts of them) of the catalog, for a client provider. */
export function pickNamespaces(messages: Messages, namespaces: readonly Namespace[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const [head, ...rest] = namespace.split(".");
    let source: unknown = messages;
    let target = picked;
    for (const [index, key] of [head!, ...rest].entries()) {
      source = (source as Record<string, unknown>)[key];
      if (index === rest.length) target[key] = source;
      else target = (target[key] ??= {}) as Record<string, unknown>;
    }
  }
  return picked;
}
