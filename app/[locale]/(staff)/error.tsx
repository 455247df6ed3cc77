"use client";

import { PageError, type PageErrorProps } from "@/components/shell/page-error";

export default function Error(props: PageErrorProps) {
  return <PageError {...props} />;
}
