/** @jest-environment node */
// Issue 27: every redirect that takes its target from the request goes only to a path of this site,
// through the real handlers (the preview's exit, the sign-in page of a signed-in person).
import { jsonRequest, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import { renderOrRedirect } from "../support/page-outside-next";

type PageMocks = typeof import("../support/page-outside-next");

// Outside a Next server there is no request scope: the page's cookie and the draft-mode switch are
// handed in, and a page's redirect() is caught as the address it names.
let pageCookie = "";
const disableDraftMode = jest.fn();
jest.mock("next/headers", () => ({
  headers: async () => new Headers(pageCookie ? { cookie: pageCookie } : {}),
  draftMode: async () => ({ disable: disableDraftMode, enable: jest.fn(), isEnabled: false }),
}));
jest.mock("next/navigation", () => jest.requireActual<PageMocks>("../support/page-outside-next").navigation);
jest.mock("@/lib/i18n/params", () => jest.requireActual<PageMocks>("../support/page-outside-next").localeParams);

jest.setTimeout(60_000);
let cookie = "";
setupTestDatabase();
beforeAll(async () => {
  cookie = await signInCookie();
});

const hostile = [
  "/.//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/a/..//evil.example/phish",
  "/%2F/evil.example/phish",
  "/\\evil.example/phish",
  "/./\\evil.example/phish",
  "/\t/evil.example/phish",
  "//evil.example/phish",
  "https://evil.example/phish",
  "javascript:alert(1)",
];

describe("GET /api/blog-preview/exit?to=…", () => {
  it.each(hostile)("sends %p to /blog, not another site (no session needed)", async (to) => {
    const { GET } = await import("@/app/api/blog-preview/exit/route");
    const response = await GET(jsonRequest("GET", `/api/blog-preview/exit?to=${encodeURIComponent(to)}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/blog");
    expect(disableDraftMode).toHaveBeenCalled();
  });

  it("goes back to the post it came from", async () => {
    const { GET } = await import("@/app/api/blog-preview/exit/route");
    const response = await GET(
      jsonRequest("GET", `/api/blog-preview/exit?to=${encodeURIComponent("/en/blog/a-post")}`),
    );
    expect(response.headers.get("location")).toBe("/en/blog/a-post");
  });
});

describe("the sign-in page's next, for someone already signed in", () => {
  const visit = async (next: string) => {
    const { default: SignInPage } = await import("@/app/[locale]/(staff)/staff/sign-in/page");
    pageCookie = cookie;
    try {
      const { location } = await renderOrRedirect(() =>
        SignInPage({ params: Promise.resolve({ locale: "ko" }), searchParams: Promise.resolve({ next }) } as never),
      );
      return location ?? "(no redirect)";
    } finally {
      pageCookie = "";
    }
  };

  it.each(hostile)("sends next=%p to the staff dashboard", async (next) => {
    expect(await visit(next)).toBe("/staff");
  });

  it("follows a same-site next", async () => {
    expect(await visit("/staff/submissions?q=kim")).toBe("/staff/submissions?q=kim");
  });
});
