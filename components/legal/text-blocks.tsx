import type { ReactNode } from "react";
import { QueryLink } from "@/components/navigation/site-link";

type TextBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

/** `[words](/path)` in a typed text: an internal link (lib/i18n/reach.ts writes them). */
const linkPattern = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

function Inline({ text }: { text: string }): ReactNode {
  if (!text.includes("](/")) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <QueryLink key={match.index} href={match[2]!}>
        {match[1]}
      </QueryLink>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** Paragraphs and bulleted lists of the typed legal and career content. */
export function TextBlocks({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) =>
        block.kind === "p" ? (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
