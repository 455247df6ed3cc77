/** @jest-environment jsdom */
import { PasswordForm } from "@/components/staff/accounts/password-form";
import { renderWithIntl } from "../forms/render-with-intl";

describe("the form an invite or reset link opens", () => {
  it.each(["invite", "reset"] as const)(
    "(%s) carries the account's e-mail as the username a password manager saves the password under",
    async (kind) => {
      const { container } = await renderWithIntl(<PasswordForm kind={kind} token="t" email="hana@example.com" />);
      const username = container.querySelector<HTMLInputElement>('form input[autocomplete="username"]');
      expect(username).toHaveValue("hana@example.com");
      expect(username).not.toBeVisible();
      // Before the new password, as a manager reads a sign-up form.
      const password = container.querySelector('input[autocomplete="new-password"]')!;
      expect(Boolean(username!.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    },
  );
});
