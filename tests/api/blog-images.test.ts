/** @jest-environment node */
// Staff upload images from the editor: checked by content, kept outside public/ with WebP copies in
// several widths, listed for the picker and served to everyone.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { freshIp, params, setupTestDatabase, UPLOAD_DIR } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import * as images from "@/app/api/blog-images/route";
import * as file from "@/app/api/blog-images/[file]/route";

jest.setTimeout(60_000);
let cookie = "";

setupTestDatabase();
beforeAll(async () => {
  cookie = await signInCookie();
});

function upload(name: string, bytes: Buffer, type: string, withCookie = true, locale = "ko") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return images.POST(
    new Request("http://localhost:3000/api/blog-images", {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": freshIp(), "x-locale": locale, ...(withCookie ? { cookie } : {}) },
    }),
  );
}

describe("blog images", () => {
  it("stores an upload with copies up to its width, lists it, and serves each copy", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const response = await upload("그림.png", png, "image/png");
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ name: "그림.png", width: 1000, height: 500 });
    expect(data.url).toMatch(/^\/api\/blog-images\/[a-f0-9]{32}-1000\.webp$/);
    expect(data.srcSet).toBe(
      [320, 640, 960, 1000].map((w) => `/api/blog-images/${data.id}-${w}.webp ${w}w`).join(", "),
    );
    expect(existsSync(path.join(UPLOAD_DIR, "blog-images", `${data.id}.png`))).toBe(true);

    const listed = await (
      await images.GET(new Request("http://localhost:3000/api/blog-images", { headers: { cookie } }))
    ).json();
    expect(listed.data.map((image: { id: string }) => image.id)).toContain(data.id);

    const served = await file.GET(
      new Request(`http://localhost:3000${data.thumb}`),
      params({ file: `${data.id}-320.webp` }),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const copy = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(["webp", 320, 160]);
  });

  it("refuses a file that only claims to be an image, in the editor's language", async () => {
    const response = await upload("evil.png", Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe("JPEG, PNG, WebP, GIF 이미지 파일이 아닙니다");
  });

  it("refuses an image that does not decode", async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const response = await upload("broken.png", broken, "image/png", true, "en");
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe("the image could not be read");
  });

  it("refuses an image past 40 megapixels as too large, not as unreadable", async () => {
    // A sound 12000×8000 JPEG (96 megapixels): sharp's pixel limit must not make it "unreadable".
    const huge = await sharp({ create: { width: 12000, height: 8000, channels: 3, background: "#336699" } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const response = await upload("큰 사진.jpg", huge, "image/jpeg");
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("이미지가 4,000만 화소보다 큽니다");
  });

  it("responds 401 without a session and 404 for a name it did not make", async () => {
    expect((await upload("a.png", Buffer.from("x"), "image/png", false)).status).toBe(401);
    const guessed = await file.GET(
      new Request("http://localhost:3000/api/blog-images/..%2Fsite.db"),
      params({ file: "../site.db" }),
    );
    expect(guessed.status).toBe(404);
  });
});
