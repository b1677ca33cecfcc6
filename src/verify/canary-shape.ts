/**
 * A canary's shape, fresh each run: its tag, test names, failure message, compared values and file stem are drawn
 * from random bytes over plausible words, so no fixed text (a `zz` prefix, an "agent-fix canary" message, a 16-hex
 * name) tells the code under test which tests are agent-fix's. The tag (letters and digits, 7 to 9 of them, at least
 * two digits) is what marks every line and id of the canaries: it is in both tests' names, the message and the file
 * name, and is long and mixed enough that a line of the suite's own output never holds it by chance.
 */
import crypto from 'node:crypto';

const VERBS = [
  'parses', 'formats', 'rounds', 'merges', 'sorts', 'encodes', 'decodes', 'validates', 'resolves', 'normalizes',
  'handles', 'returns', 'keeps', 'computes', 'splits', 'joins', 'caches', 'maps', 'filters', 'reads', 'writes',
  'counts', 'trims', 'escapes', 'groups', 'converts', 'compares', 'loads',
]; // prettier-ignore
const NOUNS = [
  'input', 'values', 'options', 'records', 'paths', 'keys', 'items', 'headers', 'tokens', 'entries', 'dates', 'ranges',
  'names', 'limits', 'units', 'totals', 'fields', 'labels', 'rows', 'chunks', 'offsets', 'prefixes', 'flags', 'lines',
]; // prettier-ignore
/** File stems that sort late among a folder's test files (`sortsLast` makes sure). */
const LATE = [
  'validation', 'values', 'versions', 'widgets', 'windows', 'workers', 'wrappers', 'yaml', 'zones', 'xml', 'utils',
  'types', 'urls', 'usage', 'views', 'weights', 'writer', 'zip',
]; // prettier-ignore

export interface Shape {
  /** Marks every id, line and file of these canaries. */
  tag: string;
  /** Words for the must-pass and the must-fail test's names (each kind spells them its own way). */
  pass: [string, string];
  fail: [string, string];
  /** The group a runner with suites puts them in. */
  group: string;
  /** The must-fail test's failure text: it compares `message` (its actual value) with `expected`. */
  message: string;
  expected: string;
  /** File stems in the order a kind tries them (the first that sorts after the folder's files). */
  stems: string[];
}

/** A fresh shape from `bytes` (random unless given: tests pin it). */
export function canaryShape(bytes: Buffer = crypto.randomBytes(32)): Shape {
  let at = 0;
  const next = () => bytes[at++ % bytes.length]!;
  const pick = <T>(list: readonly T[]) => list[next() % list.length]!;
  const tag = makeTag(next);
  const pass: [string, string] = [pick(VERBS), pick(NOUNS)];
  let fail: [string, string] = [pick(VERBS), pick(NOUNS)];
  if (fail[0] === pass[0]) fail = [VERBS[(VERBS.indexOf(pass[0]) + 1) % VERBS.length]!, fail[1]];
  const noun = pick(NOUNS);
  const message = `${pick(['unexpected', 'wrong', 'stale', 'missing', 'extra', 'mismatched'])} ${noun} ${tag}`;
  const expected = `${pick(['expected', 'known', 'stored', 'parsed'])} ${noun} ${tag}`;
  const start = next() % LATE.length;
  const stems = [...LATE.slice(start), ...LATE.slice(0, start)].map((w) => `${w}-${tag}`);
  return { tag, pass, fail, group: `${noun} ${tag}`, message, expected, stems };
}

function makeTag(next: () => number): string {
  const letters = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const length = 7 + (next() % 3);
  const chars = Array.from({ length }, (_, i) =>
    i === 0 ? letters[next() % letters.length]! : `${letters}${digits}`[next() % (letters.length + digits.length)]!,
  );
  // Two digits at least, at places the bytes choose (never the first: a Python or Go name may start with it).
  // Each at a place that holds a letter, walking on from where the bytes start it (a digit over a digit left one).
  let need = 2 - chars.filter((c) => digits.includes(c)).length;
  for (let k = 0, p = 1 + (next() % (length - 1)); need > 0 && k < length; k++, p = 1 + (p % (length - 1)))
    if (!digits.includes(chars[p]!)) {
      chars[p] = digits[next() % digits.length]!;
      need--;
    }
  return chars.join('');
}

/**
 * The first name `make(stem)` that sorts after every name in `siblings` (by code unit, as a runner's or the shell's
 * sort does): a runner that stops at a first failure has then run the suite's own files. When no stem does, `z`s go
 * before the first one until it does; where the name's fixed part decides the order (`test-x.js` always sorts before
 * `test.js`), no number of `z`s helps, and the first stem's name is taken after 64 tries.
 */
export function sortsLast(stems: string[], siblings: string[], make: (stem: string) => string): string {
  const last = siblings.reduce((a, b) => (b > a ? b : a), '');
  for (const stem of stems) if (make(stem) > last) return make(stem);
  let stem = stems[0]!;
  for (let tries = 0; make(stem) <= last; tries++) {
    if (tries === 64) return make(stems[0]!);
    stem = `z${stem}`;
  }
  return make(stem);
}

/** Words as one identifier: `snake` (`parses_input`) or `camel` (`ParsesInput`). */
export function identifier(words: string[], style: 'snake' | 'camel'): string {
  return style === 'snake' ? words.join('_') : words.map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`).join('');
}
