// Draws app/favicon.ico and app/apple-icon.png from public/favicon.svg (run once after a logo change:
// `npx tsx scripts/draw-icons.ts`, then commit both files). Next serves them by its file conventions.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg", "utf8");

/** An ICO of PNG images (read by every browser since 2007): the header, one entry per size, the images. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const draw = (source: string, size: number) =>
  sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

const sizes = [16, 32, 48];
writeFileSync(
  "app/favicon.ico",
  ico(await Promise.all(sizes.map(async (size) => ({ size, png: await draw(svg, size) })))),
);
// iOS rounds the corners itself and fills transparent ones black: the square fills the whole icon.
writeFileSync("app/apple-icon.png", await draw(svg.replace(/ rx="[^"]*"/, ""), 180));
