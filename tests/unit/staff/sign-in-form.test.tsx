/** @jest-environment jsdom */
// The back office's sign-in: the way to a new password is one link. Locked out, the refusal itself holds
// it, and the usual one below the form steps aside until the next try. The server is a recorded answer.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInForm } from "@/components/staff/sign-in-form";
import { signIn, type SignInResult } from "@/components/staff/session-api";
import { renderWithIntl } from "../forms/render-with-intl";

jest.mock("@/components/staff/session-api", () => ({ signIn: jest.fn() }));
const answer = (result: SignInResult) => jest.mocked(signIn).mockResolvedValueOnce(result);

async function attempt(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText("업무용 이메일"));
  await user.type(screen.getByLabelText("업무용 이메일"), "typist@example.com");
  await user.type(screen.getByLabelText("비밀번호", { exact: true }), "typo");
  await user.click(screen.getByRole("button", { name: "로그인" }));
}

it("shows one reset link while locked (the message's), and the usual one otherwise", async () => {
  const user = userEvent.setup({ delay: null });
  await renderWithIntl(<SignInForm next="/staff" />, "ko");
  const resetLinks = () => screen.queryAllByRole("link", { name: "비밀번호를 잊으셨나요?" });
  expect(resetLinks()).toHaveLength(1);
  expect(resetLinks()[0]).toHaveAttribute("href", "/staff/reset-password");

  answer({ outcome: "wrongPassword", minutes: 1 });
  await attempt(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "이메일 주소, 비밀번호 또는 인증 코드가 올바르지 않습니다.",
  );
  expect(resetLinks()).toHaveLength(1);

  answer({ outcome: "tooManyAttempts", minutes: 15 });
  await attempt(user);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("15분 후에 다시 시도하거나 비밀번호를 재설정하세요.");
  expect(resetLinks()).toHaveLength(1);
  expect(alert).toContainElement(resetLinks()[0]!);
  expect(resetLinks()[0]).toHaveAttribute("href", "/staff/reset-password");

  // The next try clears the lock's message, and the usual link is back.
  answer({ outcome: "wrongPassword", minutes: 1 });
  await attempt(user);
  expect(await screen.findByRole("alert")).not.toHaveTextContent("15분");
  expect(resetLinks()).toHaveLength(1);
  expect(screen.getByRole("alert")).not.toContainElement(resetLinks()[0]!);
});
