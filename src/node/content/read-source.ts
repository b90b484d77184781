/**
 * A page's bytes, read as they are. Pages are UTF-8: a file saved in another encoding (Latin-1,
 * Windows-1252, UTF-16) would decode with U+FFFD in place of its accented letters and be
 * published so without a word, so it is an error naming the first byte that is not UTF-8 and its
 * line. A byte order mark is dropped (Windows editors add one); line endings stay as they are.
 */
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { problem, type Problem } from '../errors.ts';

export type SourceText = { text: string } | { problem: Problem };

/** Read at once, as cache entries are (src/node/cache/verified.ts): thousands of small files cost fs/promises many times more. */
export async function readPageSource(absolute: string, source: string): Promise<SourceText> {
  return decodePage(readFileSync(absolute), source);
}

export function decodePage(bytes: Buffer, source: string): SourceText {
  if (isUtf8(bytes)) return { text: bytes.toString('utf8').replace(/^\uFEFF/, '') };
  const at = firstInvalidByte(bytes);
  if (at < 0) return { text: bytes.toString('utf8').replace(/^\uFEFF/, '') };
  const lineStart = bytes.lastIndexOf(10, at - 1) + 1;
  const line = countLines(bytes, at);
  const column = bytes.subarray(lineStart, at).toString('utf8').length + 1;
  const byte = `0x${bytes[at].toString(16).toUpperCase().padStart(2, '0')}`;
  return {
    problem: problem(
      'not-utf8',
      { file: source, line, column },
      `the file is not UTF-8: byte ${byte} on line ${line} is not part of a UTF-8 character (${likelyEncoding(bytes)})`,
      'Save the file as UTF-8 (in most editors: "Save with Encoding" or "Reopen with Encoding", then UTF-8) and check the letters on that line.',
    ),
  };
}

function likelyEncoding(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'the file is UTF-16';
  return 'the file was probably saved as Latin-1 or Windows-1252';
}

function countLines(bytes: Buffer, end: number): number {
  let lines = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < end; i = bytes.indexOf(10, i + 1)) lines++;
  return lines;
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    const second = bytes[i + 1];
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF.
    if (
      (lead === 0xe0 && second < 0xa0) ||
      (lead === 0xed && second >= 0xa0) ||
      (lead === 0xf0 && second < 0x90) ||
      (lead === 0xf4 && second >= 0x90)
    )
      return i;
    i += length;
  }
  return -1;
}
