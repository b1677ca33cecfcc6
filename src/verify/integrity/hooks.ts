/** `runner-hook`: code a change adds that can rewrite a test's outcome (each profile's `hooks`, in its `hookFile`s). */
import { PROFILES } from '../runners/index.js';
import { langOf, normalize, stripComments } from './source.js';
import type { FileChange, IntegrityFinding } from './types.js';

/** Hook code a change adds (counted, so moving an existing hook is not a finding). */
export function hookFindings(change: FileChange): IntegrityFinding[] {
  const { path: p, before, after } = change;
  if (after === null) return [];
  const norm = normalize(p);
  const lang = langOf(norm);
  const code = (text: string | null) => (text === null ? '' : lang ? stripComments(text, lang) : text);
  const was = code(before);
  const is = code(after);
  const seen = new Set<string>();
  const gained: string[] = [];
  for (const r of PROFILES) {
    if (!r.hookFile(norm)) continue;
    for (const [label, re] of r.hooks) {
      if (seen.has(label)) continue;
      seen.add(label);
      const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      const n = (text: string) => [...text.matchAll(g)].length;
      if (n(is) > n(was)) gained.push(label);
    }
  }
  return gained.length ? [{ path: p, kind: 'runner-hook', detail: `${p}: adds ${gained.join('; ')}` }] : [];
}
