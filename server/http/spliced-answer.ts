// An answer made of a head that is new each time (the chat's engine state, which counts the turns) and a
// body that often comes again (the same question or cards, in another conversation or at another turn).
// Once a body's compressed bytes are kept, an answer with that body is sent as one zstd frame or one gzip
// member that holds the head stored as it is, followed by the kept body's compressed blocks: no compressor
// runs. Making a compressor and compressing a 2-7 KB answer cost a loaded server 60-75 µs an answer, most
// of what the compressed chat cost beyond the plain one; the head's few hundred bytes go uncompressed.
//
// Both formats allow it: a zstd frame's blocks may be stored (raw) or compressed, and a raw block changes
// none of what the blocks after it decode with; a deflate stream may hold stored blocks before compressed
// ones. The body's blocks were made by a compressor that started with nothing before them, so none of
// them refers back into the head.
import { crc32 } from 'node:zlib';

export type SpliceEncoding = 'zstd' | 'gzip';
/** The encodings a head can be spliced before a kept body in, best first. */
export const SPLICE_ENCODINGS: readonly SpliceEncoding[] = ['zstd', 'gzip'];

const ZSTD_MAGIC = 0xfd2fb528;
/** The most content one zstd block holds (its Block_Maximum_Size at any window of 128 KB or more). */
const ZSTD_MAX_BLOCK = 128 * 1024;
/** Field sizes of a frame's content size by its FCS flag (for 0: 1 byte in a single-segment frame, else none). */
const FCS_BYTES = [0, 2, 4, 8] as const;
const RAW_BLOCK = 0;
const RLE_BLOCK = 1;
const RESERVED_BLOCK = 3;
/** Frame header descriptor: a 4-byte content size, a single segment (the window is the content). */
const SPLICED_FHD = (2 << 6) | (1 << 5);

/** The most bytes a head may have: one zstd block's worth (gzip stores it in blocks of 64 KB). */
export const MAX_HEAD_BYTES = ZSTD_MAX_BLOCK;

/**
 * The blocks of a zstd frame made for a body alone (its header left out), or null for a frame they
 * cannot be taken from: not one whole frame, or one with a checksum or a dictionary (the checksum would
 * cover the body alone).
 */
export function zstdBlocks(frame: Uint8Array): Uint8Array | null {
  const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.length);
  if (bytes.length < 6 || bytes.readUInt32LE(0) !== ZSTD_MAGIC) return null;
  const fhd = bytes[4] as number;
  const fcsFlag = fhd >> 6;
  const singleSegment = (fhd >> 5) & 1;
  const reserved = (fhd >> 3) & 1;
  const checksum = (fhd >> 2) & 1;
  const dictionary = fhd & 3;
  if (reserved || checksum || dictionary) return null;
  const fcsBytes = fcsFlag === 0 ? singleSegment : (FCS_BYTES[fcsFlag] as number);
  const start = 5 + (singleSegment ? 0 : 1) + fcsBytes;
  let at = start;
  for (;;) {
    if (at + 3 > bytes.length) return null;
    const header = bytes.readUIntLE(at, 3);
    const type = (header >> 1) & 3;
    if (type === RESERVED_BLOCK) return null;
    at += 3 + (type === RLE_BLOCK ? 1 : header >>> 3);
    if (header & 1) break;
  }
  return at === bytes.length ? frame.subarray(start) : null;
}

/**
 * One zstd frame of `head` stored as it is, then `blocks` (zstdBlocks of the body's own frame) of a body
 * of `bodySize` bytes. The head holds at most MAX_HEAD_BYTES.
 */
export function splicedZstd(head: Uint8Array, blocks: Uint8Array, bodySize: number): Uint8Array {
  if (head.length > MAX_HEAD_BYTES) throw new RangeError('the head is longer than one zstd block');
  const raw = head.length ? 3 + head.length : 0;
  const out = Buffer.allocUnsafe(4 + 1 + 4 + raw + blocks.length);
  out.writeUInt32LE(ZSTD_MAGIC, 0);
  out[4] = SPLICED_FHD;
  out.writeUInt32LE(head.length + bodySize, 5);
  let at = 9;
  if (raw) {
    // last block: no; type: raw; size: the head's
    out.writeUIntLE((head.length << 3) | (RAW_BLOCK << 1), at, 3);
    out.set(head, at + 3);
    at += raw;
  }
  out.set(blocks, at);
  return out;
}

/** A gzip member's header: deflate, no name or time, made on Unix (as Node's gzip writes it). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);
/** The most bytes one stored deflate block holds. */
const STORED_MAX = 0xffff;

/**
 * One gzip member of `head` in stored deflate blocks, then `deflate` (the body's own raw deflate stream,
 * which ends it), with the check value and length of head and `body` (the body's bytes) together.
 */
export function splicedGzip(head: Uint8Array, deflate: Uint8Array, body: Uint8Array): Uint8Array {
  const stored = Math.ceil(head.length / STORED_MAX);
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + 5 * stored + head.length + deflate.length + 8);
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.length;
  for (let from = 0; from < head.length; from += STORED_MAX) {
    const part = head.subarray(from, from + STORED_MAX);
    // not the final block; stored; the rest of the byte is padding
    out[at] = 0;
    out.writeUInt16LE(part.length, at + 1);
    out.writeUInt16LE(~part.length & 0xffff, at + 3);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  out.set(deflate, at);
  at += deflate.length;
  out.writeUInt32LE(crc32(body, crc32(head)), at);
  out.writeUInt32LE((head.length + body.length) >>> 0, at + 4);
  return out;
}
