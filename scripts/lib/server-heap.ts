// The production server's V8 heap limit: 768 MB keeps RSS low at the same throughput (docs/benchmark.md).
export const serverHeapFlags = ["--max-old-space-size=768"];
