import "server-only";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { startConfiguredOutbox } from "./start";

/** The server's worker, on the process's database client. */
export function startOutboxFromEnv(): void {
  startConfiguredOutbox(db(), env());
}
