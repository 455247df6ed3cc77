/** @jest-environment node */
import { avatarInitials } from "@/lib/text/avatar-initials";
import { itMaps } from "@/tests/support/expectations";

describe("avatarInitials", () => {
  itMaps("%s → %s", avatarInitials, [
    ["이민수 박사", "민수"],
    ["조하나", "하나"],
    ["김 철수", "철수"],
    ["남궁민수", "민수"],
    ["Dr. Minsu Lee", "ML"],
    ["Hana Jo", "HJ"],
    ["Jane Q. Doe, PhD", "JD"],
    ["Plato", "P"],
  ]);
});
