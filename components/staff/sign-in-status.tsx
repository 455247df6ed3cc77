import type { ReactNode } from "react";

interface SignInStatusProps {
  /** The id the password input names in aria-describedby. */
  id: string;
  /** The refusal: its words, and a link where one helps (the sign-in page's reset link when locked). */
  error: ReactNode;
  busy: boolean;
  /** False until the button may send (the script has run, or a password is typed). */
  ready: boolean;
  words: (key: "checking" | "submit") => string;
  classes: { error: string; button: string };
}

/**
 * The end of a sign-in (the back office's page and the editor's dialog): the refusal, announced as
 * it appears, and the button, which says so while the server checks the password.
 */
export function SignInStatus({ id, error, busy, ready, words, classes }: SignInStatusProps) {
  return (
    <>
      <p id={id} role="alert" className={classes.error}>
        {error}
      </p>
      <button type="submit" className={classes.button} disabled={!ready || busy}>
        {busy ? words("checking") : words("submit")}
      </button>
    </>
  );
}
