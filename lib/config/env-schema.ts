import { z } from "zod";

/** Empty strings count as unset, as they do in most .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

const flag = (fallback: "true" | "false") =>
  withDefault(z.enum(["true", "false"], { error: 'expected "true" or "false"' }), fallback).transform(
    (value) => value === "true",
  );

const positiveInt = (fallback: number, error: string) =>
  withDefault(z.coerce.number({ error }).int({ error }).positive({ error }), fallback);

/** Every variable the server reads. The error text is what the variable expects. */
export const envSchema = z.object({
  DATABASE_URL: withDefault(
    z.string().regex(/^file:.+/, { error: 'expected a SQLite URL such as "file:./data/site.db"' }),
    "file:./data/site.db",
  ),
  SITE_URL: withDefault(
    z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL such as "https://www.example.com"' }),
    "http://localhost:3000",
  ),
  GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, { error: 'expected a tag-manager id such as "GTM-ABC123"' })),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: 'expected an SMTP URL such as "smtp://user:pass@mail.example.com:587"' }),
  ),
  MAIL_FROM: withDefault(z.string().min(3, { error: "expected a sender address" }), "Website <no-reply@localhost>"),
  LEADS_TO: withDefault(z.email({ error: "expected the team inbox's e-mail address" }), "leads@example.com"),
  MAIL_DROP_DIR: withDefault(z.string().min(1, { error: "expected a folder path" }), "./data/mail"),
  UPLOAD_DIR: withDefault(z.string().min(1, { error: "expected a folder path" }), "./data/uploads"),
  SESSION_SECRET: optional(z.string().min(32, { error: "expected a random secret of at least 32 characters" })),
  STAFF_PASSWORD_HASH: optional(
    z.string().regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, {
      error: 'expected a hash made by "npm run staff:hash-password"',
    }),
  ),
  STAFF_EXPORT_TOKEN: optional(z.string().min(24, { error: "expected a random token of at least 24 characters" })),
  BLOG_EDITOR_ENABLED: flag("false"),
  CRM_API_URL: optional(z.url({ protocol: /^https?$/, error: "expected the CRM's API base URL" })),
  CRM_API_KEY: optional(z.string().min(8, { error: "expected the CRM's API key" })),
  OLD_PRIVACY_TOKEN: withDefault(
    z
      .string()
      .regex(/^[a-z0-9-]{4,64}$/, { error: "expected a path segment of 4 to 64 lowercase letters, digits or dashes" }),
    "privacy-policy-2021",
  ),
  TRUST_PROXY: flag("false"),
  RATE_LIMIT_PER_MINUTE: positiveInt(20, "expected a whole number of requests per minute, e.g. 20"),
  OUTBOX_POLL_MS: positiveInt(5000, "expected a poll interval in milliseconds, e.g. 5000"),
  OUTBOX_RETRY_BASE_MS: positiveInt(30000, "expected the first retry delay in milliseconds, e.g. 30000"),
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
