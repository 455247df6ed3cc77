import type { MetadataRoute } from "next";
import { brand } from "@/lib/config/brand";
import { ko } from "@/messages/ko";

// Drawn at build time from the brand settings, like the pages (the icons beside it: scripts/draw-icons.ts).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: brand.companyName,
    short_name: brand.productName,
    description: ko.meta.defaultDescription,
    lang: "ko",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b1220",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
