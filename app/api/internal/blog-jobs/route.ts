import { runJobAction } from "@/lib/blog/jobs/job-route";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The server's own call (lib/blog/jobs/ticker.ts): run due scheduled publishes, or refresh the public blog. */
  POST: runJobAction,
});
