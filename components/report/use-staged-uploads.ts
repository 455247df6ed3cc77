"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { checkSelection, type SelectionRefusal } from "@/lib/uploads/check-selection";
import { readKeptUploads, writeKeptUploads } from "./kept-uploads";
import { checkStagedUpload, discardStagedUpload, uploadFile } from "./upload-request";

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
const newKey = () => `upload-${(nextKey += 1)}`;

/** Names once each, in the order first seen. */
const unique = (names: string[]) => [...new Set(names)];

/**
 * The wizard's files: each chosen file is checked, then sent on its own right away so its bar
 * follows the real bytes; Cancel aborts it, Delete forgets a finished one. Finished files are kept
 * in this tab by language (kept-uploads.ts) and listed again after a reload or Back; each is checked
 * with the server then, and one it no longer holds is dropped and asked for again by name, as is a
 * file still uploading at the reload.
 */
export function useStagedUploads(locale: string) {
  // The wizard is drawn in the browser only (it loads when near), so the tab's storage is there at once.
  const [restored] = useState(() => readKeptUploads(locale));
  const [items, setItems] = useState<UploadItem[]>(() =>
    restored.files.map((file) => ({ ...file, key: newKey(), uploadProgress: 100 })),
  );
  const [missing, setMissing] = useState<string[]>(restored.missing);
  const [interrupted, setInterrupted] = useState<string[]>(restored.interrupted);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  // Latest items for the callbacks; also updated by `add` so two quick selections see each other.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
    writeKeptUploads(locale, {
      files: items.flatMap(({ name, size, type, token }) => (token ? [{ name, size, type, token }] : [])),
      missing,
      interrupted: unique([...interrupted, ...items.filter((item) => !item.token).map((item) => item.name)]),
    });
  }, [items, missing, interrupted, locale]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refusals } = checkSelection(files, itemsRef.current);
      const found: UploadProblem[] = [...refusals];
      const added = accepted.map((file) => {
        const item: UploadItem = {
          key: newKey(),
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
      // A file asked for again is no longer asked for once one of its name is on its way.
      const notAdded = (name: string) => !added.some((item) => item.name === name);
      setMissing((current) => current.filter(notAdded));
      setInterrupted((current) => current.filter(notAdded));
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

  /** After a successful submit (the server has claimed the staged files) or Done: the tab keeps none. */
  const clear = useCallback(() => {
    for (const abort of aborts.current.values()) abort();
    setItems([]);
    setMissing([]);
    setInterrupted([]);
    setProblems([]);
  }, []);

  /**
   * Asks the server about each finished file; those it no longer holds leave the list and join the
   * files asked for again. Resolves with their names (none when every file is there or unknown).
   */
  const recheck = useCallback(async (): Promise<string[]> => {
    const finished = itemsRef.current.filter((item) => item.token);
    const states = await Promise.all(finished.map((item) => checkStagedUpload(item.token ?? "")));
    const gone = finished.filter((_, index) => states[index] === "gone");
    if (gone.length === 0) return [];
    const keys = new Set(gone.map((item) => item.key));
    itemsRef.current = itemsRef.current.filter((item) => !keys.has(item.key));
    setItems((current) => current.filter((item) => !keys.has(item.key)));
    setMissing((current) => unique([...current, ...gone.map((item) => item.name)]));
    return gone.map((item) => item.name);
  }, []);

  // Restored files are checked once when the wizard is drawn, so a lost one is asked for before the last step.
  useEffect(() => {
    if (restored.files.length > 0) void recheck();
  }, [restored, recheck]);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  return {
    items,
    missing,
    interrupted,
    problems,
    add,
    remove,
    clear,
    recheck,
    uploading: items.some((item) => !item.token),
  };
}
