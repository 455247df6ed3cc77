import { notFound } from "@/lib/http/errors";
import { errorResponse } from "@/lib/api/route";

// Unknown API paths respond with JSON, like every other API response, rather than the HTML 404 page.
const unknown = async () => errorResponse(notFound("There is no API at this address."));
export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
