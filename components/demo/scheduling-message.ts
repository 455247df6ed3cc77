import { brand } from "@/lib/config/brand";

/**
 * True only for the provider's "event type viewed" message sent from its own origin: any page can
 * postMessage to us, so the origin is checked before the data is trusted.
 */
export function isEventTypeViewed(
  event: Pick<MessageEvent, "origin" | "data">,
  trustedOrigin: string = brand.urls.schedulingOrigin,
): boolean {
  if (event.origin !== trustedOrigin) return false;
  const data: unknown = event.data;
  return (
    typeof data === "object" && data !== null && (data as { event?: unknown }).event === "calendly.event_type_viewed"
  );
}
