import { accountAction } from "@/lib/api/route";
import { unlockSignIn } from "@/lib/auth/account-admin";

export const dynamic = "force-dynamic";

/** An admin lifts the sign-in lock that failed attempts put on an account (logged). */
export const { GET, POST, PUT, PATCH, DELETE } = accountAction(unlockSignIn);
