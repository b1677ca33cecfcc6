/**
 * `agent-fix --help`: one screen (the commands, the flags most runs need, where the rest is); `agent-fix run --help`:
 * every run flag and environment variable.
 */
import { DEFAULTS } from '../config/defaults.js';

const INDENT = ' '.repeat(26);

/** The always-protected globs, wrapped to the help's flag column. */
const ALWAYS_PROTECTED = DEFAULTS.protectedPaths.reduce(
  (text, glob, i) => {
    const line = text.slice(text.lastIndexOf('\n') + 1);
    const next = `${glob}${i < DEFAULTS.protectedPaths.length - 1 ? ',' : ''}`;
    return line.length + next.length > 115 ? `${text}\n${INDENT}${next}` : `${text} ${next}`;
  },
  `\n${INDENT.slice(1)}`,
);

export const HELP = `agent-fix: an LLM coding agent that fixes failing tests, edits only by patches, and proves the fix.

Usage:
  agent-fix run [--repo DIR] (--task TEXT | --task-file FILE) [options]   fix something in a local repository
  agent-fix run [--repo DIR] --issue OWNER/REPO#N [--open-pr] [options]   the task is a GitHub issue
  agent-fix run [--repo DIR] --pr N [--task TEXT] [options]               work on a pull request's head
  agent-fix bench [--model M ...] [--tasks GLOB | --instances FILE.jsonl] compare models on a suite
  agent-fix demo [--dir DIR]                                              the bundled example, no key needed
  agent-fix flaky [--repo OWNER/NAME] [--json]                            the flaky tests CI has tracked
  agent-fix --help | --version | -v

Most runs need only:
  --task TEXT             what to do (an issue, a failing test, a request)
  --test-command CMD      the proof (default: detected from package.json, pytest config, go.mod, Cargo.toml, ...)
  --model NAME            model name (default: $AGENT_MODEL, else gpt-4.1); --base-url URL for another endpoint
  --json                  one JSON summary object as the last line of stdout

Key: OPENAI_API_KEY (or GITHUB_TOKEN alone: GitHub Models). Commands run in a bubblewrap sandbox (--sandbox).
Exit codes: 0 resolved, 1 unresolved, 2 usage or configuration error, 3 runtime failure, 130 cancelled.

Every run option and variable: agent-fix run --help. Also: agent-fix bench --help, demo --help, flaky --help.
`;

