import { route } from "@/lib/api/route";

// Health check: responds without touching the database, so it measures the bare server.
export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: () => Response.json({ message: "hello" }) });
