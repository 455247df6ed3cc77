/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { AccountField, AccountForm } from "@/components/staff/accounts/account-form";

function form(error: string) {
  return (
    <AccountForm
      onSubmit={() => {}}
      request={{ errorId: "form-error", error, busy: false }}
      labels={{ submit: "Save", busy: "Saving" }}
    >
      <AccountField id="new-password" label="New password" hint="At least 12 characters." name="password" />
      <AccountField id="confirm" label="Confirm" name="confirm" />
    </AccountForm>
  );
}

describe("an account form's fields", () => {
  it("are described by their hint and by the form's alert line, which a refusal fills", () => {
    const { rerender } = render(form(""));
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-describedby", "new-password-hint form-error");
    expect(screen.getByLabelText("Confirm")).toHaveAttribute("aria-describedby", "form-error");

    rerender(form("The passwords do not match."));
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "At least 12 characters. The passwords do not match.",
    );
    expect(screen.getByLabelText("Confirm")).toHaveAccessibleDescription("The passwords do not match.");
  });
});
