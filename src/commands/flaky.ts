/**
 * `agent-fix flaky [--repo OWNER/NAME] [--json]`: the flaky tests the Action has recorded in the repository's
 * `agent-fix-flaky` tracking issue, read through GitHub's API (GITHUB_TOKEN or GH_TOKEN; GITHUB_API_URL) and printed
 * as a table. The repository is `--repo`, else the current clone's `origin`. Exit codes: 0 printed, 1 no tracking
 * issue yet, 2 usage or access, 3 GitHub unreachable.
 */
import { parseArgs } from 'node:util';
import { Octokit } from '@octokit/rest';
import { ConfigError, RuntimeFailure } from '../errors.js';
import { errorJson, exitCodeForError } from './errors.js';
import { readFlakyTracker } from '../deliver/flaky-tracker.js';
import { GitHubHelper, describeApiError, httpStatus, octokitOptions, octokitPlugins } from '../github/helper.js';
import { FLAKY_LABEL, type FlakyTest } from '../report/flaky-issue.js';
import { redactDeep, registerSecret } from '../security/redact.js';
import { git } from '../workspace/git.js';

export const FLAKY_HELP = `Usage: agent-fix flaky [--repo OWNER/NAME] [--json]

Prints the flaky tests recorded in the repository's ${FLAKY_LABEL} tracking issue (the Action records each CI failure
that passed on a re-run there). --repo defaults to the current clone's origin remote. Needs GITHUB_TOKEN (or
GH_TOKEN) with read access to the repository's issues; GITHUB_API_URL for GitHub Enterprise.
--json prints one object instead of the table: {repo, issue: {number, url, state} | null, tests: [{id, seen,
firstSeen, lastSeen, runs: [{key, url, sha, at}], failureLine, job, workflow}]}; an error is {status: "error",
exit_code, error: {message, fix}}, as for agent-fix run --json.
Exit codes: 0 printed, 1 no tracking issue yet, 2 usage or access error, 3 GitHub unreachable.
`;

const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

/** `owner/name` from an origin URL: https://host/o/n(.git), git@host:o/n(.git), ssh://git@host/o/n. */
export function repoFromRemote(url: string): { owner: string; repo: string } | undefined {
  const m = /^(?:[a-z+]+:\/\/(?:[^@/]+@)?[^/]+\/|[^@\s]+@[^:]+:)([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.trim());
  return m ? { owner: m[1]!, repo: m[2]! } : undefined;
}

async function whichRepo(flag: string | undefined): Promise<{ owner: string; repo: string }> {
  if (flag) {
    const m = REPO.exec(flag.trim());
    if (!m) throw new ConfigError(`--repo must be OWNER/NAME (e.g. acme/calc), got "${flag}"`);
    return { owner: m[1]!, repo: m[2]!.replace(/\.git$/, '') };
  }
  let origin = '';
  try {
    origin = (await git(process.cwd(), ['remote', 'get-url', 'origin'])).trim();
  } catch {
    // Not a clone, or no origin: said below.
  }
  const ref = origin ? repoFromRemote(origin) : undefined;
  if (!ref)
    throw new ConfigError(
      origin
        ? `could not tell the repository from the origin remote "${origin}": pass --repo OWNER/NAME`
        : 'this folder is not a clone with an origin remote, so the repository is unknown: pass --repo OWNER/NAME',
    );
  return ref;
}

function table(tests: FlakyTest[]): string {
  const rows = tests.map((t) => [
    t.id,
    String(t.seen),
    t.lastSeen.slice(0, 10),
    t.runs.at(-1)?.url ?? '',
    t.failureLine,
  ]);
  const head = ['test', 'seen', 'last seen', 'last run', 'failure line'];
  const width = head.map((h, i) => Math.min(80, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const line = (r: string[]) =>
    r
      .map((c, i) => (c.length > width[i]! ? `${c.slice(0, width[i]! - 1)}…` : c.padEnd(width[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}

export async function flakyCommand(argv: string[]): Promise<number> {
  // Known before the flags parse: a script that asked for JSON gets the contract's error line on every exit.
  const json = argv.includes('--json');
  try {
    return await printTracker(argv);
  } catch (err) {
    if (!json) throw err;
    const { code, message } = exitCodeForError(err);
    process.stderr.write(`agent-fix: ${message}\n`);
    process.stdout.write(`${JSON.stringify(redactDeep(errorJson(code, message)))}\n`);
    return code;
  }
}

async function printTracker(argv: string[]): Promise<number> {
  let values: { repo?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { repo: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message.replace(/\. To specify .*$/s, '')}; see agent-fix flaky --help`);
  }
  if (values.help) {
    process.stdout.write(FLAKY_HELP);
    return 0;
  }
  const token = (process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '').trim();
  if (!token)
    throw new ConfigError(
      "agent-fix flaky reads the tracking issue through GitHub's API and needs a token: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository's issues",
    );
  registerSecret(token);
  const apiUrl = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  if (!URL.canParse(apiUrl))
    throw new ConfigError(`GITHUB_API_URL must be a URL such as https://api.github.com, got "${apiUrl}"`);
  const ref = await whichRepo(values.repo);
  const full = `${ref.owner}/${ref.repo}`;
  const say = (line: string) => process.stderr.write(`${line}\n`);
  const CliOctokit = Octokit.plugin(...octokitPlugins);
  const log = { debug: () => {}, info: () => {}, warn: (m: string) => say(`GitHub API: ${m}`), error: () => {} };
  const octokit = new CliOctokit({
    auth: token,
    baseUrl: apiUrl,
    userAgent: 'agent-fix-cli',
    log,
    ...octokitOptions(say, 1),
  });
  const gh = new GitHubHelper(token, ref, { octokit, log: say });
  let tracker: Awaited<ReturnType<typeof readFlakyTracker>>;
  try {
    tracker = await readFlakyTracker(gh);
  } catch (error) {
    const code = httpStatus(error);
    const said = describeApiError(error);
    if (code === 401)
      throw new ConfigError(`GitHub refused the token (${said}) at ${apiUrl}: set GITHUB_TOKEN to a valid token`);
    if (code === 403 || code === 404 || code === 410)
      throw new ConfigError(
        `could not read the issues of ${full} (${said}): check --repo, and give the token read access to its issues (fine-grained token: "Issues: read")`,
      );
    throw new RuntimeFailure(`could not reach GitHub at ${apiUrl} (${said}): check GITHUB_API_URL and the network`);
  }
  if (!tracker) {
    const message = `no flaky test recorded yet: ${full} has no issue labeled ${FLAKY_LABEL}. The Action makes it at the first CI failure that passes on a re-run (flaky-retries)`;
    if (values.json) process.stdout.write(`${JSON.stringify({ repo: full, issue: null, tests: [] })}\n`);
    say(`agent-fix: ${message}`);
    return 1;
  }
  const { issue, ledger, from } = tracker;
  if (from === 'table')
    say(`note: #${issue.number} has no readable data comment; its table was read back (counts only)`);
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify({ repo: full, issue: { number: issue.number, url: issue.url, state: issue.state }, tests: ledger.tests })}\n`,
    );
    return 0;
  }
  process.stdout.write(
    `Flaky tests of ${full}, from #${issue.number} (${issue.url})${issue.state === 'closed' ? ', closed' : ''}:\n\n` +
      (ledger.tests.length ? `${table(ledger.tests)}\n` : '(none recorded yet)\n'),
  );
  return 0;
}
