import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { serverTranslator } from "@/lib/i18n/translator";
import { describeIssue } from "./issue-text";
import { storedIssues } from "./stored-post";

/**
 * Once, when the server starts: one log line per stored post that fails its own schema (stored
 * before today's checks), with its id and why. Requests never log it again: the public pages treat
 * a broken live version as absent (404) and the editor's list marks the post for an editor to fix.
 */
export async function reportBrokenPosts(prisma: PrismaClient): Promise<number> {
  const t = await serverTranslator("en", "editor");
  const rows = await prisma.blogPost.findMany({ orderBy: { id: "asc" } });
  let broken = 0;
  for (const row of rows) {
    const issues = storedIssues(row);
    if (!issues.length) continue;
    broken += 1;
    const reasons = issues.map((issue) => `${issue.version} ${describeIssue(issue, t)}`).join("; ");
    console.error(`[blog] post "${row.id}" does not match the post format (fix it in the editor): ${reasons}`);
  }
  return broken;
}
