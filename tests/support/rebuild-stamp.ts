// Whether `npm start` rebuilds when a setting the build bakes in changes (scripts/lib/build-stamp.ts).
import { expect } from "@jest/globals";
import { sourceHash } from "@/scripts/lib/build-stamp";

/** Expects the build stamp to change while `name` is set to `value`; unsets it again and returns the stamp from before. */
export function expectStampChangedBy(name: string, value: string): string {
  const before = sourceHash(process.cwd());
  process.env[name] = value;
  try {
    expect(sourceHash(process.cwd())).not.toBe(before);
  } finally {
    delete process.env[name];
  }
  return before;
}
