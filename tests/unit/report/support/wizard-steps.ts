// The report wizard walked as a visitor does, in English (the component tests render it in jsdom).
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Fills the first two steps with the least they need and moves on to the Objectives step. */
export async function fillReportWizardToObjectives(user: UserEvent): Promise<void> {
  const fill = async (name: string, value: string) => user.type(screen.getByRole("textbox", { name }), value);
  await fill("First Name", "Ada");
  await fill("Last Name", "Kim");
  await fill("Email", "ada@example.com");
  await fill("Phone Number", "010 1234 5678");
  await fill("Company Name", "Kim");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Step 2 Project Information" });
  await fill("Project Name", "Lofts");
  await fill("Site Address", "1 Main St");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Step 3 Objectives" });
}
