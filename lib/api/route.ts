import "server-only";
import { requireStaffRole, requireStaffWrite } from "@/lib/auth/require-staff";
import type { StaffRole } from "@/lib/auth/roles";
import type { StaffIdentity } from "@/lib/auth/staff-identity";
import { env } from "@/lib/config/env";
import { cleanStrings } from "@/lib/http/clean-text";
import { databaseUnavailable } from "@/lib/http/database-errors";
import { badRequest, HttpError, tooManyRequests } from "@/lib/http/errors";
import { IDEMPOTENCY_HEADER } from "@/lib/http/header-names";
import { limiterStore } from "@/lib/http/limiter-store";
import { parse } from "@/lib/http/parse";
import { clientIp, type Limiter, take, tokenBucket } from "@/lib/http/rate-limit";
import { DEFAULT_JSON_LIMIT, type JsonType, readJson } from "@/lib/http/read-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { localeFromRequest } from "@/lib/i18n/request-locale";
import type { Locale } from "@/lib/i18n/routing";
import { queryObject } from "@/lib/submissions/filters";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import { linkTokenSchema } from "@/lib/validation/newsletter";
import type { z } from "@/lib/validation/z";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];
type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;
type RouteHandler<C> = (request: Request, context?: C) => Promise<Response>;

/** How a route responds: `plain` JSON, or the `{ success, data }` envelope the blog and news clients read. */
export type Envelope = "plain" | "success";

/** `{ success: true, data }`: a successful response of an enveloped route. */
export function success(data: unknown, init?: ResponseInit): Response {
  return Response.json({ success: true, data }, init);
}

