import { expect, test } from "./fixtures";

// A phone, and no trace: the trace's DOM snapshots read every element's style, which lays out the
// posts the page skips and fetches their faces.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, trace: "off" });

test("/en/blog fetches the Korean subset only when the Korean posts come near the screen", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/en/blog");
  await page.waitForLoadState("networkidle");
  expect(fonts).toContain("/fonts/inter-latin-variable.woff2");
  expect(fonts.filter((font) => font.startsWith("/fonts/noto-sans-kr-"))).toEqual([]);

  const title = page.getByTestId("other-languages").getByRole("heading", { name: /모듈러 설계안 비교/ });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeVisible();
  await expect.poll(() => fonts).toEqual(expect.arrayContaining(["/fonts/noto-sans-kr-700.woff2"]));
  // Its Hangul drawn in the subset (Chromium names it by its family, Noto Sans CJK KR), nothing in a system font.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: '[data-testid="other-languages"] article [lang="ko"]',
  });
  const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(used.filter((font) => !font.isCustomFont)).toEqual([]);
  expect(used.map((font) => font.familyName)).toContain("Noto Sans CJK KR");
});
