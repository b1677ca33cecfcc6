/** The pass-to-pass lines of the PR body and the job summary: the baseline's tests kept, broken and vanished. */
import { modelText } from './model-text.js';

/** The baseline's tests in the final run (verify/evidence.ts FailToPass.pass_to_pass). */
export interface PassToPassFacts {
  checked: number;
  broken: string[];
  unit?: 'tests' | 'packages';
  vanished?: string[];
  level?: 'ids' | 'counts';
}

/** Pass-to-pass as one line: the baseline's tests kept, broken and vanished, and whether it was checked by count. */
export function passToPassLines(p: PassToPassFacts | undefined): string[] {
  if (!p) return [];
  const unit = p.unit === 'packages' ? 'packages' : 'tests';
  const kept = p.checked
    ? `${p.checked - Math.min(p.checked, p.broken.length - (p.vanished?.length ?? 0))} of ${p.checked} ${unit} that passed before still pass`
    : `no ${unit} passed before to check`;
  const out = [`Pass-to-pass: ${kept}.`];
  const failing = p.broken.filter((b) => !p.vanished?.includes(b));
  if (failing.length)
    out.push(
      `- ❌ broken: ${failing
        .slice(0, 10)
        .map((b) => `\`${b.replace(/`/g, "'")}\``)
        .join(', ')}`,
    );
  if (p.vanished?.length)
    out.push(
      `- ❌ ran before the change and not after it (vanished, counted as broken): ${p.vanished
        .slice(0, 10)
        .map((b) => modelText(b))
        .join('; ')}`,
    );
  if (p.level === 'counts')
    out.push(
      '- Checked by count: the baseline run named no passing test, so a vanished passing test shows as a number, not by name.',
    );
  return out;
}
