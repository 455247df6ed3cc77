/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import GlobalError from "@/app/global-error";
import MarketingError from "@/app/[locale]/(marketing)/error";
import { PageError } from "@/components/shell/page-error";
import { renderWithIntl } from "../forms/render-with-intl";

// The page's route parameters: links take their language from the [locale] segment.
let routeParams: { locale?: string } = {};
jest.mock("next/navigation", () => ({
  usePathname: () => "/about",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => routeParams,
}));

const failure = new Error("the database is away");

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("a failed page says so in Korean, retries on request and leads home", async () => {
  routeParams = { locale: "ko" };
  const retry = jest.fn();
  await renderWithIntl(<PageError error={failure} retry={retry} />, "ko");
  expect(screen.getByRole("heading", { level: 1, name: "문제가 발생했습니다" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "다시 시도" }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("link", { name: "홈으로 가기" }).getAttribute("href")).toBe("/");
  expect(console.error).toHaveBeenCalledWith(failure);
});

test("an English visitor reads it in English, with the home link under /en", async () => {
  routeParams = { locale: "en" };
  await renderWithIntl(<PageError error={failure} retry={jest.fn()} />, "en");
  expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/en");
});

test("a route group's error boundary fetches the error view on the first failure and shows it", async () => {
  routeParams = { locale: "ko" };
  const retry = jest.fn();
  await renderWithIntl(<MarketingError error={failure} retry={retry} />, "ko");
  fireEvent.click(await screen.findByRole("button", { name: "다시 시도" }));
  expect(screen.getByRole("heading", { level: 1, name: "문제가 발생했습니다" })).toBeTruthy();
  expect(retry).toHaveBeenCalledTimes(1);
});

test("a failed document speaks both languages and retries", () => {
  const retry = jest.fn();
  // The global error renders its own <html>; inside a test it lands in the container.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(<GlobalError error={failure} retry={retry} />);
  expect(screen.getByRole("heading", { level: 1, name: "문제가 발생했습니다" })).toBeTruthy();
  expect(screen.getByText(/could not be shown just now/)).toBeTruthy();
  fireEvent.click(screen.getByRole("button"));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/en");
});
