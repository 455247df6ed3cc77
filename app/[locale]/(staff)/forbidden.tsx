import { RoleRequired } from "@/components/staff/role-required";

/** 403 for every back-office page: it names the role the page needs (lib/staff/page-roles.ts). */
export default function Forbidden() {
  return <RoleRequired />;
}
