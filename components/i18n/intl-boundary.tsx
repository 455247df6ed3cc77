"use client";

import { NextIntlClientProvider } from "next-intl";
import { useContext, type ComponentType, type ReactNode } from "react";
import { IntlMessagesContext } from "./intl-messages-context";

/**
 * next-intl for the part inside, from the messages the page holds (./intl-messages-context.tsx). Each
 * part that loads on demand wraps itself in it, so next-intl's runtime travels with that part. Under a
 * provider of its own (the back office, a test), it changes nothing.
 */
export function IntlBoundary({ children }: { children: ReactNode }) {
  const held = useContext(IntlMessagesContext);
  if (!held) return children;
  return (
    <NextIntlClientProvider locale={held.locale} timeZone={held.timeZone} messages={held.messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** `Component` inside an IntlBoundary: for the root of a part that loads on demand. */
export function withIntl<Props extends object>(Component: ComponentType<Props>) {
  function WithIntl(props: Props) {
    return (
      <IntlBoundary>
        <Component {...props} />
      </IntlBoundary>
    );
  }
  WithIntl.displayName = `WithIntl(${Component.displayName ?? Component.name})`;
  return WithIntl;
}
