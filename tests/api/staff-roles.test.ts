/** @jest-environment node */
// Roles on every staff route, as a table of route × role: signed out → 401 (or sign-in for a
// person's navigation), a role that does not fit → 403 naming the role needed, the right role or
// admin → past the check (whatever the route then returns: 200, 400 for an empty body, 404).
import { jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInAs } from "./staff-harness";
import type { StaffRole } from "@/lib/auth/roles";

setupTestDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface StaffRoute {
  name: string;
  needs: StaffRole;
  load: () => Promise<Handler>;
  method: string;
  url: string;
  params?: Record<string, string>;
  body?: unknown;
  /** What a signed-out caller gets: 401 JSON, or 303 to sign-in for a person's link. */
  signedOut?: number;
}

const handler = async (path: string, method: string) =>
  ((await import(`@/app/${path}/route`)) as Record<string, Handler>)[method] as Handler;
const at = (path: string, method: string) => () => handler(path, method);

const routes: StaffRoute[] = [
  {
    name: "GET inbox",
    needs: "marketing",
    load: at("api/staff/submissions", "GET"),
    method: "GET",
    url: "/api/staff/submissions",
  },
  {
    name: "GET detail",
    needs: "marketing",
    load: at("api/staff/submissions/[kind]/[id]", "GET"),
    method: "GET",
    url: "/api/staff/submissions/lead/1",
    params: { kind: "lead", id: "1" },
  },
  {
    name: "PATCH detail",
    needs: "marketing",
    load: at("api/staff/submissions/[kind]/[id]", "PATCH"),
    method: "PATCH",
    url: "/api/staff/submissions/lead/1",
    params: { kind: "lead", id: "1" },
    body: { status: "contacted" },
  },
  {
    name: "POST resend",
    needs: "marketing",
    load: at("api/staff/submissions/[kind]/[id]/resend", "POST"),
    method: "POST",
    url: "/api/staff/submissions/lead/1/resend",
    params: { kind: "lead", id: "1" },
    body: { outboxId: 1 },
  },
  {
    name: "POST bulk change",
    needs: "marketing",
    load: at("api/staff/submissions/bulk", "POST"),
    method: "POST",
    url: "/api/staff/submissions/bulk",
    body: {},
  },
  {
    name: "GET pipeline value",
    needs: "marketing",
    load: at("api/staff/pipeline", "GET"),
    method: "GET",
    url: "/api/staff/pipeline",
  },
  {
    name: "GET inbox export",
    needs: "marketing",
    load: at("api/staff/submissions/export", "GET"),
    method: "GET",
    url: "/api/staff/submissions/export?format=csv",
  },
  {
    name: "GET leads export",
    needs: "marketing",
    load: at("api/leads/export", "GET"),
    method: "GET",
    url: "/api/leads/export",
  },
  {
    name: "GET upload",
    needs: "marketing",
    load: at("api/uploads/[id]", "GET"),
    method: "GET",
    url: "/api/uploads/1",
    params: { id: "1" },
  },
  {
    name: "GET staff file link",
    needs: "marketing",
    load: at("[locale]/(staff)/staff/files/[id]", "GET"),
    method: "GET",
    url: "/en/staff/files/1",
    params: { locale: "en", id: "1" },
    signedOut: 303,
  },
  {
    name: "GET blog images",
    needs: "editor",
    load: at("api/blog-images", "GET"),
    method: "GET",
    url: "/api/blog-images",
  },
  {
    name: "POST blog image",
    needs: "editor",
    load: at("api/blog-images", "POST"),
    method: "POST",
    url: "/api/blog-images",
    body: {},
  },
  {
    name: "POST blog post",
    needs: "editor",
    load: at("api/blog-posts", "POST"),
    method: "POST",
    url: "/api/blog-posts",
    body: {},
  },
  {
    name: "PUT blog post",
    needs: "editor",
    load: at("api/blog-posts/[key]", "PUT"),
    method: "PUT",
    url: "/api/blog-posts/nope",
    params: { key: "nope" },
    body: {},
  },
  ...(["publish", "schedule", "toggle-published", "unpublish"] as const).map((action): StaffRoute => ({
    name: `POST blog post ${action}`,
    needs: "editor",
    load: at(`api/blog-posts/[key]/${action}`, "POST"),
    method: "POST",
    url: `/api/blog-posts/nope/${action}`,
    params: { key: "nope" },
    body: {},
  })),
  {
    name: "GET blog preview",
    needs: "editor",
    load: at("api/blog-preview/[key]", "GET"),
    method: "GET",
    url: "/api/blog-preview/nope",
    params: { key: "nope" },
    signedOut: 303,
  },
  { name: "POST news", needs: "editor", load: at("api/news", "POST"), method: "POST", url: "/api/news", body: {} },
  {
    name: "PUT news",
    needs: "editor",
    load: at("api/news/[id]", "PUT"),
    method: "PUT",
    url: "/api/news/1",
    params: { id: "1" },
    body: {},
  },
  {
    name: "GET access log export",
    needs: "admin",
    load: at("api/staff/access-log/export", "GET"),
    method: "GET",
    url: "/api/staff/access-log/export",
  },
  {
    name: "GET accounts",
    needs: "admin",
    load: at("api/staff/accounts", "GET"),
    method: "GET",
    url: "/api/staff/accounts",
  },
  {
    name: "POST account invite",
    needs: "admin",
    load: at("api/staff/accounts", "POST"),
    method: "POST",
    url: "/api/staff/accounts",
    body: {},
  },
  {
    name: "PATCH account",
    needs: "admin",
    load: at("api/staff/accounts/[id]", "PATCH"),
    method: "PATCH",
    url: "/api/staff/accounts/nope",
    params: { id: "nope" },
    body: {},
  },
  {
    name: "POST account invite again",
    needs: "admin",
    load: at("api/staff/accounts/[id]/invite", "POST"),
    method: "POST",
    url: "/api/staff/accounts/nope/invite",
    params: { id: "nope" },
    body: {},
  },
  {
    name: "POST two-factor reset",
    needs: "admin",
    load: at("api/staff/accounts/[id]/two-factor-reset", "POST"),
    method: "POST",
    url: "/api/staff/accounts/nope/two-factor-reset",
    params: { id: "nope" },
    body: {},
  },
  {
    name: "DELETE news",
    needs: "editor",
    load: at("api/news/[id]", "DELETE"),
    method: "DELETE",
    url: "/api/news/1",
    params: { id: "1" },
  },
];

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of ["admin", "marketing", "editor"] as const) cookies[role] = await signInAs(`Role ${role}`, role);
}, 60_000);

async function call(route: StaffRoute, cookie?: string): Promise<Response> {
  const run = await route.load();
  const request = jsonRequest(route.method, route.url, route.body, cookie);
  return run(request, params(route.params ?? {}));
}

describe.each(routes)("$name (needs $needs)", (route) => {
  it("is refused signed out", async () => {
    const response = await call(route);
    expect(response.status).toBe(route.signedOut ?? 401);
    if (response.status === 303) expect(response.headers.get("location")).toMatch(/\/staff\/sign-in\?next=/);
  });

  it.each(["admin", "marketing", "editor"] as const)("as %s", async (role) => {
    const response = await call(route, cookies[role]);
    if (role === "admin" || role === route.needs) {
      expect([401, 403]).not.toContain(response.status);
    } else {
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(`This needs the ${route.needs} role.`);
    }
  });
});
