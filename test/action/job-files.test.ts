/** The job's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY): opened once, never through a link, written through the fd. */
import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JobFile } from '../../src/action/job-files.js';
import { parseOutputs } from '../e2e/harness.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('JobFile', () => {
  test('a path swapped for a link after the open has nothing written through the link', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-job-files-'));
    const output = path.join(dir, 'set_output');
    const victim = path.join(dir, 'victim');
    fs.writeFileSync(output, '');
    fs.writeFileSync(victim, 'HOST FILE\n');
    const file = JobFile.open('GITHUB_OUTPUT', { GITHUB_OUTPUT: output })!;
    fs.renameSync(output, `${output}.moved`);
    fs.symlinkSync(victim, output);
    file.setOutput('status', 'resolved');
    file.setOutput('tests-summary', 'two\nlines');
    expect(fs.readFileSync(victim, 'utf8')).toBe('HOST FILE\n');
    expect(parseOutputs(fs.readFileSync(`${output}.moved`, 'utf8'))).toEqual({
      status: 'resolved',
      'tests-summary': 'two\nlines',
    });
  });

  test('a link where the runner names the file is refused, and an unset variable is no file', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-fix-job-files-'));
    const summary = path.join(dir, 'step_summary');
    fs.symlinkSync(path.join(dir, 'elsewhere'), summary);
    fs.writeFileSync(path.join(dir, 'elsewhere'), '');
    expect(() => JobFile.open('GITHUB_STEP_SUMMARY', { GITHUB_STEP_SUMMARY: summary })).toThrow(/ELOOP|link/);
    expect(JobFile.open('GITHUB_STEP_SUMMARY', {})).toBeUndefined();
  });
});
