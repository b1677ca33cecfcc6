/**
 * What the model reads of a failing run: the failing tests' own blocks (assertion, diff, traceback) first, then the
 * runner's summary, in a fixed character budget. Raw output puts the useful part anywhere; a head/tail cut of it
 * often keeps only progress dots and the last frames of a stack.
 */
import type { TestReport } from './types.js';
import { cleanOutput, uniq } from './runners/common.js';
import { parserFor } from './parse.js';

// Stack frames nobody fixes: the runtime's, the test runner's, the standard library's.
const NOISE = [
  /^\s+(at )?.*\((node:[\w/]+:\d+:\d+|[^)]*node_modules\/[^)]*)\)( \{)?\s*$/,
  /^\s+(at )?(async )?(Promise\.all|new Promise|new SafePromise|Array\.map|process\.processImmediate)\b/,
  /^\s+(at )?node:[\w/]+:\d+:\d+\s*$/,
  /^\s+duration_ms: /,
  /^\s+\d+: (__rustc|core::|std::|test::|<)/,
  /^\s+at \/rustc\//,
  /^\s*\/usr\/(local\/)?lib\/go[^/]*\/src\//,
  /^(testing|runtime)\.[\w.]+(\([^)]*\))?$/,
  /^created by testing\./,
  /^note: Some details are omitted/,
];

const stripNoise = (block: string): string =>
  block
    .split('\n')
    .filter((line) => !NOISE.some((re) => re.test(line)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');

/** Keep a block's head and tail within `limit` characters, cutting whole lines in the middle. */
function shrink(block: string, limit: number): string {
  if (block.length <= limit) return block;
  const marker = '    [… cut …]';
  const lines = block.split('\n');
  const head: string[] = [];
  const tail: string[] = [];
  let used = marker.length + 1;
  let i = 0;
  let j = lines.length - 1;
  // Alternate: the header names the test, the end usually holds the assertion (pytest) or its location.
  while (i <= j) {
    const take = head.length <= tail.length ? lines[i]! : lines[j]!;
    if (used + take.length + 1 > limit) break;
    used += take.length + 1;
    if (head.length <= tail.length) {
      head.push(take);
      i++;
    } else {
      tail.unshift(take);
      j--;
    }
  }
  if (!head.length) return block.slice(0, Math.max(0, limit - 1)) + '…';
  return [...head, marker, ...tail].join('\n').slice(0, limit);
}

/** For output no parser knows: windows around lines that look like errors. */
function genericBlocks(text: string): string[] {
  const lines = text.split('\n');
  const hits: number[] = [];
  lines.forEach((line, i) => {
    if (/\b(error|fail(ed|ure)?|exception|assert(ion)?|panic(ked)?|traceback|expected)\b/i.test(line)) hits.push(i);
  });
  const blocks: string[] = [];
  let end = -1;
  for (const i of hits) {
    if (i <= end) continue;
    const from = Math.max(i - 3, end + 1);
    end = Math.min(lines.length - 1, i + 6);
    blocks.push(lines.slice(from, end + 1).join('\n'));
  }
  return blocks;
}

function lastLines(text: string, n: number): string[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .slice(-n);
}

/**
 * A failure-focused excerpt of `output`, never longer than `maxChars`: each failing test's block (noise frames
 * dropped, long blocks cut in the middle), as many as fit, then the runner's summary lines.
 */
export function failureExcerpt(output: string, report: TestReport, maxChars = 4000): string {
  if (maxChars <= 0) return '';
  const text = cleanOutput(output);
  const parsers = parserFor(report.runner);
  let blocks = parsers
    .flatMap((p) => p.blocks(text))
    .map(stripNoise)
    .map((b) => b.trim())
    .filter(Boolean);
  let summary = uniq(parsers.flatMap((p) => p.summary(text)));
  if (!blocks.length) blocks = genericBlocks(text);
  if (!summary.length) summary = lastLines(text, blocks.length ? 5 : 20);

  let summaryText = summary.join('\n');
  summaryText = shrink(summaryText, Math.min(summaryText.length, Math.floor(maxChars / 3)));
  const budget = maxChars - summaryText.length - 2;
  const parts: string[] = [];
  if (budget > 0 && blocks.length) {
    const perBlock = Math.max(400, Math.floor(budget / Math.min(blocks.length, 4)));
    let used = 0;
    let shown = 0;
    for (const block of blocks) {
      const room = budget - used - (shown ? 2 : 0) - 60; // keep room for the "more failures" line
      if (room < 200) break;
      const piece = shrink(block, Math.min(perBlock, room));
      parts.push(piece);
      used += piece.length + (shown ? 2 : 0);
      shown++;
    }
    if (shown < blocks.length) parts.push(`[… ${blocks.length - shown} more failure block(s) not shown]`);
  }
  const body = parts.join('\n\n');
  const out = body ? `${body}\n\n${summaryText}` : summaryText;
  return out.length <= maxChars ? out : out.slice(0, maxChars);
}

/** Lines in which a runner or the runtime says why a run broke down (not a test's own assertion). */
const BREAKDOWN =
  /\b(Internal error|INTERNALERROR|ENOENT|EACCES|EPERM|EROFS|ENOSPC|EADDRINUSE|Cannot find module|ERR_[A-Z_]+|SyntaxError|ModuleNotFoundError|ImportError|command not found|No such file or directory|Permission denied|Read-only file system|Segmentation fault|core dumped|Killed|out of memory|panic:|fatal error:|Traceback \(most recent call last\)|Unhandled (rejection|error)|Uncaught|could not compile|error(\[E\d+\])?: )/;

/**
 * Why a run failed when it names no failing test: the runner's own error lines ("Internal error", "ENOENT … mkdir",
 * a crash), the last `max` distinct ones, each cut to 200 characters. Empty when there are none to show.
 */
export function breakdownLines(output: string, max = 3): string[] {
  const lines = cleanOutput(output)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && BREAKDOWN.test(l))
    .map((l) => (l.length > 200 ? `${l.slice(0, 199)}…` : l));
  return uniq(lines.reverse()).slice(0, max).reverse();
}
