import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { brand } from "./lib/config/brand";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** The same redirect for the Korean path and its /en twin. */
const bothLocales = (source: string, destination: string, permanent: boolean) => [
  { source, destination, permanent },
  { source: `/en${source}`, destination: destination.startsWith("/") ? `/en${destination}` : destination, permanent },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    return [
      ...bothLocales(`/${brand.productSlug}-app`, "/zen-app", true),
      ...bothLocales("/beta", "/modular", true),
      ...bothLocales("/zmaps", brand.urls.mapProduct, false),
    ];
  },
};

export default withNextIntl(nextConfig);
