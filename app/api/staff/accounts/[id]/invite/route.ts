import { accountAction } from "@/lib/api/route";
import { resendInvite } from "@/lib/auth/account-admin";

export const dynamic = "force-dynamic";

/** A new invite link for an account that has not set its password yet. */
export const { GET, POST, PUT, PATCH, DELETE } = accountAction(resendInvite);
