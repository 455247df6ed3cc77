import { applyMigrations } from "../../lib/db/migrations/apply";
import { createPrismaClient } from "../../lib/db/create-client";
import { withPrepareLock } from "../../lib/db/migrations/lock";
import { isPostgres } from "../../lib/db/provider";
import { seedDatabase } from "../../lib/seed/database";
import { assertWritableDatabase, assertWritableFolder, assertWritablePostgres } from "../../lib/db/writable";

/**
 * Creates the database if needed (a SQLite file, or a PostgreSQL database on its server), applies
 * pending migrations, seeds missing rows. Never resets.
 * Refuses (throws) when the database or one of `folders` cannot be written, so a server never
 * starts on a read-only mount or a full disk that every lead would then fail on.
 */
export async function prepareDatabase(databaseUrl: string, folders: string[] = []): Promise<void> {
  for (const folder of folders) assertWritableFolder(folder);
  // On PostgreSQL, instances started together take turns (lib/db/migrations/lock.ts).
  await withPrepareLock(databaseUrl, async () => {
    const { applied } = await applyMigrations(databaseUrl);
    console.log(applied.length ? `> Applied migrations: ${applied.join(", ")}` : "> Database schema is up to date.");
    if (isPostgres(databaseUrl)) await assertWritablePostgres(databaseUrl);
    else assertWritableDatabase(databaseUrl.slice("file:".length));
    const prisma = createPrismaClient(databaseUrl);
    try {
      const { created } = await seedDatabase(prisma);
      if (created) console.log(`> Seeded ${created} rows.`);
    } finally {
      await prisma.$disconnect();
    }
  });
}
