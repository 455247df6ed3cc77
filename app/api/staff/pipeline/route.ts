import { handle, route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { pipelineValue } from "@/lib/submissions/pipeline";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** The dashboard's open pipeline as JSON: value per status and per owner, in each currency. */
  GET: handle({ role: "marketing" }, async () =>
    Response.json(await pipelineValue(db()), { headers: { "Cache-Control": "no-store" } }),
  ),
});
