/** @jest-environment node */
import {
  findRecoveryCode,
  generateRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_ALPHABET,
} from "@/lib/auth/recovery-codes";

describe("recovery codes", () => {
  it("are ten different codes of two groups of five, lower case, without 0 o 1 i l", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect([...RECOVERY_ALPHABET].filter((char) => "0o1il".includes(char))).toEqual([]);
  });

  it("are compared ignoring case, spaces and dashes", () => {
    expect(normaliseRecoveryCode(" K7M2Q – X9BRT ")).toBe("k7m2qx9brt");
    const stored = ["k7m2q-x9brt", "sGgRs-p5HdP"];
    expect(findRecoveryCode(stored, "K7M2Q X9BRT")).toBe("k7m2q-x9brt");
    expect(findRecoveryCode(stored, "k7m2qx9brt")).toBe("k7m2q-x9brt");
    // Made before the alphabet: found by its stored spelling, which better-auth removes.
    expect(findRecoveryCode(stored, "sggrs-p5hdp")).toBe("sGgRs-p5HdP");
    expect(findRecoveryCode(stored, "k7m2q-x9brr")).toBeNull();
    expect(findRecoveryCode(stored, "")).toBeNull();
    expect(findRecoveryCode([42, null], "k7m2q-x9brt")).toBeNull();
  });
});
