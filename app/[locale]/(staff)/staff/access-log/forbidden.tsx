import { RoleRequired } from "@/components/staff/role-required";

/** 403: the access log is for admins (lib/auth/staff-page.ts). */
export default function Forbidden() {
  return <RoleRequired role="admin" />;
}
