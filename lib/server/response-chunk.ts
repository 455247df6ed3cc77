/** What `response.write`/`end` receive from Next. */
export type Chunk = string | Uint8Array;

/** A copy of a written chunk as bytes (Next may reuse its buffers after the write). */
export const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk);
