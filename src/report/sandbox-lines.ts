/** The sandbox in force and what its proxy refused, said the same way in the PR body, the job summary and the CLI. */
import type { RefusedHost } from '../workspace/proxy.js';

/** The sandbox a run had, as the reports say it. */
export interface SandboxFacts {
  mode: string;
  note?: string;
  changes?: string[];
  ignoredFiles?: string;
  /** How the proof runs were kept apart from what the agent's commands wrote (DESIGN guarantee 10). */
  proofIsolation?: 'layers' | 'none';
  /** The commands' network policy, as the `network` setting spells it. */
  network?: string;
  /** Hosts the allowlist proxy refused. */
  refused?: RefusedHost[];
}

/** One line on the sandbox in force: `none` is said plainly, never left for the reader to infer. */
export function sandboxLine(f: { sandbox?: SandboxFacts }): string {
  if (!f.sandbox) return '';
  const what =
    f.sandbox.mode === 'none'
      ? 'none: commands ran without file-system or network isolation (explicit opt-out)'
      : `${f.sandbox.mode}: commands ran isolated (read-only root, ${f.sandbox.network && f.sandbox.network !== 'none' ? `network: ${f.sandbox.network}` : 'no network'}, secrets out of reach)`;
  const changed = f.sandbox.changes?.length ? `; to set it up agent-fix ${f.sandbox.changes.join(' and ')}` : '';
  const ignored = f.sandbox.ignoredFiles ? ` Snapshots: ${f.sandbox.ignoredFiles}.` : '';
  return `Sandbox: ${what}${changed}.${ignored}${proofIsolationSentence(f.sandbox.proofIsolation)}`;
}

/** The proof's isolation in one sentence (the CLI's --json says it as `proof_isolation`). */
export function proofIsolationSentence(isolation: 'layers' | 'none' | undefined): string {
  if (isolation === 'layers')
    return " Proof isolation: layers: every proof run saw the home and the dependency folders as setup left them, under a fresh layer thrown away afterwards; nothing the agent's commands wrote there reached it.";
  if (isolation === 'none')
    return " Proof isolation: none: without the sandbox the proof runs share the home, the caches and the dependency folders the agent's commands wrote, so the proof is only as sound as what those commands left there.";
  return '';
}

/**
 * What the allowlist proxy refused, so a maintainer can widen `network` if the tests needed it; empty when nothing was.
 * Shared by the job summary and the CLI.
 */
export function refusedHostsLine(refused: readonly RefusedHost[] | undefined): string {
  if (!refused?.length) return '';
  const hosts = refused.map(
    (r) => `${r.host}:${r.port} (${r.count}×${r.reason === 'not in the allowed domains' ? '' : `, ${r.reason}`})`,
  );
  return (
    `Network: the proxy refused ${refused.length} host${refused.length === 1 ? '' : 's'}: ${hosts.join(', ')}. ` +
    'If the tests need them, add them to the `network` input (CLI: --network).'
  );
}