/** The JSON error body: `{ message, fieldErrors? }`, with `success: false` first on enveloped routes. */
export function errorResponse(error: HttpError, envelope: Envelope = "plain"): Response {
  const body = {
    ...(envelope === "success" ? { success: false } : {}),
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
  return Response.json(body, { status: error.status, headers: error.headers });
}

function failureResponse(request: Request, error: unknown, envelope: Envelope): Response {
  if (error instanceof HttpError) return errorResponse(error, envelope);
  const unavailable = databaseUnavailable(error);
  if (unavailable) return errorResponse(unavailable, envelope);
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return errorResponse(new HttpError(500, "Something went wrong on our side. Please try again."), envelope);
}

/** The URL's segments ("/api/blog-posts/a%00b") without NUL or lone surrogates, like all request text (clean-text.ts). */
function withCleanParams<C>(context: C | undefined): C | undefined {
  if (!context || typeof context !== "object" || !("params" in context)) return context;
  return { ...context, params: Promise.resolve(context.params).then(cleanStrings) };
}

/**
 * A route module's handlers, each failing the same way: HttpError as JSON, a busy database 503, anything
 * else logged and a generic 500, a missing method 405 (docs/architecture.md, "Where a request goes").
 */
export function route<C = { params: Promise<object> }>(
  handlers: Partial<Record<Method, Handler<C>>>,
  envelope: Envelope = "plain",
): Record<Method, RouteHandler<C>> {
  const allowed = methods.filter((method) => handlers[method]);
  const refuse = (request: Request) =>
    new HttpError(405, `${request.method} is not allowed here. Use ${allowed.join(" or ")}.`, undefined, {
      Allow: allowed.join(", "),
    });
  const wrap =
    (handler: Handler<C> | undefined): RouteHandler<C> =>
    async (request, context) => {
      try {
        if (!handler) throw refuse(request);
        // Next always passes the context; a test may call a route without params with the request alone.
        return await handler(request, withCleanParams(context) as C);
      } catch (error) {
        return failureResponse(request, error, envelope);
      }
    };
  return Object.fromEntries(methods.map((method) => [method, wrap(handlers[method])])) as Record<
    Method,
    RouteHandler<C>
  >;
}

/**
 * Rate-limit buckets, a budget each: a lead submit (lead form, e-mail, campaign contact, call-back
 * request) never eats into the newsletter's or the privacy request's, and the other way round.
 */
export type RateLimitBucket = "lead" | "newsletter" | "privacy";

const globalForLimit = globalThis as typeof globalThis & { formPostLimits?: Record<RateLimitBucket, Limiter> };

function buckets(): Record<RateLimitBucket, Limiter> {
  if (!globalForLimit.formPostLimits) {
    const { RATE_LIMIT_PER_MINUTE: perMinute, RATE_LIMIT_BURST: burst } = env();
    const store = limiterStore();
    globalForLimit.formPostLimits = {
      lead: tokenBucket({ keyPrefix: "form:lead", perMinute, burst }, store),
      newsletter: tokenBucket({ keyPrefix: "form:newsletter", perMinute, burst }, store),
      privacy: tokenBucket({ keyPrefix: "form:privacy", perMinute, burst }, store),
    };
  }
  return globalForLimit.formPostLimits;
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** The submit's key, or undefined when the caller sent none (scripts); a malformed one is a 400. */
export function idempotencyKeyFrom(request: Request): string | undefined {
  const value = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!value) return undefined;
  if (!idempotencyKeyPattern.test(value))
    throw badRequest("The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.");
  return value;
}

type Schema = z.core.$ZodType;
/** The part of the messages a dotted path names ("staff.errors"). */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;
type Words<P> = P extends string ? At<Messages, P> : undefined;
/** A schema, or one made from the caller's words and language (the field errors come back in them). */
type SchemaFor<P, S> = S | ((words: Words<P>, locale: Locale) => S | Promise<S>);
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** What a handler asks `handle` to check and read before it runs, in this order. */
export interface RouteOptions<P, B, Q, R> {
  /** 403 for a browser's cross-site request (logged when it carried a staff session). */
  sameOrigin?: boolean;
  /** The Idempotency-Key header (400 when malformed), as `idempotencyKey`. */
  idempotent?: boolean;
  /** One request from the caller's address off this bucket: 429 with Retry-After when it is empty. */
  rateLimit?: RateLimitBucket;
  /** A staff session with this role (401 signed out, 403 without it, logged), as `staff`. */
  role?: R;
  /** Where in the caller's messages the schemas' and the 4xx's words are ("staff.errors"), as `words`. */
  words?: P & ([Words<P>] extends [never] ? { error: "no such part of the messages" } : unknown);
  /** The URL's query parameters (first values), validated: 400 with `fieldErrors`. */
  query?: SchemaFor<P, Q>;
  /** The JSON body, read up to `limit` bytes (413; 415 unless `type`, 408 when it stalls) and validated: 400. */
  body?: SchemaFor<P, B>;
  limit?: number;
  type?: JsonType;
  /** The 400's message; by default `words.invalid` where the words have one, else the problems found. */
  invalid?: string | ((messages: Messages) => string);
}

/**
 * A visitor form's post: same-origin, one request off the form's own bucket, and bad input answered
 * with the form's one message ("Please correct the highlighted fields.") beside the fields' own; given
 * the form's schema in each language (lib/leads/schemas.ts), the body validated with it.
 */
export function visitorForm<S extends Schema | undefined = undefined>(
  bucket: RateLimitBucket,
  schemaFor?: (locale: Locale) => Promise<S>,
) {
  return {
    sameOrigin: true,
    rateLimit: bucket,
    invalid: (messages: Messages) => messages.validation.invalidForm,
    body: schemaFor && ((_: unknown, locale: Locale) => schemaFor(locale)),
  };
}

/** The one button of a page an e-mailed link opens (confirm a sign-up, verify a request): its `{ token }`. */
export function linkTokenForm(bucket: RateLimitBucket) {
  return { ...visitorForm(bucket), body: linkTokenSchema, limit: 4096 };
}

/** What a handler receives: the request, and what its options checked and read. */
export interface Call<P, B, Q, R> {
  request: Request;
  locale: Locale;
  messages: Messages;
  words: Words<P>;
  /** The viewer's time zone (the staff cookie, or the team's). */
  timeZone: string;
  staff: R extends StaffRole | "signed-in" ? StaffIdentity : undefined;
  query: Parsed<Q>;
  body: Parsed<B>;
  idempotencyKey: string | undefined;
}

/**
 * One method's handler behind its options, the one prelude of every API route (docs/architecture.md):
 *   POST: handle({ sameOrigin: true, role: "admin", words: "staff.accountErrors", body: inviteSchema },
 *     async ({ body, staff, words }) => …)
 */
export function handle<
  C,
  P extends string | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  R extends StaffRole | "signed-in" | undefined = undefined,
>(
  options: RouteOptions<P, B, Q, R>,
  handler: (call: Call<P, B, Q, R>, context: C) => Promise<Response> | Response,
): Handler<C> {
  return async (request, context) => {
    const { sameOrigin, role, rateLimit } = options;
    if (sameOrigin && !role) assertSameOrigin(request);
    const idempotencyKey = options.idempotent ? idempotencyKeyFrom(request) : undefined;
    if (rateLimit) {
      const result = await take(buckets()[rateLimit], clientIp(request));
      if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
    }
    const staff = role ? await (sameOrigin ? requireStaffWrite : requireStaffRole)(request, role) : undefined;
    const locale = localeFromRequest(request);
    const messages = await loadMessages(locale);
    const words = options.words
      ?.split(".")
      .reduce<unknown>((part, key) => (part as Record<string, unknown>)[key], messages) as Words<P>;
    const fallback = (words as { invalid?: unknown } | undefined)?.invalid;
    const message =
      typeof options.invalid === "function"
        ? options.invalid(messages)
        : (options.invalid ?? (typeof fallback === "string" ? fallback : undefined));
    const read = async <S>(schema: SchemaFor<P, S> | undefined, input: () => unknown) => {
      if (schema === undefined) return undefined;
      type Make = (words: Words<P>, locale: Locale) => S | Promise<S>;
      const made = typeof schema === "function" ? await (schema as Make)(words, locale) : schema;
      return parse(made as Schema, await input(), { message });
    };
    const query = await read(options.query, () => queryObject(new URL(request.url).searchParams));
    const body = await read(options.body, () => readJson(request, options.limit ?? DEFAULT_JSON_LIMIT, options.type));
    const timeZone = viewerTimeZone(request.headers.get("cookie"));
    const call = { request, locale, messages, words, timeZone, staff, query, body, idempotencyKey };
    return handler(call as Call<P, B, Q, R>, context);
  };
}

/**
 * POST /api/staff/accounts/{id}/… for one admin action on another account (resend the invite, lift a
 * sign-in lock, reset two-step sign-in): same origin, the admin role, refusals in the admin's language;
 * 200 `{ ok: true }` once `act` is done (it logs itself).
 */
export function accountAction(
  act: (
    request: Request,
    admin: StaffIdentity,
    accountId: string,
    errors: Messages["staff"]["accountErrors"],
  ) => Promise<void>,
) {
  return route({
    POST: handle(
      { sameOrigin: true, role: "admin", words: "staff.accountErrors" },
      async ({ request, staff, words }, { params }: { params: Promise<{ id: string }> }) => {
        await act(request, staff, (await params).id, words);
        return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
      },
    ),
  });
}
