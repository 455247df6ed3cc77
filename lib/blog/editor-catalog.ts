import en from "@/messages/en/editor.json";
import ko from "@/messages/ko/editor.json";
import type { EditorTranslate } from "./issue-text";

const catalogs = { en, ko } as const;

/**
 * The editor's messages on the server, so the API names a field the way the editor does, in the
 * caller's language ("섹션 1, 블록 2: 동영상 주소를 입력하세요"). Keys are dotted paths of editor.json.
 */
export function editorTranslator(locale: "ko" | "en"): EditorTranslate {
  return (key, values) => {
    let node: unknown = catalogs[locale];
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === "string" ? node : key;
    return text.replace(/\{(\w+)\}/g, (token, name: string) =>
      values && name in values ? String(values[name]) : token,
    );
  };
}
