import { apiRoute } from "@/lib/http/method-not-allowed";

// Health check: answers without touching the database, so it measures the bare server.
export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({ GET: () => Response.json({ message: "hello" }) });
