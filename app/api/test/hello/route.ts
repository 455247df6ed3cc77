// Health check: answers without touching the database, so it measures the bare server.
export function GET() {
  return Response.json({ message: "hello" });
}
