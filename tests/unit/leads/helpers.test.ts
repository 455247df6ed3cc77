/** @jest-environment node */
import { assertStaffToken } from "@/lib/export/staff-token";
import { HttpError } from "@/lib/http/errors";
import { formatFields, leadSubject } from "@/lib/leads/format";
import { idempotencyKeyFrom } from "@/lib/leads/idempotency";

const withHeaders = (headers: Record<string, string>) => new Request("http://x/", { headers });

describe("mail text", () => {
  it("lists non-empty fields with their labels", () => {
    expect(formatFields({ firstName: "A", company: "", jobTitle: "developer", custom: "x" })).toBe(
      "First name: A\nJob title: developer\ncustom: x",
    );
    expect(leadSubject("PHX", "A B, Co")).toBe("[PHX] New submission from A B, Co");
  });
});

describe("idempotency key header", () => {
  it("is optional, and must be 8–100 safe characters when sent", () => {
    expect(idempotencyKeyFrom(withHeaders({}))).toBeUndefined();
    expect(idempotencyKeyFrom(withHeaders({ "idempotency-key": "abcdef12-3456" }))).toBe("abcdef12-3456");
    expect(() => idempotencyKeyFrom(withHeaders({ "idempotency-key": "short" }))).toThrow(HttpError);
    expect(() => idempotencyKeyFrom(withHeaders({ "idempotency-key": "bad key with spaces" }))).toThrow(HttpError);
  });
});

describe("staff token", () => {
  const token = "t".repeat(24);
  it("accepts only the configured bearer token", () => {
    expect(() => assertStaffToken(withHeaders({ authorization: `Bearer ${token}` }), token)).not.toThrow();
    expect(() => assertStaffToken(withHeaders({ authorization: `Bearer ${token}x` }), token)).toThrow(HttpError);
    expect(() => assertStaffToken(withHeaders({}), token)).toThrow(HttpError);
  });

  it("lets nobody in when no token is configured", () => {
    expect(() => assertStaffToken(withHeaders({ authorization: "Bearer " }), undefined)).toThrow(HttpError);
  });
});
