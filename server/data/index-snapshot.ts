// Saved copies of the in-memory catalog indexes (number index, facet index), so a restart reads one file
// instead of rebuilding from every catalog row (minutes at scale 100). A snapshot is keyed by the catalog
// signature the index was built from: it is used only while the catalog still has that signature, and a
// build from the database (first start, after an import) writes a new one.
//
// File layout: 8-byte magic, a 4-byte little-endian header length, the header (JSON: kind, format
// version, signature, each section's name, type and byte length, and the SHA-256 of the body), then the
// body: the sections one after the other, integer arrays as raw little-endian bytes, string lists as
// UTF-8 joined by NUL (splitting is several times faster than JSON.parse on 600,000 numbers), the rest
// as JSON.
// A file that does not check out in any way (short, another version, a checksum that differs, JSON that
// does not parse, sections the decoder misses) is ignored and the index is rebuilt: a snapshot can only
// save time, never change an answer.
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import { join } from 'node:path';

const MAGIC = Buffer.from('WEFIDX01', 'latin1');

/** What an index is saved as: integer columns, string lists, and JSON-able values. */
export type SnapshotContent = {
  arrays: Record<string, Int32Array>;
  strings: Record<string, string[]>;
  json: Record<string, unknown>;
};

const NUL = '\u0000';

/** How one index is saved and restored; bump `version` whenever its content's meaning changes. */
export type SnapshotKind<T> = {
  name: string;
  version: number;
  encode: (value: T) => SnapshotContent;
  /** Throws when the content is not what this version wrote (the snapshot is then ignored). */
  decode: (content: SnapshotContent) => T;
};

type Section = { name: string; type: 'i32' | 'strings' | 'json'; bytes: number; count?: number };
type Header = { kind: string; version: number; signature: string; sections: Section[]; sha256: string };

// One setting per process (server start, from the configuration); null: no snapshots (tests, the CLI).
let snapshotDir: string | null = null;

export function setSnapshotDir(dir: string | null): void {
  snapshotDir = dir;
}

export function snapshotPath(dir: string, kind: string): string {
  return join(dir, `${kind}.snapshot`);
}

/** How each index got into memory last, for the start-up log and the benchmark ('ignored': another
 * catalog's snapshot, or one that did not check out). */
export type SnapshotOutcome = 'loaded' | 'built' | 'built (snapshot ignored)' | 'built (not saved)';
const outcomes = new Map<string, SnapshotOutcome>();

export function snapshotOutcome(kind: string): SnapshotOutcome | undefined {
  return outcomes.get(kind);
}

const pad4 = (n: number) => (4 - (n % 4)) % 4;

export function encodeSnapshot(kind: string, version: number, signature: string, content: SnapshotContent) {
  const parts: Buffer[] = [];
  const sections: Section[] = [];
  for (const [name, array] of Object.entries(content.arrays)) {
    parts.push(Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    sections.push({ name, type: 'i32', bytes: array.byteLength });
  }
  const json = { ...content.json };
  for (const [name, list] of Object.entries(content.strings)) {
    if (list.some((s) => s.includes(NUL))) {
      json[name] = list; // a string that holds the separator: this list goes as JSON
      continue;
    }
    const bytes = Buffer.from(list.join(NUL), 'utf8');
    parts.push(bytes, Buffer.alloc(pad4(bytes.length)));
    sections.push({ name, type: 'strings', bytes: bytes.length, count: list.length });
  }
  for (const [name, value] of Object.entries(json)) {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    parts.push(bytes, Buffer.alloc(pad4(bytes.length)));
    sections.push({ name, type: 'json', bytes: bytes.length });
  }
  const body = Buffer.concat(parts);
  const header: Header = {
    kind,
    version,
    signature,
    sections,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  return Buffer.concat([MAGIC, length, headerBytes, body]);
}

/** The content of a snapshot file of this kind, version and signature; null for anything else. */
export function decodeSnapshot(
  file: Buffer,
  kind: string,
  version: number,
  signature: string,
): SnapshotContent | null {
  if (endianness() !== 'LE') return null; // written and read as little-endian only
  if (file.length < 12 || !file.subarray(0, 8).equals(MAGIC)) return null;
  const headerLength = file.readUInt32LE(8);
  if (12 + headerLength > file.length) return null;
  let header: Header;
  try {
    header = JSON.parse(file.subarray(12, 12 + headerLength).toString('utf8')) as Header;
  } catch {
    return null;
  }
  if (header.kind !== kind || header.version !== version || header.signature !== signature) return null;
  const body = file.subarray(12 + headerLength);
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) return null;
  const content: SnapshotContent = { arrays: {}, strings: {}, json: {} };
  let at = 0;
  for (const section of header.sections) {
    const bytes = body.subarray(at, at + section.bytes);
    if (bytes.length !== section.bytes) return null;
    if (section.type === 'i32') {
      if (section.bytes % 4) return null;
      // a copy: the file's buffer is not kept alive by the index, and the copy is 4-byte aligned
      content.arrays[section.name] = new Int32Array(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
      );
      at += section.bytes;
    } else if (section.type === 'strings') {
      const list = section.count ? bytes.toString('utf8').split(NUL) : [];
      if (list.length !== section.count) return null;
      content.strings[section.name] = list;
      at += section.bytes + pad4(section.bytes);
    } else {
      try {
        content.json[section.name] = JSON.parse(bytes.toString('utf8'));
      } catch {
        return null;
      }
      at += section.bytes + pad4(section.bytes);
    }
  }
  return content;
}

async function load<T>(dir: string, kind: SnapshotKind<T>, signature: string): Promise<T | null> {
  const file = await readFile(snapshotPath(dir, kind.name)).catch(() => null);
  if (!file) return null;
  const content = decodeSnapshot(file, kind.name, kind.version, signature);
  if (!content) return null;
  try {
    return kind.decode(content);
  } catch {
    return null;
  }
}

/** Writes the file next to its final name and renames it: a reader never sees half a snapshot. */
async function save<T>(dir: string, kind: SnapshotKind<T>, signature: string, value: T): Promise<void> {
  await mkdir(dir, { recursive: true });
  const path = snapshotPath(dir, kind.name);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, encodeSnapshot(kind.name, kind.version, signature, kind.encode(value)));
  await rename(temporary, path);
}

/**
 * The index of the catalog with `signature`: from its snapshot when one of that signature checks out,
 * else built by `build` and saved for the next start. Without a snapshot folder, just built.
 */
export async function fromSnapshotOr<T>(
  kind: SnapshotKind<T>,
  signature: string,
  build: () => Promise<T>,
): Promise<T> {
  const dir = snapshotDir;
  if (!dir) return build();
  const loaded = await load(dir, kind, signature);
  if (loaded !== null) {
    outcomes.set(kind.name, 'loaded');
    return loaded;
  }
  const existed = await access(snapshotPath(dir, kind.name)).then(
    () => true,
    () => false,
  );
  const value = await build();
  try {
    await save(dir, kind, signature, value);
    outcomes.set(kind.name, existed ? 'built (snapshot ignored)' : 'built');
  } catch {
    outcomes.set(kind.name, 'built (not saved)'); // a read-only or full disk: the index still answers
  }
  return value;
}
