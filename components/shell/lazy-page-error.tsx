"use client";

import { lazy, Suspense } from "react";
import type { PageErrorProps } from "./page-error";

// A page that fails is rare: the error view's code loads when one does, not with every page.
const PageError = lazy(() => import("./page-error").then((module) => ({ default: module.PageError })));

/** The route groups' error boundary view (error.tsx), fetched on the first failure. */
export function LazyPageError(props: PageErrorProps) {
  return (
    <Suspense fallback={null}>
      <PageError {...props} />
    </Suspense>
  );
}
