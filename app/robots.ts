import type { MetadataRoute } from "next";
import { env } from "@/lib/config/env";

export default function robots(): MetadataRoute.Robots {
  const disallow = [
    "/api/",
    "/staff",
    "/blog-editor",
    "/sitemap-generator",
    "/en/staff",
    "/en/blog-editor",
    "/en/sitemap-generator",
  ];
  // Naver's crawler (Yeti) by name as well: Naver Search Advisor checks for its own rule.
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow },
      { userAgent: "Yeti", allow: "/", disallow },
    ],
    sitemap: new URL("/sitemap.xml", env().SITE_URL).toString(),
  };
}
