import { expect, test } from "./fixtures";
import { editorServerForSpec, editorSessionForSpec } from "./blog-support";

// A post taken down right after its publish: the publish's own refresh (its pages rendered again once
// its response is sent) is still under way, reading the post as live. Nothing it renders may be served
// once the takedown has answered (lib/blog/refresh.ts, lib/security/page-cache.cjs).
const server = editorServerForSpec();
const editor = editorSessionForSpec(server);

test.describe.configure({ mode: "serial" });

// Posts taken down at once or a moment after their publish, several at a time: a publish's refresh
// renders the post's pages first, so each takedown lands in one of them at some point of its render.
const ROUNDS = 8;
const delayOf = (round: number) => round * 40;
const WATCH_MS = Number(process.env.TAKEDOWN_WATCH_MS ?? 3000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createAndPublish(id: string, title: string) {
  const created = await editor.call("POST", "/api/blog-posts", {
    id,
    data_list: { title, category: "news", summary: `${title} 요약`, lang: "ko" },
    data_content: { sections: [[{ type: "paragraph", text: "곧 내려갈 글입니다." }]] },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const published = await editor.call("POST", `/api/blog-posts/${id}/publish`);
  expect(published.status, await published.clone().text()).toBe(200);
}

/** What a visitor sees of the post at this moment: each public view that still shows it. */
async function stillShown(id: string, title: string): Promise<string[]> {
  const get = (path: string) => fetch(`${server.baseURL}${path}`, { redirect: "manual" });
  const [page, enPage, list, feed, rss, sitemap] = await Promise.all([
    get(`/blog/${id}`),
    get(`/en/blog/${id}`),
    get("/blog"),
    get("/api/blog"),
    get("/rss.xml"),
    get("/sitemap.xml"),
  ]);
  const shown: string[] = [];
  if (page.status !== 404) shown.push(`/blog/${id} answered ${page.status}`);
  if (enPage.status !== 404) shown.push(`/en/blog/${id} answered ${enPage.status}`);
  if ((await list.text()).includes(title)) shown.push("/blog lists it");
  if ((await feed.text()).includes(title)) shown.push("/api/blog lists it");
  if ((await rss.text()).includes(title)) shown.push("/rss.xml lists it");
  if ((await sitemap.text()).includes(`/blog/${id}<`)) shown.push("/sitemap.xml lists it");
  return shown;
}

/**
 * Asks every public view again and again for `WATCH_MS`: each answer must be without the post. Each
 * view that still showed it is reported with when (ms after the takedown's answer) and how often.
 */
async function watchGone(id: string, title: string, since: number) {
  const seen = new Map<string, number[]>();
  while (Date.now() - since < WATCH_MS) {
    for (const what of await stillShown(id, title)) seen.set(what, [...(seen.get(what) ?? []), Date.now() - since]);
  }
  const report = [...seen].map(([what, at]) => `${what}: ${at.length} times, ${at[0]}-${at.at(-1)} ms after`);
  expect.soft(report, `${id} after its takedown`).toEqual([]);
}

/** `ROUNDS` posts at once: each published, then (after its round's delay) taken down by `takeDown`. */
async function takeDownEach(name: string, takeDown: (id: string) => Promise<void>) {
  test.setTimeout(60_000 + WATCH_MS);
  await Promise.all(
    Array.from({ length: ROUNDS }, async (_, round) => {
      const id = `${name}-${round}`;
      const title = `곧바로 내린 글 ${name} ${round}`;
      await createAndPublish(id, title);
      await sleep(delayOf(round));
      await takeDown(id);
      await watchGone(id, title, Date.now());
    }),
  );
}

test("a post unpublished right after its publish is gone from every public view at once", async () => {
  await takeDownEach("unpublished", async (id) => {
    const unpublished = await editor.call("POST", `/api/blog-posts/${id}/unpublish`);
    expect(unpublished.status, await unpublished.clone().text()).toBe(200);
  });
});

test("a post deleted right after its publish and unpublish is gone from every public view at once", async () => {
  await takeDownEach("deleted", async (id) => {
    expect((await editor.call("POST", `/api/blog-posts/${id}/unpublish`)).status).toBe(200);
    const deleted = await editor.call("DELETE", `/api/blog-posts/${id}`);
    expect(deleted.status, await deleted.clone().text()).toBe(204);
  });
});
