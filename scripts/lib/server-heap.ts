// The production server's V8 heap limit. Without one V8 sizes the heap from the machine's memory (4 GB
// on a 24 GB machine) and lets the old generation grow to about four times the live objects before it
// collects: under the bench's mixed traffic the live heap stays near 200 MB, yet RSS reached 900 MB.
// With a 768 MB limit V8 collects sooner (peak RSS about 560 MB) at the same throughput; 512 MB cost
// about 12 % of the page throughput (deploy/README.md, "Memory"). `npm start` passes the same flag
// (package.json), and the bench starts its servers with it.
export const serverHeapFlags = ["--max-old-space-size=768"];
