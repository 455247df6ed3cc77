import "server-only";
import { callJobRoute } from "@/lib/blog/jobs/ticker";
import { listenForCacheChanges } from "./broadcast";

/** On PostgreSQL: each change another instance announces is applied here through the internal job route. */
export function listenForOtherInstances(): void {
  listenForCacheChanges(async (change) => {
    if (!(await callJobRoute("apply", { change }))) console.error("[cache] the job route refused", change);
  });
}
