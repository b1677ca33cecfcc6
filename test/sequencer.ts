/**
 * The order the suite's files start in (vitest's `sequence.sequencer`): the slowest first, so that on 2 cores the
 * long files overlap the short ones instead of running alone at the end. Durations come from test/durations.json
 * (seconds per file as last measured; only their order matters; `npm run test:durations` rewrites it from the last
 * full run's .vitest-report.json), else from vitest's own cache of this machine's last run; a file in neither counts
 * as NEW_FILE_S. The few files of the `isolated` project (a fresh worker each) start first; then the files of the
 * projects whose workers are reused (`processes`, `unit`: `isolate: false`), slowest first, so that a worker takes
 * them one after another without importing src/ again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = path.join(import.meta.dirname, 'durations.json');
/** A file the table does not know yet: treated as a middling e2e file, so that it neither waits at the end nor leads. */
const NEW_FILE_S = 10;

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
    const isolated = (spec: TestSpecification) => spec.project.config.isolate !== false;
    return [...files].sort((a, b) => Number(isolated(b)) - Number(isolated(a)) || seconds(b) - seconds(a));
  }
}
