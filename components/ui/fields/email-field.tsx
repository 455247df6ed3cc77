"use client";

import type { ComponentProps } from "react";
import { TextField } from "./text-field";

/** A visitor's e-mail address: required, typed as e-mail, offered from the browser's autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "type" | "required" | "autoComplete">) {
  return <TextField type="email" required autoComplete="email" {...props} />;
}
