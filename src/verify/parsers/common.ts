/** Shared pieces of the runner parsers: cleaning terminal output and the parser shape. */
import type { TestCounts, TestReport } from '../types.js';

/** A parser for one runner's text output. Pure: text in, data out. */
export interface RunnerParser {
  name: string;
  /** Null when the text carries no sign of this runner. */
  parse(text: string): TestReport | null;
  /** The failing tests' blocks (assertion, traceback), in output order, for the excerpt. */
  blocks(text: string): string[];
  /** The lines that make up the runner's own summary. */
  summary(text: string): string[];
}

// CSI (colours, cursor moves) and OSC (titles, hyperlinks) sequences.
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/** Output as a person reads it: no colour codes, no carriage-return redraws, `\n` line ends. */
export function cleanOutput(text: string): string {
  return (
    text
      .replace(ANSI, '')
      .replace(/\r\n/g, '\n')
      .split('\n')
      // A lone \r redraws the line: what stays on screen is the text after the last one.
      .map((line) => (line.includes('\r') ? (line.split('\r').filter(Boolean).pop() ?? '') : line))
      .join('\n')
  );
}

export const zeroCounts = (): TestCounts => ({ passed: 0, failed: 0, skipped: 0, errors: 0 });

/** Unique, in first-seen order. */
export function uniq(items: Iterable<string>): string[] {
  return [...new Set(items)];
}

/** Drops ids that are a prefix-parent of another failing id (a Go parent test fails because its subtest did). */
export function leavesOnly(ids: string[], sep: string): string[] {
  return ids.filter((id) => !ids.some((other) => other !== id && other.startsWith(id + sep)));
}

export function lastMatch(text: string, re: RegExp): RegExpExecArray | null {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  let found: RegExpExecArray | null = null;
  for (let m = g.exec(text); m; m = g.exec(text)) {
    found = m;
    if (m[0] === '') g.lastIndex++;
  }
  return found;
}

export const indentOf = (line: string): number => line.length - line.trimStart().length;
