import { RoleRequired } from "@/components/staff/role-required";

/** 403: a signed-in account without the editor role (lib/auth/staff-page.ts). */
export default function Forbidden() {
  return <RoleRequired role="editor" />;
}
