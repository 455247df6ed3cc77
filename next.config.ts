import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readBrandSettings } from "./lib/config/brand-settings";
import { securityHeaders, strictTransportSecurity } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const settings = readBrandSettings(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The brand's settings as read from the environment now, for client bundles too (lib/config/brand.ts).
  env: { SITE_BRAND_SETTINGS: JSON.stringify(settings) },
  reactStrictMode: true,
  // Next's file-system cache, telling the proxy the script hashes of each page it renders again at run
  // time (About after a news edit), for the page's CSP (lib/security/page-cache.cjs).
  cacheHandler: path.resolve("lib/security/page-cache.cjs"),
  turbopack: {
    // Messages are parsed once, on the server (lib/i18n/compile-messages.ts), so every part of the
    // site formats them with use-intl's small formatter: no page ships the ICU parser.
    resolveAlias: { "use-intl/format-message": "use-intl/format-message/format-only" },
  },
  experimental: {
    // forbidden() and forbidden.tsx: a signed-in account without a page's role gets a 403 page (lib/auth/staff-page.ts).
    authInterrupts: true,
    // Page routes read no body (no server actions): proxy.ts refuses one at once, and Next holds no
    // more than this of it meanwhile (10 MB by default, for each connection).
    proxyClientMaxBodySize: "16kb",
    // CI builds once, from a clean clone: writing Turbopack's compile cache for a next build that never comes
    // took 16-40 s of its two cores there. Elsewhere the cache makes the next build faster.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  async rewrites() {
    // The folders of public/ that proxy.ts skips: a file missing there gets a plain 404 page
    // (lib/http/page-requests.ts). Checked after public/'s files, so the files themselves are served.
    const file = ":file([^/]+\\.[^/]+)";
    const folders = ["/fonts", "/blog/:folder(covers|thumbs|figures)", "/en/:folder(media|about)"];
    // The addresses browsers ask for by habit, not from a link: the icon and manifest of Next's file conventions.
    const usualAddresses = [
      { source: "/apple-touch-icon.png", destination: "/apple-icon.png" },
      { source: "/site.webmanifest", destination: "/manifest.webmanifest" },
    ];
    return {
      beforeFiles: usualAddresses,
      afterFiles: folders.map((folder) => ({ source: `${folder}/${file}`, destination: "/api/missing-file" })),
      fallback: [],
    };
  },
  async headers() {
    // The self-served faces (app/fonts/faces.css): a week, as their addresses carry no version. Named one
    // by one, so that a missing file's 404 (rewrites, above) is not kept as long.
    const faceFiles = readdirSync("public/fonts").map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const faces = {
      source: `/fonts/:file(${faceFiles.join("|")})`,
      headers: [{ key: "Cache-Control", value: "public, max-age=604800" }],
    };
    // Under every Next server (`next start`, standalone, `npm start`, `next dev`): pages, API
    // responses, redirects and errors. A page's own policy (its hashes or nonce) comes from proxy.ts.
    return [
      { source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "development") },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [strictTransportSecurity],
      },
      faces,
    ];
  },
};

export default withNextIntl(nextConfig);
