/**
 * The order the suite's files start in (vitest's `sequence.sequencer`): the slowest first, so that on 2 cores the
 * long files overlap the short ones instead of running alone at the end. Durations come from test/durations.json
 * (seconds per file as last measured; only their order matters; `npm run test:durations` rewrites it from the last
 * full run's .vitest-report.json), else from vitest's own cache of this machine's last run; a file in neither counts
 * as NEW_FILE_S.
 *
 * Projects, in this order:
 * 1. the `isolated` files (a fresh worker each) that take LONG_ISOLATED_S or more: they start at once beside the
 *    longest of the rest, or they would run alone at the end;
 * 2. the `processes` files, slowest first; their workers are reused (`isolate: false`) as long as the next file in
 *    the queue is one of them, so each worker imports src/ once;
 * 3. the other `isolated` files, short ones, then the `unit` files (quick, one reused worker; a long one, LONG_UNIT_S
 *    or more, goes with the `processes` files).
 * Until this round all `isolated` files went first: eight fresh workers importing src/ while the machine was half idle
 * for the suite's first minute (measured from process accounting of a full run: 0.9 to 1.3 cores busy of 2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = path.join(import.meta.dirname, 'durations.json');
/** A file the table does not know yet: treated as a middling e2e file, so that it neither waits at the end nor leads. */
const NEW_FILE_S = 10;
/** An `isolated` file at least this long starts first (test/security/sandbox.test.ts: about 60 s). */
const LONG_ISOLATED_S = 30;

/**
 * A `unit` file at least this long goes with the `processes` files: last of all it ran alone at the end
 * (test/trigger/ci-round.test.ts, 12 s, started at 374 s of a 386 s run with two cores half idle).
 */
const LONG_UNIT_S = 8;

function table(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = table();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const rel = path.relative(root, spec.moduleId).split(path.sep).join('/');
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${rel}`)?.duration;
      return known[rel] ?? (cached === undefined ? NEW_FILE_S : cached / 1000);
    };
    const rank = (spec: TestSpecification): number => {
      if (spec.project.config.isolate !== false) return seconds(spec) >= LONG_ISOLATED_S ? 0 : 2;
      return spec.project.name === 'unit' && seconds(spec) < LONG_UNIT_S ? 3 : 1;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || seconds(b) - seconds(a));
  }
}
