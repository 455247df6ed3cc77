import { checkHealth } from "@/lib/db/health";
import { route } from "@/lib/api/route";

// For the load balancer (deploy/nginx.conf) and monitoring: 200 when this instance and its database
// respond, 503 when the database does not. Never cached.
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: async () => {
    const health = await checkHealth();
    return Response.json(
      health.ok
        ? { status: "ok", database: health.database }
        : { message: health.problem, status: "unavailable", database: health.database },
      { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
    );
  },
});
