// Writes app/fonts/bold-hangul.txt: every Hangul syllable the Korean pages draw in bold, which is all
// the bold subset holds (scripts/media/subset-fonts.py). Run against the built site:
//   npm start   (in another shell)
//   npx tsx scripts/media/bold-hangul.ts [http://localhost:3000]
// tests/e2e/korean-glyphs.spec.ts fails when a page draws a bold syllable the file lacks.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { crawlBoldHangul } from "./drawn-hangul";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const bold = await crawlBoldHangul(browser, baseUrl);
  writeFileSync(path.join(process.cwd(), "app", "fonts", "bold-hangul.txt"), `${[...bold.keys()].sort().join("")}\n`);
  console.log(`${bold.size} bold syllables`);
} finally {
  await browser.close();
}
