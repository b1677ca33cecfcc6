/** The kept helper process (src/process/helper.ts), with a real shell as the helper. */
import { afterEach, describe, expect, test } from 'vitest';
import { Helper } from '../../src/process/helper.js';
import { childEnv } from '../../src/security/env.js';

// Answers each line with its own pid and the line; `die` ends it.
const ECHO = 'while read -r l; do [ "$l" = die ] && exit 3; echo "$$ $l"; done';
const line = (b: Buffer) => b.includes(0x0a);

const helpers: Helper[] = [];
afterEach(() => {
  for (const h of helpers.splice(0)) h.end();
});

function echoHelper(timeoutMs = 10_000): Helper {
  const h = new Helper(['sh', '-c', ECHO], { cwd: '/', env: childEnv(), timeoutMs });
  helpers.push(h);
  return h;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a kept helper process', () => {
  test('answers questions one after the other from one process, in the order asked', async () => {
    const h = echoHelper();
    const answers = await Promise.all(['a', 'b', 'c'].map((q) => h.ask(Buffer.from(`${q}\n`), line)));
    const [pids, words] = [answers.map((a) => a.toString().split(' ')[0]), answers.map((a) => a.toString().trim())];
    expect(new Set(pids).size).toBe(1);
    expect(words.map((w) => w.split(' ')[1])).toEqual(['a', 'b', 'c']);
    h.end();
    await expect.poll(() => alive(Number(pids[0]))).toBe(false);
  });

  test('a helper that dies fails its question, and the next question starts a new one', async () => {
    const h = echoHelper();
    const first = (await h.ask(Buffer.from('a\n'), line)).toString().split(' ')[0];
    await expect(h.ask(Buffer.from('die\n'), line)).rejects.toThrow(/ended before it answered/);
    const second = (await h.ask(Buffer.from('b\n'), line)).toString();
    expect(second).toMatch(/^\d+ b\n$/);
    expect(second.split(' ')[0]).not.toBe(first);
  });

  test('a helper that does not answer in time is ended, and its question fails', async () => {
    const h = new Helper(['sh', '-c', 'cat >/dev/null'], { cwd: '/', env: childEnv(), timeoutMs: 300 });
    helpers.push(h);
    await expect(h.ask(Buffer.from('x\n'), line)).rejects.toThrow(/did not answer/);
  });
});
