// The Action after an error (DESIGN guarantee 13, issue 55): the model endpoint goes away mid-run, after an edit and
// after a command wrote files, and the job's later steps (which run with its secrets, in the workspace) must see the
// commit the checkout left and nothing the run wrote: not a new test file, not a file the command put inside a folder
// that was already untracked (a `git status` that collapses folders does not see that one), not the edit.
// Runs the shipped bundle (`node dist/index.js`) with the harness's default `sandbox: none`, where commands write into
// the workspace itself and only the Action's own put-back stands between them and the job's later steps.
// Failed before the fix: the folders the command made (`scratch/deeper` inside the job's untracked `scratch/`, and
// `made/empty`) stayed in the workspace: the engine took the files out, and `git status` lists no empty folder.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assistant, toolCall } from '../helpers/fake-openai.js';
import { TAX_BUG, TAX_FIX, checkoutWorkspace, makeOrigin, useFakeServers, workspaceState } from './harness.js';

const { servers, runOnLabel } = useFakeServers({ github: { permissions: { maintainer: 'admin' } } });

const bash = (id: string, command: string) => assistant(null, toolCall(id, 'run_bash', { command }));
const PATCH = assistant(
  null,
  toolCall('p', 'patch_file', { path: 'src/calculator.js', old_str: TAX_BUG, new_str: TAX_FIX }),
);
/** What a command writes: a test the job's next `node --test` would run, a file in the untracked folder, a folder. */
const PLANT = bash(
  'plant',
  "printf 'console.log(\"MODEL\")\\n' > test/zz-model.test.js && printf 'model\\n' > scratch/model-made.js && mkdir -p scratch/deeper made/empty && printf 'x' > scratch/deeper/x.js",
);
const WENT_AWAY = { status: 400, body: { error: { message: 'the endpoint went away' } } };

describe('the Action after an error', () => {
  test('the endpoint goes away after an edit and a command that wrote files: status error, the workspace is the checkout again, its own untracked folder as it was', async () => {
    await servers([PATCH, PLANT, WENT_AWAY]);
    const origin = makeOrigin();
    const workspace = checkoutWorkspace(origin);
    // The job's own untracked folder (a step before agent-fix wrote it): it stays, with only what it held.
    fs.mkdirSync(path.join(workspace, 'scratch'));
    fs.writeFileSync(path.join(workspace, 'scratch', 'notes.txt'), 'the job wrote this\n');
    const before = workspaceState(workspace);
    const run = await runOnLabel(origin, { workspace });
    expect(run.outputs.status, run.stdout).toBe('error');
    expect(run.stdout).toContain('agent-fix: the workspace is back at');
    expect(workspaceState(workspace)).toEqual(before);
    expect(fs.readdirSync(path.join(workspace, 'scratch'))).toEqual(['notes.txt']);
    expect(fs.readFileSync(path.join(workspace, 'scratch', 'notes.txt'), 'utf8')).toBe('the job wrote this\n');
    for (const made of ['test/zz-model.test.js', 'made'])
      expect(fs.existsSync(path.join(workspace, made)), made).toBe(false);
  });
});
