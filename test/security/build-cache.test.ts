// The build cache warmed after setup (issue 40's cost): with bwrap, a go project's test binaries are built once into
// the home that becomes every proof run's pristine layer, and none of them runs. Through the shipped CLI bundle
// (dist/cli.js) with a scripted model, real bwrap and real `go test`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { patchTestFinish } from '../helpers/fake-openai.js';
import { bwrapAvailable, cliScope, RUNNER_PROJECTS } from '../helpers/cli-run.js';

const hasGo = spawnSync('bash', ['-c', 'command -v go']).status === 0;
const cli = cliScope();

/** A test binary that marks the home when it runs, and fails when a run before it left the mark there. */
const MARKER_TEST = `package calc

import (
	"os"
	"path/filepath"
	"testing"
)

var markedBefore bool

func init() {
	mark := filepath.Join(os.Getenv("HOME"), "agent-fix-ran-here")
	if _, err := os.Stat(mark); err == nil {
		markedBefore = true
	}
	_ = os.WriteFile(mark, []byte("x"), 0o644)
}

func TestHomeAsSetupLeftIt(t *testing.T) {
	if markedBefore {
		t.Fatal("a test binary that ran before this one wrote into the home")
	}
}
`;

describe('the pristine build cache', () => {
  it.skipIf(!bwrapAvailable || !hasGo)(
    'go: the warm-up builds every test binary and runs none (the home stays as setup left it), and an honest fix resolves',
    async () => {
      const repo = cli.committedRepo('agent-fix-warm-', path.join(RUNNER_PROJECTS, 'go'));
      fs.writeFileSync(path.join(repo, 'calc', 'marker_test.go'), MARKER_TEST);
      spawnSync('git', ['-C', repo, 'add', '-A']);
      spawnSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'marker']);
      const { json, printed } = await cli.run(
        repo,
        patchTestFinish(
          { path: 'calc/calc.go', old_str: 'return amount*20/100 + 1', new_str: 'return amount * 20 / 100' },
          'Tax() is 20%',
          'warm',
        ),
        { task: 'Fix Tax()', testCommand: 'go test ./...', sandbox: 'bwrap' },
      );
      // The warm-up ran no test binary: every run, the baseline's first, found the home without the mark.
      expect(json.evidence.baseline.failing).toEqual(['TestTax']);
      expect(json.status, printed).toBe('resolved');
      expect(json.evidence.report_check).toMatchObject({ status: 'checked', runner: 'go' });
      expect(printed).toContain(
        'setup: build cache warmed for the proof runs (`go test -count=1 -exec /bin/true ./...`',
      );
    },
    240_000,
  );
});
