import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readBrandSettings } from "./lib/config/brand-settings";
import { productSlug } from "./lib/config/product-slug";
import { securityHeaders, strictTransportSecurity } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** The same redirect for the Korean path and its /en twin. */
const bothLocales = (source: string, destination: string, permanent: boolean) => [
  { source, destination, permanent },
  { source: `/en${source}`, destination: destination.startsWith("/") ? `/en${destination}` : destination, permanent },
];

const settings = readBrandSettings(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The brand's settings as read from the environment now, for client bundles too (lib/config/brand.ts).
  env: { SITE_BRAND_SETTINGS: JSON.stringify(settings) },
  reactStrictMode: true,
  // forbidden() and forbidden.tsx: a signed-in account without a page's role gets a 403 page (lib/auth/staff-page.ts).
  experimental: { authInterrupts: true },
  turbopack: {
    // Messages are parsed once, on the server (lib/i18n/compile-messages.ts), so every part of the
    // site formats them with use-intl's small formatter: no page ships the ICU parser.
    resolveAlias: { "use-intl/format-message": "use-intl/format-message/format-only" },
  },
  async headers() {
    // The self-served faces (app/fonts/faces.css): a week, as their addresses carry no version.
    const faces = { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=604800" }] };
    // The production server (scripts/serve.ts) puts the security headers on every answer before Next
    // runs; as a rule here Next would match and compile the same long values again for each request
    // (about 4 % of an API request's time). `next dev` has no such server: the rules are its own.
    if (process.env.NODE_ENV !== "development") return [faces];
    return [
      { source: "/:path*", headers: securityHeaders(true) },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [strictTransportSecurity],
      },
      faces,
    ];
  },
  async redirects() {
    return [
      ...bothLocales(`/${productSlug}-app`, "/zen-app", true),
      ...bothLocales("/beta", "/modular", true),
      ...bothLocales("/zmaps", settings.URL_MAP_PRODUCT, false),
    ];
  },
};

export default withNextIntl(nextConfig);
