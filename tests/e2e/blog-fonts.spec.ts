import { fontsFetched, fontsOf } from "@/tests/support/korean-fonts";
import { expect, test } from "./fixtures";

// A phone, and no trace: the trace's DOM snapshots read every element's style, which lays out the
// posts the page skips and fetches their faces.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, trace: "off" });

test("/en/blog fetches the Korean subset only when the Korean posts come near the screen", async ({ page }) => {
  const fonts = await fontsFetched(page, "/en/blog");
  expect(fonts).toContain("/fonts/inter-latin-variable.woff2");
  expect(fonts.filter((font) => font.startsWith("/fonts/noto-sans-kr-"))).toEqual([]);

  const title = page.getByTestId("other-languages").getByRole("heading", { name: /모듈러 설계안 비교/ });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeVisible();
  await expect.poll(() => fonts).toEqual(expect.arrayContaining(["/fonts/noto-sans-kr-700.woff2"]));
  // Its Hangul drawn in the subset (Chromium names it by its family, Noto Sans CJK KR), nothing in a system font.
  // The title scrolled to, not the section's first Korean card: posts other specs publish come first.
  await title.evaluate((element) => element.setAttribute("data-font-probe", ""));
  const used = await fontsOf(page, "[data-font-probe]");
  expect(used.filter((font) => !font.isCustomFont)).toEqual([]);
  expect(used.map((font) => font.familyName)).toContain("Noto Sans CJK KR");
});
