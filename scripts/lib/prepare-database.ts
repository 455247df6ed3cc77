import { mkdirSync } from "node:fs";
import { applyMigrations } from "../../lib/db/migrations/apply";
import { createPrismaClient } from "../../lib/db/create-client";
import { seedDatabase } from "../../lib/db/seed";

/** Creates the SQLite file if needed, applies pending migrations, seeds missing rows. Never resets. */
export async function prepareDatabase(databaseUrl: string, folders: string[] = []): Promise<void> {
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  const { applied } = await applyMigrations(databaseUrl);
  console.log(applied.length ? `> Applied migrations: ${applied.join(", ")}` : "> Database schema is up to date.");
  const prisma = createPrismaClient(databaseUrl);
  try {
    const { created } = await seedDatabase(prisma);
    if (created) console.log(`> Seeded ${created} rows.`);
  } finally {
    await prisma.$disconnect();
  }
}
