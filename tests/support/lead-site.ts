// The lead routes' surroundings for one Jest file: a real migrated database, a real SMTP server and, for
// the campaign forms, a CRM stand-in on loopback, with the settings the routes read, all ready before the
// file's tests (import the routes in its own beforeAll: the environment is parsed once per module registry).
import { afterAll, beforeAll } from "@jest/globals";
import { deliverOutbox, startCrmStandIn, setupSmtpTestServer } from "./mail-delivery";
import { setupTestDatabase } from "./test-database";

export const TEAM_ADDRESS = "team@leads.test";

export function setupLeadSite(options: { teamLocale: "ko" | "en"; crmKey?: string }) {
  const database = setupTestDatabase();
  const smtp = setupSmtpTestServer();
  let crm: Awaited<ReturnType<typeof startCrmStandIn>> | undefined;
  const crmConfig = () => (crm && options.crmKey ? { apiUrl: crm.url, apiKey: options.crmKey } : undefined);
  beforeAll(async () => {
    if (options.crmKey) crm = await startCrmStandIn();
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      LEADS_TO: TEAM_ADDRESS,
      ...(crm ? { CRM_API_URL: crm.url, CRM_API_KEY: options.crmKey } : {}),
      // 10 requests per 10-second slice, and 10 more as a burst: 20 per address before a 429.
      RATE_LIMIT_PER_MINUTE: "60",
      RATE_LIMIT_BURST: "10",
      SITE_URL: "https://www.example.test",
      TEAM_LOCALE: options.teamLocale,
    });
  });
  afterAll(() => crm?.close());
  return {
    database,
    smtp,
    /** The JSON bodies the CRM stand-in received, oldest first. */
    crmBodies: () => crm?.bodies() ?? [],
    deliverAll: () => deliverOutbox(database.prisma, smtp, crmConfig()),
    /** The last mail that reached the team (each sender also gets an acknowledgement: tests/api/acknowledgement.test.ts). */
    teamMail: () => smtp.received.filter((mail) => mail.to.includes(TEAM_ADDRESS)).at(-1)!,
  };
}
