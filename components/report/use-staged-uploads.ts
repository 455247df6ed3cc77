"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { checkSelection, type SelectionRefusal } from "@/lib/uploads/check-selection";
import { discardStagedUpload, uploadFile } from "./upload-request";

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  type: string;
  /** 0–100, from the upload's own progress events. */
  uploadProgress: number;
  /** Set once the server has checked and kept the file. */
  token?: string;
}

export type UploadProblem =
  SelectionRefusal | { code: "server"; message: string } | { code: "uploadFailed"; params: { name: string } };

let nextKey = 0;

/**
 * Finished uploads for the page's life, by language: the wizard drawn again after a link followed
 * within the site finds its files. A reload starts without them (a File does not survive it, and no
 * file goes into storage); the wizard then asks for them again.
 */
const keptForPage = new Map<string, UploadItem[]>();

/**
 * The wizard's files: each chosen file is checked, then sent on its own right away so its bar
 * follows the real bytes; Cancel aborts it, Delete forgets a finished one.
 */
export function useStagedUploads(locale: string) {
  const [items, setItems] = useState<UploadItem[]>(() => keptForPage.get(locale) ?? []);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // Latest items for the callbacks; also updated by `add` so two quick selections see each other.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
    keptForPage.set(
      locale,
      items.filter((item) => item.token),
    );
  }, [items, locale]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refusals } = checkSelection(files, itemsRef.current);
      const found: UploadProblem[] = [...refusals];
      const added = accepted.map((file) => {
        nextKey += 1;
        const item: UploadItem = {
          key: `upload-${nextKey}`,
          name: file.name,
          size: file.size,
          type: file.type,
          uploadProgress: 0,
        };
        const handle = uploadFile(file, locale, (percent) => update(item.key, { uploadProgress: percent }));
        aborts.current.set(item.key, handle.abort);
        handle.done
          .then((result) => {
            if (result.ok) return update(item.key, { token: result.token, uploadProgress: 100 });
            setItems((current) => current.filter((other) => other.key !== item.key));
            if (result.aborted) return;
            const message = result.serverMessage;
            setProblems((current) => [
              ...current,
              message ? { code: "server", message } : { code: "uploadFailed", params: { name: file.name } },
            ]);
          })
          .finally(() => aborts.current.delete(item.key));
        return item;
      });
      itemsRef.current = [...itemsRef.current, ...added];
      setItems((current) => [...current, ...added]);
      setProblems(found);
    },
    [locale, update],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    aborts.current.get(key)?.();
    if (item?.token) discardStagedUpload(item.token);
    setItems((current) => current.filter((other) => other.key !== key));
  }, []);

  /** After a successful submit (the server has claimed the staged files) or Done. */
  const clear = useCallback(() => {
    for (const abort of aborts.current.values()) abort();
    setItems([]);
    setProblems([]);
  }, []);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  return { items, problems, add, remove, clear, uploading: items.some((item) => !item.token) };
}
