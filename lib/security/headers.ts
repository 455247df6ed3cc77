import { brand } from "../config/brand";

const origin = (url: string) => new URL(url).origin;

/** Hosts the tag manager's tags may use, beyond the tag manager's own (TAG_*_SOURCES in the environment). */
export interface TagSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

export const noTagSources: TagSources = { script: [], connect: [], img: [], frame: [] };

/** The Content-Security-Policy: no eval, inline scripts only as `inlineScripts` allows (docs/security.md). */
export function contentSecurityPolicy(
  isDev: boolean,
  inlineScripts: string[] = [],
  tags: TagSources = noTagSources,
): string {
  const tagManager = origin(brand.urls.tagManagerHost);
  const scheduling = origin(brand.urls.schedulingOrigin);
  const schedulingAssets = origin(brand.urls.schedulingScript);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...(isDev ? ["'unsafe-inline'"] : inlineScripts),
      tagManager,
      schedulingAssets,
      ...tags.script,
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'", schedulingAssets],
    "img-src": ["'self'", "data:", "blob:", tagManager, "https://i.ytimg.com", schedulingAssets, ...tags.img],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": [
      "'self'",
      tagManager,
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      ...tags.connect,
      ...(isDev ? ["ws:"] : []),
    ],
    "frame-src": [scheduling, "https://www.youtube-nocookie.com", tagManager, ...tags.frame],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "report-uri": ["/api/csp-report"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The policy of every response that is not a page (API responses, files, redirects, the bare 404 of
 * a missing font or image), which proxy.ts does not see: the site's own styles, images and fonts, no
 * inline script, nothing from another host. It holds no `:` on purpose: Next compiles a `headers()` value
 * with a colon as a path pattern on every request (`compileNonPath`), a few per cent of a small
 * route's throughput.
 */
export const nonPagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "report-uri /api/csp-report",
].join("; ");

/** Headers for every response; in development, where proxy.ts sets no page policy, the pages' own. */
export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: isDev ? contentSecurityPolicy(true) : nonPagePolicy },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
  ];
}

/** Only over HTTPS (a proxy in front says so with X-Forwarded-Proto): browsers ignore it on http. */
export const strictTransportSecurity = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
};
