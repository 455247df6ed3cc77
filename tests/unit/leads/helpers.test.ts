/** @jest-environment node */
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
