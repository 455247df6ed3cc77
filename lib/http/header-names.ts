/**
 * The request headers our own clients send and the API reads, named once for both sides.
 * `x-locale`: the page's language, so that the server words its field errors in it (without it,
 * Accept-Language decides; Korean is the fallback). `idempotency-key`: one fresh value per submit,
 * kept across its retries, so that a retry is stored and mailed once.
 */
export const LOCALE_HEADER = "x-locale";
export const IDEMPOTENCY_HEADER = "idempotency-key";
