// Compares V8 heap snapshots (`BENCH_MEMORY_SNAPSHOTS=<folder> BENCH_PARTS=memory npm run bench` writes
// them at start, mid-load and idle), as DevTools' comparison view does: objects and their own bytes
// per constructor (strings, arrays, compiled code each as one group), largest growth first.
//   npx tsx scripts/bench/heap-summary.ts <folder>/start.heapsnapshot <folder>/load.heapsnapshot ...
// A snapshot's JSON can pass the longest string V8 makes: the node list is read from the bytes.
import { readFileSync } from "node:fs";
import path from "node:path";

interface Group {
  count: number;
  bytes: number;
}

/** The integers of the JSON array that starts after `key` (`"nodes":[`), read straight from the bytes. */
function integersAfter(buffer: Buffer, key: string): number[] {
  let at = buffer.indexOf(key) + key.length;
  const values: number[] = [];
  let value = -1;
  for (; at < buffer.length; at++) {
    const byte = buffer[at]!;
    if (byte >= 48 && byte <= 57) value = (value < 0 ? 0 : value * 10) + byte - 48;
    else {
      if (value >= 0) values.push(value);
      value = -1;
      if (byte === 93) break; // ]
    }
  }
  return values;
}

function summarise(file: string): Map<string, Group> {
  const buffer = readFileSync(file);
  const headerEnd = buffer.indexOf('"nodes":[');
  const header = JSON.parse(`${buffer.subarray(0, headerEnd).toString().trim().replace(/,$/, "")}}`) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  };
  const stringsAt = buffer.indexOf('"strings":[');
  const stringsEnd = buffer.lastIndexOf("]");
  const strings = JSON.parse(buffer.subarray(stringsAt + '"strings":'.length, stringsEnd + 1).toString()) as string[];
  const fields = header.snapshot.meta.node_fields;
  const types = header.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const nodes = integersAfter(buffer, '"nodes":[');
  const groups = new Map<string, Group>();
  for (let node = 0; node < nodes.length; node += fields.length) {
    const type = types[nodes[node + typeAt]!] ?? "?";
    // Objects by constructor, native objects by name; every string, array or code as one group each.
    const name =
      type === "object" || type === "native" || type === "closure"
        ? `${type === "object" ? "" : `(${type}) `}${strings[nodes[node + nameAt]!]}`
        : `(${type})`;
    const group = groups.get(name) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[node + sizeAt]!;
    groups.set(name, group);
  }
  return groups;
}

const files = process.argv.slice(2);
if (files.length < 1) {
  console.error("usage: heap-summary.ts <first.heapsnapshot> [<later.heapsnapshot> ...]");
  process.exit(2);
}
const summaries = files.map(summarise);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const total = (summary: Map<string, Group>) => [...summary.values()].reduce((sum, group) => sum + group.bytes, 0);
console.log(files.map((file, index) => `${path.basename(file)}: ${mib(total(summaries[index]!))} MiB`).join(", "));
const first = summaries[0]!;
const last = summaries.at(-1)!;
const names = [...new Set(summaries.flatMap((summary) => [...summary.keys()]))];
const growth = (name: string) => (last.get(name)?.bytes ?? 0) - (first.get(name)?.bytes ?? 0);
const rows = names.sort((a, b) => Math.abs(growth(b)) - Math.abs(growth(a))).slice(0, Number(process.env.ROWS ?? 30));
console.log(`\n${"group".padEnd(50)}${files.map((file) => path.basename(file, ".heapsnapshot").padEnd(22)).join("")}`);
for (const name of rows) {
  const cells = summaries.map((summary) => {
    const group = summary.get(name) ?? { count: 0, bytes: 0 };
    return `${mib(group.bytes)} MiB ×${group.count}`.padEnd(22);
  });
  console.log(`${name.slice(0, 48).padEnd(50)}${cells.join("")}`);
}
