import { expect, test } from "@playwright/test";
import { postgresBinDir, startPostgresCluster } from "../../scripts/lib/postgres-cluster";
import { freePort } from "../../scripts/lib/free-port";
import { startSystemServer } from "../support/system-server";

// A PostgreSQL server that goes away and comes back, under one app server: the pages that read the
// database respond 503 with Retry-After while it is gone, in the page's language, the others keep
// serving, and all is as before once it is back.
test.skip(!postgresBinDir(), "needs PostgreSQL's server binaries (apt-get install -y postgresql)");

async function statusWithin(url: string, status: number, ms = 8_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await fetch(url, { redirect: "manual" });
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("while PostgreSQL is down, the pages that read it respond 503 and the others 200", async () => {
  test.setTimeout(120_000);
  const cluster = startPostgresCluster(await freePort());
  const server = await startSystemServer({ DATABASE_URL: cluster.url.replace(/\/postgres$/, "/outage") });
  const page = (path: string) => `${server.url}${path}`;
  try {
    expect((await fetch(page("/blog?x=1"))).status).toBe(200);

    cluster.halt();
    const blog = await statusWithin(page("/blog?x=1"), 503);
    expect(blog.status).toBe(503);
    expect(blog.headers.get("retry-after")).toBe("30");
    expect(blog.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await blog.text()).toContain("잠시 후 다시 열어 주세요");
    // Every page that reads the database, from the first request after the outage was noticed.
    for (const path of ["/blog", "/en/blog?x=1", "/en/blog/ai-feasibility-in-minutes", "/en/staff"]) {
      const response = await fetch(page(path), { redirect: "manual" });
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
    }
    expect(await (await fetch(page("/en/blog"))).text()).toContain("This page is briefly unavailable");
    // Pages with no database behind them keep serving; About fetches its news apart (without them, no section).
    for (const path of ["/", "/en/zen-app", "/contact", "/about"]) {
      expect({ path, status: (await fetch(page(path))).status }).toEqual({ path, status: 200 });
    }

    cluster.restart();
    expect((await statusWithin(page("/blog?x=1"), 200)).status).toBe(200);
    expect((await fetch(page("/en/blog"))).status).toBe(200);
  } finally {
    await server.stop();
    cluster.stop();
  }
});
