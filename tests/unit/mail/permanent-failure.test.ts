/** @jest-environment node */
import { CrmError } from "@/lib/crm/active-campaign";
import { isPermanentFailure } from "@/lib/mail/claim";

const smtpError = (code: string, responseCode?: number) => Object.assign(new Error("smtp"), { code, responseCode });

describe("isPermanentFailure", () => {
  it.each([
    ["a recipient refused with 550", smtpError("EENVELOPE", 550), true],
    ["a message refused with 554", smtpError("EMESSAGE", 554), true],
    ["a mailbox busy, 451", smtpError("EMESSAGE", 451), false],
    ["a wrong SMTP password, 535", smtpError("EAUTH", 535), false],
    ["a refused connection", smtpError("ECONNECTION"), false],
    ["the CRM refusing the data, 422", new CrmError(422, "Unprocessable Entity"), true],
    ["the CRM refusing malformed data, 400", new CrmError(400, "Bad Request"), true],
    ["the CRM refusing a wrong key, 403", new CrmError(403, "Forbidden"), false],
    ["the CRM asking to slow down, 429", new CrmError(429, "Too Many Requests"), false],
    ["the CRM down, 503", new CrmError(503, "Service Unavailable"), false],
    ["a time-out", new DOMException("The operation timed out.", "TimeoutError"), false],
  ])("%s: %p", (_what, error, permanent) => {
    expect(isPermanentFailure(error)).toBe(permanent);
  });
});
