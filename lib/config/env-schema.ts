import { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/routing";
import { brandSettingsSchema } from "./brand-settings";
import { businessSettingsSchema, countrySetting, processorContactSetting } from "./business-settings";
import { optional, withDefault } from "./env-helpers";
import { reportPriceSettingsSchema } from "./report-prices";

/** Shipped until the real provider is set; `npm start` warns while it is live (scripts/lib/warn-placeholders.ts). */
export const MAIL_PROVIDER_SAMPLE = "Example Mail Co., Ltd.";

/**
 * MAIL_PROVIDER: the company that delivers the site's e-mail (SMTP_URL's provider), which the privacy
 * policy names as a processor (PIPA art. 26).
 */
const mailProviderSetting = withDefault(
  z.string().trim().min(1, { error: "expected the name of the company that delivers the site's e-mail" }),
  MAIL_PROVIDER_SAMPLE,
);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false; // RangeError: not a time zone this runtime knows
  }
}

const flag = (fallback: "true" | "false") =>
  withDefault(z.enum(["true", "false"], { error: 'expected "true" or "false"' }), fallback).transform(
    (value) => value === "true",
  );

const intAtLeast = (min: number, fallback: number, error: string) =>
  withDefault(z.coerce.number({ error }).int({ error }).min(min, { error }), fallback);
const positiveInt = (fallback: number, error: string) => intAtLeast(1, fallback, error);

/**
 * A list of https origins (or *.domain wildcards), separated by spaces or commas: hosts the tag
 * manager's tags may use. Keywords such as 'unsafe-inline', bare schemes and "*" are refused.
 */
const ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i;
const originList = () =>
  withDefault(
    z
      .string()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .refine((origins) => origins.every((origin) => ORIGIN.test(origin)), {
        error: 'expected https origins separated by spaces, e.g. "https://connect.example.net https://*.example.org"',
      }),
    "",
  );

/** The settings pages are built with: the brand, the report's prices, the business's identity. */
const pageSettingsSchema = brandSettingsSchema
  .extend(reportPriceSettingsSchema.shape)
  .extend(businessSettingsSchema.shape);

