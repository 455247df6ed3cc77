import { crc32, deflateRawSync } from "node:zlib";

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Lie about the expanded size in the directory (for zip-bomb tests). */
  claimedSize?: number;
}

interface EntryFields {
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/**
 * The fields the local header and the central directory entry share, in the same order; the
 * central entry has them two bytes later, after its "version made by".
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0x0800, at + 2); // flags: UTF-8 names
  header.writeUInt16LE(8, at + 4); // method: deflate
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

/** A minimal zip writer (deflate), enough to make real .docx/.xlsx/.pptx samples in tests. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const fields = { crc, compressedSize: compressed.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
