import { timingSafeEqual } from "node:crypto";
import { unauthorized } from "@/lib/http/errors";

/**
 * Until staff sessions exist: `Authorization: Bearer <STAFF_EXPORT_TOKEN>`. With no token
 * configured nobody gets in. Compared in constant time.
 */
export function assertStaffToken(request: Request, expected: string | undefined): void {
  const header = request.headers.get("authorization") ?? "";
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
  const ok =
    expected !== undefined &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw unauthorized("A valid staff token is required to download the leads.");
}
