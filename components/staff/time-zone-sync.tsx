"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { STAFF_TIME_ZONE_COOKIE } from "@/lib/i18n/time-zone";

/**
 * The server renders times in the zone this browser told it last (a cookie), or the team's. When the
 * browser's own zone differs, it is remembered and the page rendered again in it.
 */
export function TimeZoneSync({ renderedZone }: { renderedZone: string }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone === renderedZone) return;
    document.cookie = `${STAFF_TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    router.refresh();
  }, [renderedZone, router]);
  return null;
}
