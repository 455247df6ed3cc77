"use client";

import { LazyPageError } from "@/components/shell/lazy-page-error";
import type { PageErrorProps } from "@/components/shell/page-error";

export default function Error(props: PageErrorProps) {
  return <LazyPageError {...props} />;
}
