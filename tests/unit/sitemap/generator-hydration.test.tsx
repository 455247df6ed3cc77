import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { SitemapGenerator } from "@/components/sitemap/sitemap-generator";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";

// Hydrating by hand (no Testing Library render): tell React that act() wraps the updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const draft = {
  id: "draft-post",
  lang: "en" as const,
  category: "tutorial",
  isPublished: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
};

test("a base address and the drafts box set before the page hydrated are the ones the sitemap uses", async () => {
  const messages = compiledMessages(await loadMessages("en"));
  const tool = (
    <NextIntlClientProvider locale="en" messages={messages}>
      <SitemapGenerator defaultBaseUrl="http://localhost:3000" posts={[draft]} />
    </NextIntlClientProvider>
  );
  // The server's markup, as the staff member gets it before any script runs; then typing, then React.
  const container = document.createElement("div");
  container.innerHTML = renderToString(tool);
  document.body.append(container);
  container.querySelector<HTMLInputElement>("#sitemap-base")!.value = "https://www.example.com";
  container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  await act(async () => {
    root = hydrateRoot(container, tool);
  });

  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

  const preview = container.querySelector("textarea")!.value;
  expect(preview).toContain("<loc>https://www.example.com/</loc>");
  expect(preview).not.toContain("localhost");
  expect(container.querySelector('[data-testid="count-blog"]')!.textContent).toBe("1");
});
