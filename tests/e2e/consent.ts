import type { Locator } from "@playwright/test";

/** Ticks a form's required consent to the collection and use of personal data (either language). */
export const agreeToPrivacy = (form: Locator) => form.getByRole("checkbox", { name: /^\[(Required|필수)\]/ }).check();
