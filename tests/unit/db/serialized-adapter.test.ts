/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { BUSY_TIMEOUT_MS, createPrismaClient, type PrismaClient } from "@/lib/db/create-client";
import { PrismaClient as GeneratedClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrations/apply";

let dir: string;
let url: string;
let prisma: PrismaClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "serialized-"));
  url = `file:${path.join(dir, "site.db")}`;
  await applyMigrations(url);
  prisma = createPrismaClient(url);
});

afterAll(async () => {
  await prisma.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const item = (title: string) => ({ source: "test", title, description: "d", url: "https://example.com" });

/**
 * Opens a transaction that writes a row, holds for 100 ms and then fails, so it rolls back. `started`
 * resolves once it is inside; `failing` resolves to the error's message; `hasEnded` says whether it is over.
 */
function rollingBackTransaction(client: PrismaClient) {
  let insideTransaction!: () => void;
  let ended = false;
  const started = new Promise<void>((resolve) => (insideTransaction = resolve));
  const failing = client
    .$transaction(async (tx) => {
      await tx.newsItem.create({ data: item("rolled back") });
      insideTransaction();
      await new Promise((resolve) => setTimeout(resolve, 100));
      ended = true;
      throw new Error("refused");
    })
    .catch((error: Error) => error.message);
  return { started, failing, hasEnded: () => ended };
}

/**
 * A write from another request while a transaction is open and then rolls back. Returns the titles
 * kept, and when the other write came back (before the transaction ended, or after).
 */
async function writeDuringRollback(client: PrismaClient) {
  const transaction = rollingBackTransaction(client);
  await transaction.started;
  await client.newsItem.create({ data: item("written meanwhile") });
  const repliedInside = !transaction.hasEnded();
  expect(await transaction.failing).toBe("refused");
  const titles = (await client.newsItem.findMany()).map((row) => row.title);
  await client.newsItem.deleteMany();
  return { titles, repliedInside };
}

describe("one SQLite connection shared by concurrent requests", () => {
  // Pins the driver adapter's behaviour that lib/db/serialized-adapter.ts exists for. When a Prisma
  // release makes this fail (the write is no longer swallowed), the serialisation can go.
  it("without the serialisation, the adapter runs the other write inside the open transaction, and loses it", async () => {
    const raw = new GeneratedClient({ adapter: new PrismaBetterSqlite3({ url, timeout: BUSY_TIMEOUT_MS }) });
    try {
      const { titles, repliedInside } = await writeDuringRollback(raw);
      expect(repliedInside).toBe(true);
      expect(titles).not.toContain("written meanwhile");
    } finally {
      await raw.$disconnect();
    }
  });

  it("with it, the other write waits for the transaction and is kept", async () => {
    const { titles, repliedInside } = await writeDuringRollback(prisma);
    expect(repliedInside).toBe(false);
    expect(titles).toEqual(["written meanwhile"]);
  });

  it("keeps another request's write out of a transaction that rolls back", async () => {
    const transaction = rollingBackTransaction(prisma);
    await transaction.started;
    const other = await prisma.newsItem.create({ data: item("kept") });
    expect(await transaction.failing).toBe("refused");
    const titles = (await prisma.newsItem.findMany()).map((row) => row.title);
    expect(titles).toContain("kept");
    expect(titles).not.toContain("rolled back");
    expect(other.title).toBe("kept");
  });
});
