/** @jest-environment node */
// Issue 27: /sitemap-generator listed every draft and scheduled post (title, description, dates) to
// anyone while the editor was on. It now asks for a staff session, exactly as the editor's pages do.
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import { renderOrRedirect } from "../support/page-outside-next";

type PageMocks = typeof import("../support/page-outside-next");

// Outside a Next server there is no request scope: the page's cookie is handed in, a redirect() is
// caught as the address it names, and the page's words are their keys (next-intl's server half needs
// Next's server build of React).
let pageCookie = "";
jest.mock("next/headers", () => ({
  headers: async () => new Headers(pageCookie ? { cookie: pageCookie } : {}),
}));
jest.mock("next/navigation", () => jest.requireActual<PageMocks>("../support/page-outside-next").navigation);
jest.mock("@/lib/i18n/params", () => jest.requireActual<PageMocks>("../support/page-outside-next").localeParams);
jest.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));

jest.setTimeout(60_000);
let cookie = "";
setupTestDatabase();
beforeAll(async () => {
  cookie = await signInCookie();
  const { POST } = await import("@/app/api/blog-posts/route");
  const draft = {
    id: "secret-draft",
    data_list: { title: "Unannounced product", category: "tutorial", summary: "Not out yet", lang: "ko" },
    data_content: { sections: [[{ type: "prolog", text: "Intro" }]] },
  };
  expect((await POST(jsonRequest("POST", "/api/blog-posts", draft, cookie))).status).toBe(201);
});

type Page = (props: { params: Promise<{ locale: string }> }) => Promise<unknown>;
async function visit(page: Page, locale: string, withCookie: string): Promise<{ location?: string; tree?: unknown }> {
  pageCookie = withCookie;
  try {
    return await renderOrRedirect(() => page({ params: Promise.resolve({ locale }) }));
  } finally {
    pageCookie = "";
  }
}
const generatorPage = async () => (await import("@/app/[locale]/(staff)/sitemap-generator/page")).default as Page;
const editorPage = async () => (await import("@/app/[locale]/(staff)/blog-editor/page")).default as Page;

/** The `posts` the page hands to the generator, found in the returned element tree. */
function postsIn(node: unknown): { id: string }[] | undefined {
  if (!node || typeof node !== "object") return undefined;
  const props = (node as { props?: { posts?: { id: string }[]; children?: unknown } }).props;
  if (props?.posts) return props.posts;
  const children = Array.isArray(props?.children) ? props.children : [props?.children];
  for (const child of children) {
    const found = postsIn(child);
    if (found) return found;
  }
  return undefined;
}

describe("the sitemap generator", () => {
  it.each([
    ["ko", "/staff/sign-in?next=%2Fsitemap-generator"],
    ["en", "/en/staff/sign-in?next=%2Fen%2Fsitemap-generator"],
  ])("sends a visitor without a session to sign-in (%s), as the editor does", async (locale, signIn) => {
    expect(await visit(await generatorPage(), locale, "")).toEqual({ location: signIn });
    const editor = await visit(await editorPage(), locale, "");
    expect(editor.location).toBe(signIn.replace("sitemap-generator", "blog-editor"));
  });

  it("refuses a forged or expired session cookie the same way", async () => {
    const forged = cookie.replace(/=.*/, "=not-a-session");
    expect((await visit(await generatorPage(), "ko", forged)).location).toBe(
      "/staff/sign-in?next=%2Fsitemap-generator",
    );
  });

  it("lists every post, drafts included, to a signed-in staff member", async () => {
    const { tree, location } = await visit(await generatorPage(), "en", cookie);
    expect(location).toBeUndefined();
    expect(postsIn(tree)?.map((post) => post.id)).toContain("secret-draft");
  });
});
