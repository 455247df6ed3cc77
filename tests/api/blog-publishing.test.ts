/** @jest-environment node */
// The one publishing state machine and the durable scheduled publish, on a real SQLite file: the
// job survives a new database client (a restart), is claimed by one worker only, and a withdrawn
// or moved schedule is never carried out.
import { baseVersion, DATABASE_URL, jsonRequest, params, setupTestDatabase } from "./blog-harness";
import { signInCookie } from "./staff-harness";
import * as one from "@/app/api/blog-posts/[key]/route";
import * as schedule from "@/app/api/blog-posts/[key]/schedule/route";
import * as unpublish from "@/app/api/blog-posts/[key]/unpublish/route";
import * as jobRoute from "@/app/api/internal/blog-jobs/route";
import { createPrismaClient } from "@/lib/db/create-client";
import { claimDueJob } from "@/lib/blog/jobs/claim";
import { INTERNAL_KEY_HEADER, internalKey } from "@/lib/blog/jobs/internal-key";
import { runDueJobs } from "@/lib/blog/jobs/run";

const dataList = { title: "Scheduled post", category: "tutorial", summary: "Goes live by itself", lang: "ko" };
const dataContent = { sections: [[{ type: "prolog", text: "Intro" }], [{ type: "heading", level: 1, text: "Part" }]] };
// Migrating and seeding a fresh SQLite file takes a few seconds on a busy machine.
jest.setTimeout(60_000);
let cookie = "";

setupTestDatabase({ seed: true });
beforeAll(async () => {
  cookie = await signInCookie();
  const { POST } = await import("@/app/api/blog-posts/route");
  for (const id of ["sched-a", "sched-b", "sched-c"])
    await POST(jsonRequest("POST", "/api/blog-posts", { id, data_list: dataList, data_content: dataContent }, cookie));
});

const visitorStatus = async (id: string) =>
  (await one.GET(jsonRequest("GET", `/api/blog-posts/${id}`), params({ key: id }))).status;
const scheduleAt = (id: string, at: Date, body: Record<string, unknown> = {}) =>
  schedule.POST(
    jsonRequest("POST", `/api/blog-posts/${id}/schedule`, { at: at.toISOString(), ...body }, cookie),
    params({ key: id }),
  );

describe("scheduled publishing", () => {
  it("refuses a time in the past", async () => {
    const response = await scheduleAt("sched-a", new Date(Date.now() - 60_000));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ at: ["scheduleInPast"] });
  });

  it("shows Scheduled (when), then goes live when the job runs, through a new database client (a restart)", async () => {
    const at = new Date(Date.now() + 60_000);
    const response = await (await scheduleAt("sched-a", at)).json();
    expect(response.data).toMatchObject({ state: "scheduled", scheduled_at: at.toISOString(), is_published: 0 });
    expect(await visitorStatus("sched-a")).toBe(404);

    const restarted = createPrismaClient(DATABASE_URL);
    try {
      expect(await runDueJobs(restarted, { now: new Date(at.getTime() - 1000) })).toEqual([]);
      expect(await runDueJobs(restarted, { now: new Date(at.getTime() + 1000) })).toEqual(["sched-a"]);
      const row = await restarted.blogPost.findUniqueOrThrow({ where: { id: "sched-a" } });
      expect(row.scheduledAt).toBeNull();
      expect(row.liveList).toEqual(row.draftList);
      const job = await restarted.blogJob.findFirstOrThrow({ where: { postId: "sched-a" } });
      expect(job).toMatchObject({ status: "done", attempts: 1 });
    } finally {
      await restarted.$disconnect();
    }
    expect(await visitorStatus("sched-a")).toBe(200);
  });

  it("lets only one of two workers claim a due job; a lapsed lease makes it claimable again", async () => {
    const at = new Date(Date.now() + 1000);
    await scheduleAt("sched-b", at);
    const a = createPrismaClient(DATABASE_URL);
    const b = createPrismaClient(DATABASE_URL);
    try {
      const later = new Date(at.getTime() + 5000);
      const [first, second] = await Promise.all([claimDueJob(a, 60_000, later), claimDueJob(b, 60_000, later)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      // The winner "crashed": after its lease the job is claimable again and runs once.
      await a.blogJob.updateMany({
        where: { postId: "sched-b", status: "running" },
        data: { lockedUntil: new Date(0) },
      });
      expect(await runDueJobs(b, { now: later })).toEqual(["sched-b"]);
      expect(await runDueJobs(a, { now: later })).toEqual([]);
    } finally {
      await a.$disconnect();
      await b.$disconnect();
    }
  });

  it("never carries out a withdrawn or replaced schedule", async () => {
    const first = new Date(Date.now() + 60_000);
    await scheduleAt("sched-c", first);
    const second = new Date(Date.now() + 120_000);
    await scheduleAt("sched-c", second, {
      data_list: { ...dataList, title: "Rescheduled" },
      data_content: dataContent,
      base_updated_at: await baseVersion("sched-c", cookie),
    });
    const prisma = createPrismaClient(DATABASE_URL);
    try {
      const jobs = await prisma.blogJob.findMany({ where: { postId: "sched-c" }, orderBy: { id: "asc" } });
      expect(jobs.map((job) => job.status)).toEqual(["cancelled", "pending"]);
      expect(await runDueJobs(prisma, { now: new Date(first.getTime() + 1000) })).toEqual([]);
      const cancelled = await schedule.DELETE(
        jsonRequest("DELETE", "/api/blog-posts/sched-c/schedule", undefined, cookie),
        params({ key: "sched-c" }),
      );
      expect((await cancelled.json()).data).toMatchObject({ state: "draft", scheduled_at: null });
      expect(await runDueJobs(prisma, { now: new Date(second.getTime() + 1000) })).toEqual([]);
    } finally {
      await prisma.$disconnect();
    }
    expect(await visitorStatus("sched-c")).toBe(404);
  });

  it("unpublishes at once", async () => {
    const response = await unpublish.POST(
      jsonRequest("POST", "/api/blog-posts/sched-a/unpublish", undefined, cookie),
      params({ key: "sched-a" }),
    );
    expect((await response.json()).data).toMatchObject({ state: "draft", is_published: 0 });
    expect(await visitorStatus("sched-a")).toBe(404);
  });
});

describe("the internal job route", () => {
  it("is a 404 without the server's own key, and runs due jobs with it", async () => {
    const request = (key?: string) =>
      new Request("http://localhost:3000/api/internal/blog-jobs", {
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { [INTERNAL_KEY_HEADER]: key } : {}) },
        body: JSON.stringify({ action: "run" }),
      });
    expect((await jobRoute.POST(request())).status).toBe(404);
    expect((await jobRoute.POST(request("guess"))).status).toBe(404);
    const ok = await jobRoute.POST(request(internalKey()));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ published: [] });
  });
});
