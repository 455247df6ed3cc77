type TextBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };

/** Paragraphs and bulleted lists of the typed legal and career content. */
export function TextBlocks({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) =>
        block.kind === "p" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
