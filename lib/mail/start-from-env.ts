import { env } from "@/lib/config/env";
import { leadStore } from "@/lib/leads/store";
import { startConfiguredOutbox } from "./start";

/** The server's worker, on the lead store's connection and queue (see lib/leads/store.ts). */
export function startOutboxFromEnv(): void {
  startConfiguredOutbox(leadStore(), env());
}
