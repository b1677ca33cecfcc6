/** read_file: numbered lines with a header; refuses binary files; bounded. */
import { z } from 'zod';
import { defineTool } from './types.js';
import { UnsafePathError, lstatOrUndefined, readBeneath } from '../security/no-follow.js';

const MAX_LINE_CHARS = 2_000;
const MAX_FILE_BYTES = 20_000_000;
const MAX_CHARS = 40_000;

/** A NUL byte in the first 8000 bytes, or text that is not UTF-8. */
export function isBinary(buf: Buffer): boolean {
  if (buf.subarray(0, 8000).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return false;
  } catch {
    return true;
  }
}

/** File text as lines, without BOM and line-ending characters. */
export function textLines(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = body.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function numbered(lines: string[], firstLine: number, width: number): string {
  return lines
    .map((line, i) => {
      const text =
        line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}… [line cut: ${line.length} chars]` : line;
      return `${String(firstLine + i).padStart(width)}| ${text}`;
    })
    .join('\n');
}

export const readFile = defineTool({
  name: 'read_file',
  description:
    'Read a text file as numbered lines, `limit` lines from line `offset`. The header gives the range and the ' +
    'total line count.',
  schema: z.object({
    path: z.string().min(1).describe('Path from the repository root'),
    offset: z.number().int().min(1).optional().describe('First line to show, 1-based. Default 1'),
    limit: z.number().int().min(1).optional().describe('How many lines. Default 300'),
  }),
  async run(args, ctx) {
    const file = ctx.ws.resolve(args.path);
    const stat = lstatOrUndefined(file.abs);
    if (!stat) return { text: `No such file: ${file.rel}. Use list_files or search to find it.`, isError: true };
    if (stat.isDirectory())
      return { text: `${file.rel} is a folder. Use list_files with path="${file.rel}".`, isError: true };
    let buf: Buffer;
    try {
      // No-follow: a command may have swapped the file for a link since the path was resolved.
      buf = readBeneath(ctx.ws.root, file.rel, MAX_FILE_BYTES);
    } catch (err) {
      if (!(err instanceof UnsafePathError)) throw err;
      if (err.code === 'too-large')
        return {
          text: `${file.rel} is ${stat.size} bytes, too large to read. Use search to find what you need in it.`,
          isError: true,
        };
      return { text: `${file.rel} cannot be read: ${err.message}.`, isError: true };
    }
    if (isBinary(buf))
      return { text: `${file.rel} is a binary file (${buf.length} bytes); read_file shows text only.`, isError: true };
    const text = buf.toString('utf8');
    const lines = textLines(text);
    const total = text.length === 0 ? 0 : lines.length;
    const offset = args.offset ?? 1;
    const limit = args.limit ?? 300;
    if (total === 0) return { text: `${file.rel}: empty file (0 lines)` };
    if (offset > total)
      return {
        text: `${file.rel} has ${total} lines; offset ${offset} is past the end. Use offset between 1 and ${total}.`,
        isError: true,
      };
    let end = Math.min(total, offset + limit - 1);
    let body = numbered(lines.slice(offset - 1, end), offset, String(end).length);
    while (body.length > MAX_CHARS && end > offset) {
      end = offset + Math.floor((end - offset) / 2);
      body = numbered(lines.slice(offset - 1, end), offset, String(end).length);
    }
    const notes = [
      text.includes('\r\n') ? 'CRLF line endings' : '',
      text.startsWith('\uFEFF') ? 'UTF-8 BOM' : '',
    ].filter(Boolean);
    const more = end < total ? `; next: offset=${end + 1}` : '';
    return {
      text: `${file.rel} (lines ${offset}-${end} of ${total}${notes.length ? `; ${notes.join(', ')}` : ''}${more})\n${body}`,
    };
  },
});
