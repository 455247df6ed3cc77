import { act, fireEvent, render, screen } from "@testing-library/react";
import { LandingFullpage } from "@/components/landing/landing-fullpage";

const mockShellLoaded = jest.fn();
jest.mock("@/components/landing/fullpage-shell", () => {
  mockShellLoaded();
  return {
    FullpageShell: ({ licenseKey, onRefused }: { licenseKey: string; onRefused: () => void }) => (
      <button type="button" data-testid="fullpage" data-key={licenseKey} onClick={onRefused}>
        fullPage.js
      </button>
    ),
  };
});

const sections = [
  { id: "top", label: "Top", content: <h1>Hero</h1> },
  { id: "our-products", label: "Our Products", content: <h2>Products</h2> },
];

function screenMatches(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    // Wide screen, motion allowed: the full-page query matches; the reduced-motion query does not.
    matches: query.includes("prefers-reduced-motion: reduce") ? false : matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("LandingFullpage", () => {
  beforeEach(() => mockShellLoaded.mockClear());

  it("without a licence key never loads fullPage.js and keeps the native sections and dots", async () => {
    screenMatches(true);
    render(<LandingFullpage sections={sections} navLabel="Page sections" />);
    await act(() => Promise.resolve());
    expect(screen.getByRole("navigation", { name: "Page sections" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Our Products" })).toHaveAttribute("href", "#our-products");
    expect(screen.queryByTestId("fullpage")).not.toBeInTheDocument();
    expect(mockShellLoaded).not.toHaveBeenCalled();
  });

  it("with a key runs fullPage.js on a large screen, and drops it when the key is refused", async () => {
    screenMatches(true);
    render(<LandingFullpage sections={sections} navLabel="Page sections" licenseKey="ABCD-1234-EFGH-5678" />);
    const shell = await screen.findByTestId("fullpage");
    expect(shell).toHaveAttribute("data-key", "ABCD-1234-EFGH-5678");
    fireEvent.click(shell); // what the shell does when fullPage.js drew its watermark
    expect(screen.queryByTestId("fullpage")).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Page sections" })).toBeInTheDocument();
  });

  it("with a key stays native on a small screen", async () => {
    screenMatches(false);
    render(<LandingFullpage sections={sections} navLabel="Page sections" licenseKey="ABCD-1234-EFGH-5678" />);
    await act(() => Promise.resolve());
    expect(screen.queryByTestId("fullpage")).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Page sections" })).toBeInTheDocument();
  });
});
