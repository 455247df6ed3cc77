import "server-only";
import { env } from "@/lib/config/env";

/**
 * The caller's address for rate limits. Next fills X-Forwarded-For from the socket only when the
 * header is absent, so it is trusted only behind our proxy (TRUST_PROXY=true, deploy/nginx.conf
 * overwrites it with $remote_addr); directly exposed, the first address is used but may be forged.
 */
export function clientIp(request: { headers: { get(name: string): string | null } }): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const addresses = forwarded
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const ip = env().TRUST_PROXY ? addresses.at(-1) : addresses[0];
  return ip || request.headers.get("x-real-ip") || "unknown";
}
