import { accountAction } from "@/lib/api/route";
import { resetTwoFactor } from "@/lib/auth/two-factor";

export const dynamic = "force-dynamic";

/** An admin takes another account's two-step sign-in away (lost phone and codes): it is signed out everywhere. */
export const { GET, POST, PUT, PATCH, DELETE } = accountAction(resetTwoFactor);