/** Every variable the server reads, the brand's among them. The error text is what the variable expects. */
export const envSchema = pageSettingsSchema.extend({
  DATABASE_URL: withDefault(
    z.string().regex(/^(file:|postgres(ql)?:\/\/).+/, {
      error:
        'expected a SQLite URL such as "file:./data/site.db" or a PostgreSQL one such as "postgresql://user@host/db"',
    }),
    "file:./data/site.db",
  ),
  SITE_URL: withDefault(
    z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL such as "https://www.example.com"' }),
    "http://localhost:3000",
  ),
  GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, { error: 'expected a tag-manager id such as "GTM-ABC123"' })),
  NAVER_SITE_VERIFICATION: optional(
    z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, {
      error: "expected the content of Naver Search Advisor's naver-site-verification tag (letters and digits)",
    }),
  ),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: 'expected an SMTP URL such as "smtp://user:pass@mail.example.com:587"' }),
  ),
  MAIL_FROM: withDefault(z.string().min(3, { error: "expected a sender address" }), "Website <no-reply@localhost>"),
  LEADS_TO: withDefault(z.email({ error: "expected the team inbox's e-mail address" }), "leads@example.com"),
  // RFC 8058: a mailbox that takes "unsubscribe" mails, offered beside the https link when set.
  UNSUBSCRIBE_MAILTO: optional(z.email({ error: "expected the address that receives unsubscribe requests" })),
  MAIL_DROP_DIR: withDefault(z.string().min(1, { error: "expected a folder path" }), "./data/mail"),
  UPLOAD_DIR: withDefault(z.string().min(1, { error: "expected a folder path" }), "./data/uploads"),
  SESSION_SECRET: optional(z.string().min(32, { error: "expected a random secret of at least 32 characters" })),
  STAFF_EXPORT_TOKEN: optional(z.string().min(24, { error: "expected a random token of at least 24 characters" })),
  BLOG_EDITOR_ENABLED: flag("false"),
  CRM_API_URL: optional(z.url({ protocol: /^https?$/, error: "expected the CRM's API base URL" })),
  CRM_API_KEY: optional(z.string().min(8, { error: "expected the CRM's API key" })),
  CRM_TIMEOUT_MS: positiveInt(15000, "expected how long one CRM call may take, in milliseconds, e.g. 15000"),
  MAIL_PROVIDER: mailProviderSetting,
  MAIL_PROVIDER_COUNTRY: countrySetting,
  MAIL_PROVIDER_CONTACT: processorContactSetting,
  // The account a report order is paid to, as the order confirmation states it (the terms: payment by
  // transfer to the account that e-mail gives). Unset, the back office's template asks the writer for it.
  PAYMENT_BANK_ACCOUNT: optional(
    z
      .string()
      .trim()
      .min(1, { error: 'expected the bank, number and holder, e.g. "신한은행 110-123-456789 (예금주: …)"' }),
  ),
  PAYMENT_BANK_ACCOUNT_EN: optional(
    z.string().trim().min(1, { error: "expected the bank account for payment as English e-mails write it" }),
  ),
  OLD_PRIVACY_TOKEN: withDefault(
    z
      .string()
      .regex(/^[a-z0-9-]{4,64}$/, { error: "expected a path segment of 4 to 64 lowercase letters, digits or dashes" }),
    "privacy-policy-2021",
  ),
  TRUST_PROXY: flag("false"),
  FULLPAGE_LICENSE_KEY: optional(z.string().trim().min(8, { error: "expected fullPage.js's commercial licence key" })),
  RATE_LIMIT_PER_MINUTE: positiveInt(60, "expected a whole number of submits per minute, e.g. 60"),
  RATE_LIMIT_BURST: intAtLeast(0, 100, "expected a whole number of extra submits, e.g. 100"),
  OUTBOX_POLL_MS: positiveInt(5000, "expected a poll interval in milliseconds, e.g. 5000"),
  OUTBOX_RETRY_BASE_MS: positiveInt(30000, "expected the first retry delay in milliseconds, e.g. 30000"),
  // RFC 5321 section 4.5.3.2: the greeting 5 minutes, the end of a message (the longest reply) 10.
  SMTP_GREETING_TIMEOUT_MS: positiveInt(
    300000,
    "expected the wait for the mail server's greeting in milliseconds, e.g. 300000",
  ),
  SMTP_REPLY_TIMEOUT_MS: positiveInt(
    600000,
    "expected the longest wait for a mail server's reply in milliseconds, e.g. 600000",
  ),
  OUTBOX_LEASE_MS: positiveInt(
    60000,
    "expected how long an outbox claim lasts unless its worker renews it, in milliseconds, e.g. 60000",
  ),
  SERVER_HEADERS_TIMEOUT_MS: positiveInt(15000, "expected the time a client has to send its headers, in milliseconds"),
  SERVER_REQUEST_TIMEOUT_MS: positiveInt(
    900000,
    "expected the time a client has to send a whole request, in milliseconds",
  ),
  REQUEST_IDLE_TIMEOUT_MS: positiveInt(20000, "expected how long a request may send nothing, in milliseconds"),
  // Under Kubernetes' 30 s grace period before SIGKILL, with time left to close the database.
  SHUTDOWN_TIMEOUT_MS: positiveInt(
    25000,
    "expected how long a stopping server finishes its requests and sends, in milliseconds, e.g. 25000",
  ),
  UPLOAD_QUOTA_BYTES: positiveInt(2_147_483_648, "expected the total bytes uploads may use, e.g. 2147483648"),
  UPLOAD_BYTES_PER_ADDRESS_PER_DAY: positiveInt(
    209_715_200,
    "expected the bytes one client address may upload in a day, e.g. 209715200",
  ),
  UPLOAD_MIN_FREE_BYTES: positiveInt(1_073_741_824, "expected the free disk space kept for the database, in bytes"),
  SIGN_IN_GLOBAL_PER_MINUTE: positiveInt(30, "expected the site-wide sign-in attempts a minute, e.g. 30"),
  // The access log is kept two years at least (PIPA's records of access to personal data).
  ACCESS_LOG_RETENTION_DAYS: intAtLeast(730, 730, "expected the days the access log is kept, 730 or more"),
  // What the forms' consent notice promises: three years from the last contact (docs/privacy.md).
  SUBMISSION_RETENTION_DAYS: positiveInt(
    1095,
    "expected the days a submission is kept after its last activity, e.g. 1095",
  ),
  // A report request is a contract: its record is kept five years (전자상거래법 제6조); its files go with the others.
  REPORT_RETENTION_DAYS: positiveInt(
    1826,
    "expected the days a report request is kept after its last activity, e.g. 1826",
  ),
  TEAM_LOCALE: withDefault(z.enum(locales, { error: `expected one of ${locales.join(", ")}` }), defaultLocale),
  TEAM_TIME_ZONE: withDefault(
    z.string().refine(isTimeZone, { error: 'expected an IANA time zone such as "Asia/Seoul"' }),
    "Asia/Seoul",
  ),
  PORT: positiveInt(3000, "expected the port the server listens on, e.g. 3000"),
  HOST: optional(z.string().trim().min(1, { error: "expected an address to listen on, or empty for every interface" })),
  BLOG_JOBS_POLL_MS: positiveInt(5000, "expected how often scheduled posts are checked, in milliseconds, e.g. 5000"),
  // Hosts the tag manager's tags may load scripts from, send data to, show images and frames from
  // (read by each page's Content-Security-Policy at request time; see docs/security.md).
  TAG_SCRIPT_SOURCES: originList(),
  TAG_CONNECT_SOURCES: originList(),
  TAG_IMG_SOURCES: originList(),
  TAG_FRAME_SOURCES: originList(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join("\n"));
    this.name = "EnvError";
  }
}

/** Parses a source such as `process.env`; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `Invalid environment variable ${String(issue.path[0])}: ${issue.message}`,
  );
  throw new EnvError([...new Set(lines)]);
}
