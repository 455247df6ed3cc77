/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { applyMigrations } from "@/lib/db/migrations/apply";

let dir: string;
let prisma: PrismaClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "serialized-"));
  const url = `file:${path.join(dir, "site.db")}`;
  await applyMigrations(url);
  prisma = createPrismaClient(url);
});

afterAll(async () => {
  await prisma.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const item = (title: string) => ({ source: "test", title, description: "d", url: "https://example.com" });

describe("one SQLite connection shared by concurrent requests", () => {
  it("keeps another request's write out of a transaction that rolls back", async () => {
    let insideTransaction!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (insideTransaction = resolve));
    const failing = prisma
      .$transaction(async (tx) => {
        await tx.newsItem.create({ data: item("rolled back") });
        insideTransaction();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error("refused");
      })
      .catch((error: Error) => error.message);
    await transactionStarted;
    const other = await prisma.newsItem.create({ data: item("kept") });
    expect(await failing).toBe("refused");
    const titles = (await prisma.newsItem.findMany()).map((row) => row.title);
    expect(titles).toContain("kept");
    expect(titles).not.toContain("rolled back");
    expect(other.title).toBe("kept");
  });
});
