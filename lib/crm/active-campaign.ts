import "server-only";
/**
 * ActiveCampaign's contact sync call (POST {base}/api/3/contact/sync, header Api-Token): creates the
 * contact or updates the one with the same e-mail.
 */
// A type, not an interface, so that it is a JSON value the outbox row can hold.
export type ContactSyncBody = {
  contact: {
    email: string;
    firstName: string;
    lastName: string;
    fieldValues?: { field: string; value: string }[];
  };
};

export interface CrmContact {
  email: string;
  firstName: string;
  lastName: string;
  /** Extra values (company, job title, address, note…) sent as named field values. */
  fields: Record<string, string>;
}

export function contactSyncBody(contact: CrmContact): ContactSyncBody {
  const fieldValues = Object.entries(contact.fields)
    .filter(([, value]) => value !== "")
    .map(([field, value]) => ({ field, value }));
  return { contact: { email: contact.email, firstName: contact.firstName, lastName: contact.lastName, fieldValues } };
}

export interface CrmConfig {
  apiUrl: string;
  apiKey: string;
  /** How long one call may take before it is given up and retried later (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The CRM's non-2xx response; its status tells the outbox whether a retry can help. */
export class CrmError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`CRM returned ${status} ${statusText}`);
    this.name = "CrmError";
  }
}

/** Sends one sync; any non-2xx response rejects so the outbox retries it (or gives up, isPermanentFailure in lib/mail/claim.ts). */
export async function syncContact(config: CrmConfig, body: unknown): Promise<void> {
  const url = `${config.apiUrl.replace(/\/+$/, "")}/api/3/contact/sync`;
  const response = await (config.fetch ?? fetch)(url, {
    method: "POST",
    headers: { "Api-Token": config.apiKey, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
  });
  if (!response.ok) throw new CrmError(response.status, response.statusText);
}
