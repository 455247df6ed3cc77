"use client";

import type { StaffRole } from "@/lib/auth/account-rules";
import { usePathname } from "@/lib/i18n/navigation";
import { staffPageRole } from "@/lib/staff/page-roles";

/** The 403 text naming the role the page at the address needs (`texts`: one per role, already worded). */
export function NeededRoleText({ texts }: { texts: Record<StaffRole, string> }) {
  return texts[staffPageRole(usePathname())];
}
