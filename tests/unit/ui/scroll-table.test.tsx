/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";

describe("a back-office table", () => {
  it("names its scrolling frame and, captioned, the table by the same label", () => {
    render(
      <ScrollTable label="Posts" captioned>
        <ColumnHeads labels={["Title"]} />
      </ScrollTable>,
    );
    expect(screen.getByRole("region", { name: "Posts" })).toHaveAttribute("tabindex", "0");
    const table = screen.getByRole("table", { name: "Posts" });
    expect(table.firstElementChild).toHaveClass("visually-hidden");
  });

  it("leaves the table to its own caption otherwise", () => {
    render(
      <ScrollTable label="Sources">
        <caption>Top sources</caption>
      </ScrollTable>,
    );
    expect(screen.getByRole("table", { name: "Top sources" })).toBeInTheDocument();
    expect(screen.getAllByRole("table")).toHaveLength(1);
  });
});
