import { runJobAction } from "@/lib/blog/jobs/job-route";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

/** The server's own call (lib/blog/jobs/ticker.ts): run due scheduled publishes, or refresh the public blog. */
export const POST = handleRoute(runJobAction);

// Other methods answer a JSON 405 naming the allowed ones.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
