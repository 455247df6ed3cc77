import { ImageResponse } from "next/og";
import { SHARE_FRAME, SHARE_SIZE } from "@/lib/blog/share/share-image";
import { brand } from "@/lib/config/brand";

// Drawn once at build time from the brand config, so a rename needs no new artwork.
export const dynamic = "force-static";

/** The social preview image every page names in og:image and twitter:image (lib/seo/build-metadata.ts). */
export function GET() {
  return new ImageResponse(
    <div style={{ ...SHARE_FRAME, flexDirection: "column", justifyContent: "flex-end", padding: 80, color: "#ffffff" }}>
      <div style={{ display: "flex", gap: 16, marginBottom: 48 }}>
        {[220, 160, 300, 120].map((height, index) => (
          <div key={index} style={{ width: 96, height, background: "rgba(255,255,255,0.18)", borderRadius: 8 }} />
        ))}
      </div>
      <div style={{ fontSize: 84, fontWeight: 700, letterSpacing: -2 }}>{brand.companyName}</div>
      <div style={{ fontSize: 40, color: "#b9c8ff", marginTop: 12 }}>{brand.productName}</div>
    </div>,
    SHARE_SIZE,
  );
}