/** `agent-fix run --help`: every flag and environment variable of a run. */
export const RUN_HELP = `agent-fix run: work on a repository until its tests prove the fix, editing only by patches.

Usage:
  agent-fix run [--repo DIR] (--task TEXT | --task-file FILE) [options]
  agent-fix run [--repo DIR] --issue OWNER/REPO#N [--open-pr] [options]
  agent-fix run [--repo DIR] --pr N [--task TEXT] [options]

run options:
  --repo DIR              folder to work in (default: the current folder); a subfolder of a git repository
                          confines the agent and its commands to that folder
  --task TEXT             what to do (an issue, a failing test, a request)
  --task-file FILE        read the task from FILE
  --issue REF             the task is this GitHub issue: OWNER/REPO#N or https://github.com/OWNER/REPO/issues/N
                          (title, body and comments by people with write access, fenced as untrusted data);
                          --repo is the local clone. Needs GITHUB_TOKEN
  --open-pr               with --issue: when the run is resolved, push branch agent-fix/issue-N to origin and open
                          (or update) the pull request, as the Action would. Needs a clean tree, an origin remote
                          and a GITHUB_TOKEN with push access
  --test-command CMD      the proof: the run is resolved only if CMD exits 0 after the last edit
                          (default: detected from package.json, pytest config, go.mod, Cargo.toml, pom.xml, Makefile)
  --setup-command CMD     run once before the agent (dependencies), in the sandbox, with --setup-network
  --setup-network HOSTS   what setup reaches (default registries: npm, PyPI, the Go proxy, crates.io, RubyGems,
                          Maven Central, NuGet, Packagist, GitHub Packages, through a proxy; never this machine's
                          own services or a metadata address) | registries,HOST[,HOST...] | HOSTS | none | all
                          (this machine's network, as before)
  --model NAME            model name (default: $AGENT_MODEL, else gpt-4.1); replay:FILE replays a recorded session
  --base-url URL          OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else https://api.openai.com/v1)
  --max-turns N           model turns at most (default 30)
  --context-tokens N      most tokens one request may carry, at least 8000 (default: 8000 on GitHub Models,
                          else 100000)
  --max-cost USD          stop when the run has cost this much (needs a price: pricing.json lists the model,
                          or --price gives it; exit 2 otherwise)
  --price IN/CACHED/OUT   the model's price in US dollars per 1M tokens (e.g. 0.15/0.075/0.60; IN/OUT charges
                          cached tokens at IN) when src/model/pricing.json does not list it: the cost is reported
                          and --max-cost enforced
  --trajectory FILE       write the full trajectory as JSONL (also a replay recording)
  --json                  print one JSON summary object as the last line of stdout
  --dry-run               leave the work tree and index exactly as they were; the diff is only printed
  --pr N                  work on pull request N's head (a fork's too), fetched from origin's refs/pull/N/head;
                          the rules come from the commit checked out before; the proven change stays as a diff
  --allow-dirty           run on a work tree with uncommitted changes: they are kept apart (the run starts from them
                          as its base, the reported diff is only the agent's) and are still there afterwards.
                          Without it a dirty tree is refused (exit 2)
  --sandbox MODE          auto | bwrap | none (default auto: bubblewrap, or exit 2 where it cannot start;
                          none is the explicit opt-out)
  --network POLICY        network for the commands the agent runs (default none; setup's is --setup-network):
                          none | localhost (host ports listening at start, listed first; refused when the
                          model endpoint's port is among them) | localhost:PORT[,PORT...] | all | DOMAINS
                          (comma-separated, *.example.org for subdomains, name:PORT for a port other than 443/80;
                          through a proxy, other hosts refused and listed). A bare --network means all
  --test-edits MODE       allow | flag | deny changes that delete, skip or weaken tests (default flag)
  --protected-paths GLOBS comma-separated globs the agent may not change, added to those always protected:${ALWAYS_PROTECTED}
  --deflake TEST          make TEST (an id as the runner names it) deterministic: the task is made from it unless
                          --task gives one; resolved only when TEST failed in some run of the untouched code and
                          passes every one of M runs of the candidate (M = 3 x the runs it took to fail, at least 10)
  --deflake-runs-before N with --deflake: runs of the untouched code that look for the failure (default 20)
  --deflake-budget-minutes N  with --deflake: minutes for the runs on each side (default 15)
  --max-changed-files N   the edit tools refuse to change more files than this (default 25)
  --max-written-files N   bwrap: new files the agent's commands may put in the work tree in a run (default 20000)
  --max-written-mb N      bwrap: megabytes of those new files in a run, 64 MB a file at most (default 1024)
  --max-ignored-mb N      bwrap: megabytes the agent's commands may write in their sandbox layer in a run (git-ignored
                          output, caches); past it the command is stopped and that output thrown away (default 2048)
  --max-diff-lines N      a change with more added+removed lines is not delivered (default 2000)
  --tool-protocol MODE    auto | native | json: how tools are offered (default auto: native tool calls, switching
                          to a JSON action format when the endpoint rejects tools)

Environment:
  OPENAI_API_KEY          key for the endpoint (never passed to commands the agent runs)
  OPENAI_BASE_URL         endpoint base URL
  GITHUB_TOKEN            without OPENAI_API_KEY: GitHub Models (openai/gpt-4.1), the only model endpoint it goes to;
                          with --issue/--open-pr also GitHub's REST API and the push to an https origin on GitHub's host
  AGENT_MODEL             model name
  GITHUB_API_URL          GitHub's REST API (default https://api.github.com; GitHub Enterprise: https://HOST/api/v3)
  GITHUB_SERVER_URL       the web/git host the token is sent to on push (default: derived from GITHUB_API_URL)

Exit codes: 0 resolved, 1 ran but unresolved (also: stopped by the endpoint's rate limit or quota), 2 usage or
configuration error, 3 runtime failure, 130 cancelled (Ctrl-C or SIGTERM: the agent's edits stay as an uncommitted
diff).
Progress goes to stderr; the result (or with --json one JSON object) to stdout.
`;
