/**
 * Transplant: apply the model's change (old → new) onto the file's actual lines, so lines the model did not change
 * stay byte-identical and changed lines keep the file's own characters wherever the model kept them.
 */
import { diffSequences } from '../diff.js';
import { foldUnicode, isBlank, leadingWs, lineKey, rtrim, trimWs } from './doc.js';
import type { IndentMap } from './indent.js';

export function transplant(
  oldLines: string[],
  fileLines: string[],
  newN: string,
  indent: IndentMap,
  tier: keyof typeof lineKey,
): string {
  const key = lineKey[tier];
  const newHasNl = newN.endsWith('\n');
  const newLines = newN === '' ? [] : (newHasNl ? newN.slice(0, -1) : newN).split('\n');
  // A line is "kept" only if its content and its own indentation are unchanged: re-indenting is a change.
  const k = (s: string) => (isBlank(s) ? '' : `${leadingWs(s)}\u0001${key(s)}`);
  const ops = diffSequences(oldLines.map(k), newLines.map(k));
  const trailingNoise = oldLines.some((o, j) => rtrim(o) !== o && !fileLines[j].endsWith(o.slice(rtrim(o).length)));
  const out: string[] = [];
  let i = 0;
  while (i < ops.length) {
    const op = ops[i];
    if (op.op === 'eq') {
      out.push(fileLines[op.a]);
      i++;
      continue;
    }
    const dels: number[] = [];
    const inss: number[] = [];
    while (i < ops.length && ops[i].op !== 'eq') {
      if (ops[i].op === 'del') dels.push(ops[i].a);
      else inss.push(ops[i].b);
      i++;
    }
    inss.forEach((b, n) => {
      const line = newLines[b];
      if (isBlank(line)) {
        out.push('');
        return;
      }
      const partner = n < dels.length ? dels[n] : undefined;
      let prefix: string | undefined;
      const p = leadingWs(line);
      if (b === 0 && p === '' && indent.firstLinePrefix !== undefined) prefix = indent.firstLinePrefix;
      else prefix = indent.map(p);
      if (prefix === undefined) prefix = p;
      let body = line.slice(p.length);
      if (trailingNoise) body = rtrim(body);
      if (partner !== undefined && tier === 'unicode-punctuation') {
        const oc = trimWs(oldLines[partner]);
        const fc = trimWs(fileLines[partner]);
        const nc = rtrim(body);
        if (oc.length === fc.length && foldUnicode(oc) === foldUnicode(fc))
          body = mergeChars(oc, fc, nc) + body.slice(nc.length);
      }
      out.push(prefix + body);
    });
  }
  return out.join('\n') + (newHasNl && newLines.length > 0 ? '\n' : '');
}

/**
 * Applies the character change old → neu to `file`, where file equals old up to one-to-one folds: characters the
 * model kept come from the file (its smart quotes stay), characters the model typed come from the model.
 */
export function mergeChars(old: string, file: string, neu: string): string {
  if (old === file) return neu;
  if (old.length > 4000 || neu.length > 4000) return neu;
  const ops = diffSequences([...old], [...neu]);
  // Spread of old/new by code unit would split surrogate pairs; the folds only touch BMP characters, so map by index.
  const oChars = [...old];
  const fChars: string[] = [];
  let pos = 0;
  for (const c of oChars) {
    fChars.push(file.slice(pos, pos + c.length));
    pos += c.length;
  }
  const nChars = [...neu];
  return ops.map((o) => (o.op === 'eq' ? fChars[o.a] : o.op === 'ins' ? nChars[o.b] : '')).join('');
}
