// The Action after a cancel (DESIGN guarantee 13, issue 55): the runner's SIGTERM comes while a command runs, after an
// edit and after a command wrote files. The job's later steps run in the workspace with its secrets, so it must be
// the checkout again: no file the command put inside a folder that was already untracked (a `git status` that
// collapses untracked folders never saw it), no new test file, no folder; and where the workspace started with
// uncommitted tracked changes (the job's own), those stay as they were while the run's new files still go.
// Runs the shipped bundle (`node dist/index.js`) with the harness's default `sandbox: none`: commands write the
// workspace itself and, on a cancel, only the Action's own put-back stands between them and the job's later steps.
// Both failed before the fix: `scratch/model-made.js` stayed (and, on the dirty start, every file the command made and
// the run's edit to a tracked file).
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { TAX_BUG, TAX_FIX, checkoutWorkspace, makeOrigin, useFakeServers, workspaceState } from './harness.js';

const { servers, runOnLabel } = useFakeServers({ github: { permissions: { maintainer: 'admin' } } });

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));
const PATCH = assistant(
  null,
  toolCall('p', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX }),
);
const PLANT = bash(
  'plant',
  "printf 'console.log(\"MODEL\")\\n' > test/zz-model.test.js && printf 'model\\n' > scratch/model-made.js && mkdir -p scratch/deeper made/empty && printf 'x' > scratch/deeper/x.js",
);
/** The command the cancel comes during: a sleep unique enough to find in /proc. */
const SLEEP = '4127';
const sleeping = () =>
  fs.readdirSync('/proc').some((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim() === `sleep ${SLEEP}`;
    } catch {
      return false;
    }
  });

/** The planting, then `git add` of the new test file: it is staged (`A`), a path HEAD lacks. */
const PLANT_STAGED = bash(
  'plant',
  "printf 'console.log(\"MODEL\")\\n' > test/zz-model.test.js && git add test/zz-model.test.js && printf 'model\\n' > scratch/model-made.js && mkdir -p scratch/deeper made/empty && printf 'x' > scratch/deeper/x.js",
);

/** The labeled issue's run, SIGTERM to the Action once the command after the planting sleeps. */
async function cancelledRun(workspace: string, origin: ReturnType<typeof makeOrigin>, plant = PLANT) {
  await servers([PATCH, plant, bash('s', `sleep ${SLEEP}`)]);
  let child: ChildProcess | undefined;
  const running = runOnLabel(origin, { workspace, onSpawn: (c) => (child = c) });
  for (const end = Date.now() + 120_000; !sleeping(); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() > end) throw new Error('the command never started');
  child!.kill('SIGTERM');
  return running;
}

function withJobsScratch(workspace: string) {
  fs.mkdirSync(path.join(workspace, 'scratch'));
  fs.writeFileSync(path.join(workspace, 'scratch', 'notes.txt'), 'the job wrote this\n');
}

function expectNothingPlanted(workspace: string) {
  expect(fs.readdirSync(path.join(workspace, 'scratch'))).toEqual(['notes.txt']);
  for (const made of ['test/zz-model.test.js', 'made'])
    expect(fs.existsSync(path.join(workspace, made)), made).toBe(false);
}

describe('the Action after a cancel (sandbox: none)', () => {
  test('SIGTERM during a command after the planting: the workspace is the checkout again, its own untracked folder as it was', async () => {
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    withJobsScratch(workspace);
    const before = workspaceState(workspace);
    const run = await cancelledRun(workspace, origin);
    expect(run.stdout).toContain('agent-fix was cancelled (SIGTERM from the runner)');
    expect(run.stdout).toContain('agent-fix: the workspace is back at');
    expect(workspaceState(workspace)).toEqual(before);
    expectNothingPlanted(workspace);
    expect(sleeping()).toBe(false);
  });

  test('a workspace that started with tracked changes keeps them; what the run made still goes', async () => {
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    withJobsScratch(workspace);
    const readme = path.join(workspace, 'README.md');
    fs.appendFileSync(readme, '\nA line the job added.\n');
    const before = workspaceState(workspace);
    const readmeBefore = fs.readFileSync(readme, 'utf8');
    const run = await cancelledRun(workspace, origin);
    expect(run.stdout).toContain('agent-fix was cancelled (SIGTERM from the runner)');
    expect(run.stdout).toContain('the workspace had uncommitted changes when the run started');
    expect(fs.readFileSync(readme, 'utf8')).toBe(readmeBefore);
    expectNothingPlanted(workspace);
    // The job's own change stays; the run's edit to src/calculator.js (a tracked file the job had not changed) goes.
    expect(workspaceState(workspace)).toEqual(before);
  });

  test("a workspace with tracked changes where a command staged a new file: the staged file goes, the run's edit is undone, the job's change stays", async () => {
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    withJobsScratch(workspace);
    const readme = path.join(workspace, 'README.md');
    fs.appendFileSync(readme, '\nA line the job added.\n');
    const before = workspaceState(workspace);
    const readmeBefore = fs.readFileSync(readme, 'utf8');
    const run = await cancelledRun(workspace, origin, PLANT_STAGED);
    expect(run.stdout).toContain('agent-fix was cancelled (SIGTERM from the runner)');
    expect(run.stdout).toContain('the workspace had uncommitted changes when the run started');
    expect(fs.readFileSync(readme, 'utf8')).toBe(readmeBefore);
    expectNothingPlanted(workspace);
    // Failed before: `git checkout HEAD -- src/calculator.js test/zz-model.test.js` refused the staged path, and with
    // it the edit's put-back: the workspace kept ` M src/calculator.js` and `A  test/zz-model.test.js`.
    expect(workspaceState(workspace)).toEqual(before);
  });
});
