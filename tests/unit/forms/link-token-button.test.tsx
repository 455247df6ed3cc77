// The page a newsletter confirmation link opens, in jsdom with the real words: the lead asks for the
// press until the press has worked, then only the line that says it is done is left, with the focus.
// The network is a recorded fetch (tests/api/newsletter-double-opt-in.test.ts posts the real route).
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkTokenButton } from "@/components/forms/link-token-button";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";

let status: number;

beforeEach(() => {
  status = 200;
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, headers: new Headers(), text: async () => "{}" }) as unknown as Response,
  ) as typeof fetch;
});

const pages = [
  ["ko", ko.forms.newsletter.confirm],
  ["en", en.forms.newsletter.confirm],
] as const;

it.each(pages)(
  "in %s, says it is done in place of the lead and the button, and moves the focus there",
  async (locale, words) => {
    const user = userEvent.setup({ delay: null });
    render(<LinkTokenButton endpoint="/api/subscribe/confirm" token="t0ken" locale={locale} labels={words} />);
    expect(screen.getByText(words.lead)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.button }));
    const done = await screen.findByText(words.done);
    expect(done).toHaveFocus();
    // Read once as the focus arrives: not a live region as well.
    expect(done).not.toHaveAttribute("role");
    expect(done).not.toHaveAttribute("aria-live");
    expect(screen.queryByText(words.lead)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  },
);

it("keeps the lead and the button when the press did not work, and says so", async () => {
  status = 500;
  const user = userEvent.setup({ delay: null });
  const words = ko.forms.newsletter.confirm;
  render(<LinkTokenButton endpoint="/api/subscribe/confirm" token="t0ken" locale="ko" labels={words} />);
  await user.click(screen.getByRole("button", { name: words.button }));
  expect(await screen.findByRole("alert")).toHaveTextContent(words.failed);
  expect(screen.getByText(words.lead)).toBeVisible();
  expect(screen.getByRole("button", { name: words.button })).toBeVisible();
  expect(screen.queryByText(words.done)).toBeNull();
});
