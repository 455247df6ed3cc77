import { test } from "@playwright/test";

/**
 * A test's own e-mail address, changed on a retry (`dana@parcel.test` → `dana+retry1@parcel.test`):
 * the tests look up "the one row and the one mail for this address", and a first attempt that failed
 * half-way may have stored its own.
 */
export function mailbox(address: string): string {
  const retry = test.info().retry;
  return retry === 0 ? address : address.replace("@", `+retry${retry}@`);
}
