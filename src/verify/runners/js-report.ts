/**
 * How a JS runner's every run is told to write a JSON report into the run's own report folder (`ReportForm`), as
 * projects run it: the runner's step of the command itself (`npx vitest run`, `jest --ci | tee log`), or a package
 * script whose last step runs the runner (`npm test` with `vitest run`, `npm run build && mocha`), where the
 * arguments go as the manager passes them on to the script's end (npm after `--`, pnpm's `test` as `run test`, yarn
 * as they are: script-call.ts `withScriptArgs`). Where the
 * arguments could reach another program (the runner is not the script's last step, a pipe or another script follows,
 * bun, a script that calls a script) nothing is added and `refusal` says why: the run is read from its text.
 */
import { runsProgram } from './profile.js';
import { scriptCall, withScriptArgs } from './script-call.js';

/** The command's steps and the operators between them, so one step can be changed in place. */
function steps(command: string): { step: string; sep: string }[] {
  const out: { step: string; sep: string }[] = [];
  const re = /&&|\|\||;|\|/g;
  let at = 0;
  for (let m = re.exec(command); m; m = re.exec(command)) {
    out.push({ step: command.slice(at, m.index), sep: m[0] });
    at = m.index + m[0].length;
  }
  out.push({ step: command.slice(at), sep: '' });
  return out;
}

const join = (parts: { step: string; sep: string }[]) => parts.map((p) => p.step + p.sep).join('');

type Told = { command: string } | { refused: string };

/**
 * `command` with `args` (already shell text) added to the one step that runs `program`, or to the package-script step
 * whose script's last step runs it. `scripts`: the package.json scripts of the command's folder.
 */
export function withReportArgs(
  command: string,
  program: RegExp,
  args: (runnerStep: string) => string,
  scripts?: Record<string, string> | null,
): Told {
  const parts = steps(command);
  const direct = parts.filter((p) => runsProgram(p.step, program));
  if (direct.length > 1) return { refused: 'the command runs the test runner in more than one step' };
  if (direct.length === 1) {
    const p = direct[0]!;
    const trimmed = p.step.trimEnd();
    p.step = `${trimmed} ${args(trimmed)}${p.step.slice(trimmed.length)}`;
    return { command: join(parts) };
  }
  // A package manager running a script: `npm test`, `npm run test:unit -w a`, `pnpm --filter a test`, `yarn
  // workspace a test` (`scripts` are then the workspace's).
  const calls = parts.filter((p) => scriptCall(p.step));
  if (calls.length !== 1)
    return { refused: 'the command runs the test runner through no package script agent-fix can read' };
  const call = calls[0]!;
  const { manager, script: name } = scriptCall(call.step)!;
  if (manager === 'bun') return { refused: 'bun passes no report arguments to a script agent-fix can rely on' };
  if (call.sep === '|') return { refused: `the output of \`${manager} ${name}\` is piped into another program` };
  const script = scripts?.[name];
  if (typeof script !== 'string') return { refused: `package.json has no script \`${name}\`` };
  const inner = steps(script);
  const last = inner[inner.length - 1]!.step;
  if (!runsProgram(last, program))
    return { refused: `the last step of the script \`${name}\` (\`${last.trim()}\`) is not the test runner itself` };
  if (inner.slice(0, -1).some((p) => p.sep === '|' || runsProgram(p.step, program)))
    return { refused: `the script \`${name}\` runs the test runner in more than one step` };
  if (/[<>&`]|\$\(/.test(last.replace(/&&/g, '')))
    return { refused: `the last step of the script \`${name}\` redirects or backgrounds the test runner` };
  call.step = withScriptArgs(call.step, args(`${last} ${call.step.trim()}`));
  return { command: join(parts) };
}

/**
 * mocha takes one reporter: this one, written by agent-fix into the run's report folder, keeps mocha's own spec
 * reporter on the console and writes its JSON (file, title path, state of every test and hook failure) where its
 * `output` reporter option says (`--reporter-options output=…`), or beside itself without one. It reads no variable
 * and names nothing of agent-fix (the code under test can see it in mocha's `require.cache`). mocha's built-in
 * reporters are found in what mocha itself loaded (`require.cache`), whatever its version.
 */
export const MOCHA_REPORTER = `'use strict';
const fs = require('fs');
const path = require('path');
const key = Object.keys(require.cache).find((k) => /[\\\\/]mocha[\\\\/]lib[\\\\/]reporters[\\\\/]index\\.c?js$/.test(k));
const builtin = key ? require(key) : {};
function titlePath(t) {
  // Runnable#titlePath (mocha 6+, also on --parallel's deserialized runnables), else the parents' titles.
  if (typeof t.titlePath === 'function') return t.titlePath().map(String);
  const out = [];
  for (let s = t; s; s = s.parent) if (s.title && !s.root) out.unshift(s.title);
  return out;
}
function SpecJsonReporter(runner, options) {
  if (builtin.Spec) new builtin.Spec(runner, options);
  const tests = [];
  const add = (state) => (t, err) =>
    tests.push({ file: t.file || (t.parent && t.parent.file) || '', titlePath: titlePath(t), state, hook: t.type === 'hook', error: err ? String(err.message || err).slice(0, 2000) : undefined });
  runner.on('pass', add('passed'));
  runner.on('fail', add('failed'));
  runner.on('pending', add('pending'));
  const given = (options && (options.reporterOptions || options.reporterOption)) || {};
  const output = typeof given.output === 'string' && given.output ? given.output : path.join(__dirname, 'mocha.json');
  runner.once('end', () => {
    fs.writeFileSync(output, JSON.stringify({ specJson: 1, tests }));
  });
}
module.exports = SpecJsonReporter;
`;
