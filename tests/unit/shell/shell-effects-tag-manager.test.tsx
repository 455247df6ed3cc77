import { render } from "@testing-library/react";
import { ShellEffects } from "@/components/shell/shell-effects";

jest.mock("next/navigation", () => ({ usePathname: () => "/en/about" }));

// Its own file: the shell's once-a-load work runs once per module, as once per page load.
it("queues the tag manager's start event once where the server added its script", () => {
  window.dataLayer = [];
  const { rerender } = render(<ShellEffects tagManager />);
  rerender(<ShellEffects tagManager />);
  expect(window.dataLayer.filter((entry) => entry.event === "gtm.js")).toEqual([
    expect.objectContaining({ event: "gtm.js", "gtm.start": expect.any(Number) }),
  ]);
});
