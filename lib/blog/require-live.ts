import "server-only";
import type { BlogPost } from "@/lib/db/generated/client";
import { parse, type ParseOptions } from "@/lib/http/parse";
import { liveSchema } from "./schemas";

/** How a problem reads to the caller (the editor's words in its language: blog-payload.ts). */
export type Describe = ParseOptions["describe"];

/**
 * A draft saves whatever is missing; what goes live must be a whole post (title, category, every
 * block filled in): else a 400 naming each missing piece (thrown inside the transaction, which then writes nothing).
 */
export function requireLive(row: Pick<BlogPost, "draftList" | "draftContent">, describe?: Describe): void {
  parse(liveSchema, { data_list: row.draftList, data_content: row.draftContent }, { describe });
}
