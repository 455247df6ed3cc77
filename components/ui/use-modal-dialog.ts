"use client";

import { useEffect, useRef } from "react";

/** A `<dialog>` shown as a modal while `open` is true and closed when it turns false: put the ref on it. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
