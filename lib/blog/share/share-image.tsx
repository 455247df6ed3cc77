import "server-only";
import { ImageResponse } from "next/og";
import { brand } from "@/lib/config/brand";
import type { LivePost } from "../stored-post";
import { coverBackground } from "./cover-background";
import { titleFonts } from "./title-fonts";

export const SHARE_SIZE = { width: 1200, height: 630 } as const;
/** The brand's ground under every share image (the site's default one, and a post's under its cover). */
const SHARE_BACKGROUND = "linear-gradient(135deg, #0b1630 0%, #1c2c55 60%, #3d7bff 100%)";
/** The whole image on the brand's ground: the root of every share image. */
export const SHARE_FRAME = { width: "100%", height: "100%", display: "flex", background: SHARE_BACKGROUND } as const;

/** A post's 1200×630 PNG share image: its cover under a dark veil, its title and the company name. */
export async function shareImage(post: LivePost): Promise<ImageResponse> {
  const title = post.list.title;
  const [background, { family, fonts }] = await Promise.all([
    post.content.coverImage
      ? coverBackground(post.content.coverImage, post.content.coverFocus)
      : coverBackground(post.list.thumbnail, post.list.thumbnailFocus),
    titleFonts(`${title}${brand.companyName}`),
  ]);
  const size = title.length > 60 ? 52 : title.length > 32 ? 62 : 72;
  return new ImageResponse(
    <div style={{ ...SHARE_FRAME, position: "relative", fontFamily: family }}>
      {background && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG by the image renderer
        <img src={background} width={1200} height={630} alt="" style={{ position: "absolute", top: 0, left: 0 }} />
      )}
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: SHARE_SIZE.width,
          height: SHARE_SIZE.height,
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          padding: 72,
          background: "linear-gradient(180deg, rgba(11,22,48,0.15) 0%, rgba(11,22,48,0.88) 70%)",
          color: "#ffffff",
        }}
      >
        <div
          style={{
            display: "flex",
            width: 1056,
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.25,
            letterSpacing: -1,
            wordBreak: "keep-all",
          }}
        >
          {title}
        </div>
        <div style={{ fontSize: 30, fontWeight: 700, color: "#b9c8ff", marginTop: 24 }}>{brand.companyName}</div>
      </div>
    </div>,
    { ...SHARE_SIZE, fonts },
  );
}
