/** @jest-environment node */
import { envSchema } from "@/lib/config/env-schema";
import { hashPassword, verifyPassword } from "@/lib/auth/password-hash";

const fast = { N: 1024, r: 8, p: 1 };

describe("password hashes", () => {
  const hash = hashPassword("correct horse battery staple", fast);

  it("have the format STAFF_PASSWORD_HASH accepts", () => {
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(envSchema.shape.STAFF_PASSWORD_HASH.safeParse(hash).success).toBe(true);
    expect(envSchema.shape.STAFF_PASSWORD_HASH.safeParse(hashPassword("x")).success).toBe(true);
  });

  it("verify the right password only", async () => {
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("use a fresh salt each time", () => {
    expect(hashPassword("same", fast)).not.toBe(hashPassword("same", fast));
  });

  it.each(["", "bcrypt$1$2$3$a$b", "scrypt$x$8$1$a$b", "scrypt$1024$8$1$c2FsdA==$"])(
    "refuse the malformed hash %p",
    async (bad) => {
      expect(await verifyPassword("anything", bad)).toBe(false);
    },
  );
});
