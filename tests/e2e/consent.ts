import type { Locator } from "@playwright/test";

/** Ticks a form's required consent to the collection and use of personal data (either language). */
export const agreeToPrivacy = (form: Locator) =>
  form.getByRole("checkbox", { name: /^\[(Required|필수)\] .*(personal information|개인정보)/ }).check();

/** Ticks the report wizard's required agreement to the terms and their refund rules (either language). */
export const agreeToTerms = (form: Locator) =>
  form.getByRole("checkbox", { name: /^\[(Required|필수)\] .*(Terms & Conditions|이용약관)/ }).check();
