import { runCommand } from '../process/exec.js';
import { childEnv } from '../security/env.js';
import path from 'node:path';
import { commitStats } from '../workspace/diff.js';
import { git } from '../workspace/git.js';
import { LITERAL, blobText, overlayCommit, type TreeChange } from '../workspace/candidate.js';
import type { ProofTree } from '../verify/proof-tree.js';
import { holdStill } from '../verify/tree-layer.js';
import {
  checkIntegrity,
  deflakeFindings,
  isTestPath,
  langOf,
  reportedConfigFindings,
  reportedSkipFindings,
  type IntegrityFinding,
} from '../verify/integrity.js';
import { checkCollection } from '../verify/collection.js';
import {
  nodeTestFiles,
  repeatFailToPass,
  repeatIds,
  withEarlyRepeats,
  type EarlyRepeats,
  type RepeatOptions,
} from '../verify/repeat.js';
import { passToPass } from '../verify/pass-to-pass.js';
import { deflakeEvidence, deflakeParallel, deflakeRunsAfter, deflakeTable, treePool } from './deflake.js';
import { earlyRepeats, earlyRepeatsPossible } from './early-repeats.js';
import { listingFits, proveAgainstBase, startFailToPass, type FailToPassRun } from '../verify/fail-to-pass.js';
import { reportChecks, type DeflakeEvidence, type Evidence, type FailToPass } from '../verify/evidence.js';
import type { TestRun } from '../verify/types.js';
import type { Run, Verified, WorkDone } from './types.js';
import { candidateOf } from './candidate.js';
import { describe } from './shared.js';

/**
 * Phase 4: the proof. The agent's edits become the candidate commit; the full test command runs on a clean checkout
 * of it (or the model's last full run stands for that run: made the same way, on the same tree), then the integrity
 * check (git objects of the base and the candidate), fail-to-pass and (review rounds) the whole pull request's proof
 * against its base, each on clean trees. The work tree is not read again.
 */
export async function verifyPhase(run: Run, baseline: TestRun, work: WorkDone): Promise<Verified> {
  const { verify, hooks, testCommand } = run;
  const made = await candidateOf(run, work.edited);
  const { candidate, changedFiles, paths } = made;
  // The clean tree of the candidate is checked out when a step first needs it: the final run (unless the model's
  // last full run stands for it), the changed tests' "after", the collection check, a review round's whole proof.
  let opened: Promise<ProofTree> | undefined;
  const proofDir = async () => (await (opened ??= run.openTree(made.proofCommit))).dir;
  const { checked, record, verdict } = reportCheckRecorder(run);
  const ftp = failToPassStep(run, baseline, paths, candidate.commit, proofDir, checked('a fail-to-pass run'));
  // The changed files' text before and after, for the integrity check: read from git objects while the final run goes.
  const texts = verify.testEdits === 'allow' ? undefined : changedTexts(run, made);
  texts?.catch(() => undefined); // awaited below; a failure then is the step's
  // From here every command runs in a tree over the workspace: the trees read its state once (tree-layer.ts).
  const letGo = holdStill(run.ws.root);
  let beside: Promise<EarlyRepeats | undefined> | undefined;
  try {
    const reused = reusableFinalRun(run, work, candidate.tree);
    hooks.onEvent?.({ kind: 'verification', command: testCommand });
    // Isolated runs (bwrap, no network) need not wait for each other: the new tests' run on the original code starts
    // beside the final run. Otherwise it follows a green final run, as a suite sharing a database or port needs.
    if (changedFiles.length && parallelProof(run, paths)) await ftp.begin();
    // A small suite's final run names every test it passed: the fail-to-pass table reads its "after" from this run
    // instead of running the changed test files again.
    const final = reused ?? (await run.runTestsIn(await proofDir(), undefined, { listTests: listingFits(baseline) }));
    noteFinal(run, final, candidate.tree, reused !== undefined);

    const proven = final.passed && changedFiles.length > 0;
    // The repeats' tree (not yet open when the model's run stands for the final run) is made while the fail-to-pass
    // run on the original code goes; a failure to make it is the repeats' own, awaited there.
    // Not when the repeats made beside the model's run are likely to be the repeats: then no step may need it.
    const early = reused ? work.lastFullRun?.repeats : undefined;
    if (proven && !early) proofDir().catch(() => undefined);
    // The repeats need the table, which needs the run on the original code; where that run goes beside them, they
    // begin now with every row that can still be red → green, and stand only if they cover the table's (earlyStep).
    beside = proven && !early ? repeatsBesideBefore(run, ftp, final, made.proofCommit, proofDir) : undefined;
    const findings = texts ? await integrityFindings(run, baseline, final, made, proofDir, await texts) : [];
    const found = proven ? await ftp.finish(final) : null;
    const { failToPass, deflake } = await repeatsOf(run, baseline, final, found, proven, {
      candidate: { tree: candidate.tree, commit: made.proofCommit },
      proofDir,
      runTests: checked('a repeat run'),
      // Repeats made beside the model's run, when that run is the final run, or beside the run on the original code:
      // on clean trees of this same tree.
      early: early
        ? { repeats: early, where: "beside the model's run" }
        : await beside?.then((r) => (r ? { repeats: r, where: 'beside the run on the original code' } : undefined)),
      record: (r) => record('a repeat run', r),
    });
    const wholeChange = proven
      ? await wholeChangeOf(run, paths, final, candidate.commit, proofDir, checked('the whole-PR proof'))
      : undefined;
    const checks = verdict(final);
    const reportCheck = checks && run.proofAnchor.checkable ? { ...checks, possible: true } : checks;
    const evidence: Evidence = {
      command: testCommand,
      baseline,
      final,
      integrity: { mode: verify.testEdits, findings },
      fail_to_pass: failToPass,
      ...(deflake ? { deflake } : {}),
      ...(wholeChange ? { whole_change: wholeChange } : {}),
      ...(reportCheck ? { report_check: reportCheck } : {}),
    };
    return { final, evidence, changedFiles, diff: made.diff, candidate, changes: made.changes };
  } finally {
    // Repeats begun beside the run on the original code use the proof's tree: they end before it goes.
    await beside?.catch(() => undefined);
    letGo();
    await ftp.cancel();
    await opened?.then(
      (tree) => tree.dispose(),
      () => undefined,
    );
    // The proof runs were commands too: git repositories they planted go before delivery runs git.
    run.snapshots.sweepGit();
  }
}

/**
 * The model's last unfiltered run passed on a clean tree of this same candidate: it is the final run (it ran as this
 * one would: command, listing, environment, and a fresh layer over the home and dependency folders as setup left
 * them, so nothing the agent's commands wrote reached it: Sandbox.wrapIn). Only when every full run of that tree
 * passed: a tree that failed once and passed later may pass by luck, and runs afresh. Says which it is.
 */
function reusableFinalRun(run: Run, work: WorkDone, tree: string): TestRun | undefined {
  const { say } = run;
  const last = work.lastFullRun;
  const sameTree = last?.tree === tree && last.run.passed;
  const failedBefore = sameTree && work.failedTrees?.has(tree);
  const reused = sameTree && !failedBefore ? last.run : undefined;
  if (failedBefore)
    say(
      `verification: the model's last full run passed on this tree, but an earlier one on the same tree failed; the final run runs afresh`,
    );
  const fresh =
    run.sandbox.isolation === 'layers'
      ? "it ran in a fresh proof layer over setup's state, as the final run would"
      : 'without the sandbox no run is isolated from what the commands wrote (proof_isolation: none)';
  say(
    reused
      ? `verification: the candidate (${tree.slice(0, 12)}) is the clean tree the model's last full run passed on; that run is the final run (${fresh})`
      : `verification: running the full test command on a clean tree of the candidate (${tree.slice(0, 12)})`,
  );
  return reused;
}

/**
 * Every proof run's report check (its canary tests), for the evidence's one verdict: `checked(label)` is
 * `runTestsIn` that records its run's check, `verdict(final)` the final run's and theirs as one.
 */
/** The final run in the trajectory, the log and the progress events. */
function noteFinal(run: Run, final: TestRun, tree: string, reused: boolean): void {
  run.trajectory.write('tests', { phase: 'final', run: final, tree, ...(reused ? { reused: true } : {}) });
  run.say(`final: ${describe(final)}`);
  run.hooks.onEvent?.({ kind: 'final', passed: final.passed, detail: describe(final) });
}

function reportCheckRecorder(run: Run) {
  const checks: Parameters<typeof reportChecks>[0] = [];
  // A red fail-to-pass run claims nothing green: new tests that do not even load on the old code stop pytest before
  // any canary ran, and that red is the proof's "before". Only the runs that pass vouch for a fix.
  const record = (label: string, r: TestRun) => {
    if (r.passed || r.reportCheck?.status !== 'failed') checks.push({ label, check: r.reportCheck });
  };
  const checked =
    (label: string): Run['runTestsIn'] =>
    (...args) =>
      run.runTestsIn(...args).then((r) => {
        record(label, r);
        return r;
      });
  const verdict = (final: TestRun) => reportChecks([{ label: 'the final run', check: final.reportCheck }, ...checks]);
  return { checked, record, verdict };
}

/**
 * The red → green rows repeated on the candidate's clean tree; for a deflake (issue 57) first its table, the flaky
 * test red before by the runs that reproduced it (pipeline/deflake.ts), and M - 1 repeats within the time budget.
 */
async function repeatsOf(
  run: Run,
  baseline: TestRun,
  final: TestRun,
  found: FailToPass | null,
  proven: boolean,
  on: {
    candidate: { tree: string; commit: string };
    proofDir: () => Promise<string>;
    runTests: Run['runTestsIn'];
    early?: { repeats: EarlyRepeats; where: string };
    record: (r: TestRun) => void;
  },
): Promise<{ failToPass: FailToPass | null; deflake?: DeflakeEvidence }> {
  const { candidate, proofDir, runTests } = on;
  const flake = run.flake;
  if (!flake) {
    const early = found && on.early ? await earlyStep(run, found, final, candidate, on.early, on.record) : undefined;
    return {
      failToPass: found ? (early ?? (await repeatStep(run, found, final, candidate, proofDir, runTests))) : null,
    };
  }
  const planned = deflakeRunsAfter(flake.runs);
  const deadline = Date.now() + flake.request.budgetMinutes * 60_000;
  const table = proven
    ? deflakeTable(
        found,
        flake.request.test,
        final,
        passToPass(baseline, final, () => false),
      )
    : found;
  const more = { times: planned - 1, concurrency: deflakeParallel(run), deadline };
  const failToPass = table ? await repeatStep(run, table, final, candidate, proofDir, runTests, more) : null;
  return { failToPass, deflake: deflakeEvidence(flake, planned, failToPass, final, Date.now() >= deadline) };
}

/**
 * The repeats begun beside the fail-to-pass run on the original code (started by then, under bwrap without network),
 * for every row that can still be red → green, each in a clean tree of the candidate: the first tree the proof's own,
 * the others of the same commit. Undefined when they cannot begin early.
 */
async function repeatsBesideBefore(
  run: Run,
  ftp: ReturnType<typeof failToPassStep>,
  final: TestRun,
  commit: string,
  proofDir: () => Promise<string>,
): Promise<EarlyRepeats | undefined> {
  if (!earlyRepeatsPossible(run)) return undefined;
  const ids = await ftp.greenRows(final).catch(() => undefined);
  if (!ids?.length) return undefined;
  const pool = treePool(run, commit, await proofDir().catch(() => undefined));
  return earlyRepeats(run, ids, final, commit, (filter) =>
    pool.with((cwd) => run.runTestsIn(cwd, filter, { listTests: true })),
  ).finally(() => pool.dispose());
}

/**
 * The repeats made beside the model's run (pipeline/candidate.ts), as this table's repeats: only when they are the
 * runs repeatStep would make now (repeat.ts `withEarlyRepeats`); undefined otherwise, and repeatStep makes them. Their
 * report checks count as every repeat's do.
 */
async function earlyStep(
  run: Run,
  table: FailToPass,
  final: TestRun,
  candidate: { tree: string; commit: string },
  { repeats: early, where }: { repeats: EarlyRepeats; where: string },
  record: (r: TestRun) => void,
): Promise<FailToPass | undefined> {
  if (!repeatIds(table).length) return undefined;
  // Their narrowing as found now, for the tests they ran (node --test's files: by the final run's names).
  const nodeFiles =
    final.runner === 'node-test'
      ? await nodeTestFiles(run.ws.root, candidate.commit, run.testCommand, early.ids, final).catch(() => undefined)
      : undefined;
  const repeated = withEarlyRepeats(table, final.runner, early, nodeFiles);
  if (!repeated) return undefined;
  for (const again of early.runs) {
    record(again);
    run.trajectory.write('tests', { phase: 'repeat', run: again, tree: candidate.tree, early: true });
  }
  sayRepeats(run, repeated, ` (${where}, on clean trees of this tree)`);
  return repeated;
}

/** node --test names no file in its ids: the candidate's own files that name the tests narrow its repeats. */
async function nodeFilesOf(run: Run, table: FailToPass, final: TestRun, commit: string) {
  return final.runner === 'node-test'
    ? await nodeTestFiles(run.ws.root, commit, run.testCommand, repeatIds(table), final).catch(() => undefined)
    : undefined;
}

/** The repeats' line in the log. */
function sayRepeats(run: Run, repeated: FailToPass, where = ''): void {
  const r = repeated.repeats;
  if (!r) return;
  const failed = r.flaky.map((f) => `${f.id} (${f.failed} of ${f.runs})`).join(', ');
  run.say(
    `repeats: the fail-to-pass tests ran ${r.runs} times on the candidate${where}; ${failed ? `failed: ${failed}` : 'they passed every time'}${r.note ? ` (${r.note})` : ''}`,
  );
}

/** The red → green tests again, on the same clean tree: a fix passes every run, not one of several (repeat.ts). */
async function repeatStep(
  run: Run,
  table: FailToPass,
  final: TestRun,
  candidate: { tree: string; commit: string },
  proofDir: () => Promise<string>,
  runTests: Run['runTestsIn'],
  more: RepeatOptions = {},
): Promise<FailToPass> {
  const dir = await proofDir();
  const { tree } = candidate;
  // Isolated runs (bwrap, no network) cannot meet: the repeats go together, costing about one narrowed run.
  const parallel = run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none';
  const nodeFiles = await nodeFilesOf(run, table, final, candidate.commit);
  // A layered tree runs its commands one at a time (one upper, one mount): a repeat that would wait gets its own tree
  // of the same commit, which costs what the change costs, and keeps it for the next repeat (a deflake's many).
  const pool = treePool(run, candidate.commit, dir);
  const repeated = await repeatFailToPass(
    table,
    final.runner,
    (filter) =>
      pool.with(async (cwd) => {
        const again = await runTests(cwd, filter, { listTests: true });
        run.trajectory.write('tests', { phase: 'repeat', run: again, tree });
        return again;
      }),
    parallel,
    nodeFiles,
    more,
  ).finally(() => pool.dispose());
  sayRepeats(run, repeated);
  return repeated;
}

type ChangedText = { path: string; before: string | null; after: string | null };

/** Each changed file's text in the base and in the candidate (git objects; null where it is no regular file). */
async function changedTexts(run: Run, made: Awaited<ReturnType<typeof candidateOf>>): Promise<ChangedText[]> {
  const { ws, base, lifted } = run;
  const texts = await Promise.all(
    made.changedFiles.map(async (f) => {
      const [before, after] = await Promise.all([
        // A lifted quarantine mark is agent-fix's change, not the agent's: its file is read as the lift left it.
        f.path === lifted?.file ? lifted.content : blobText(ws.root, base, f.path),
        blobText(ws.root, made.candidate.commit, f.path),
      ]);
      return { path: f.path, before, after };
    }),
  );
  return texts.filter((t) => t.path !== lifted?.file || t.before !== t.after);
}

/**
 * The integrity findings: the pattern checks on the changed files' text (git objects of the base and the candidate),
 * the runner's own skip counts before and after (they catch skips no pattern sees), and its listing where a test
 * file went away (moved tests count as kept only where the runner still collects them).
 */
async function integrityFindings(
  run: Run,
  baseline: TestRun,
  final: TestRun,
  made: Awaited<ReturnType<typeof candidateOf>>,
  proofDir: () => Promise<string>,
  texts: ChangedText[],
): Promise<IntegrityFinding[]> {
  const testReads = await dataTheTestsRead(run, made, texts);
  const patterns = checkIntegrity(texts, { runner: final.runner, testReads });
  const found = [
    ...patterns,
    // The runner's own word on which configuration file it read (pytest's `configfile:`) decides what is config.
    ...reportedConfigFindings(baseline, final, texts, patterns),
    ...reportedSkipFindings(baseline, final),
    ...(await collectionFindings(run, made.changes, proofDir, final.runner)),
  ];
  // A deflake's own: a retry, a skip, a timeout only, an assertion removed hide the flake (integrity/deflake.ts).
  return run.flake ? [...found, ...deflakeFindings(texts, found)] : found;
}

/**
 * The changed files that are no code and that a test file of the base or the candidate names (`expected.json`
 * loaded by a test): rewriting them changes what the tests expect. By `git grep` of the base name in both trees;
 * a failed grep names none (the other findings stand).
 */
async function dataTheTestsRead(
  run: Run,
  made: Awaited<ReturnType<typeof candidateOf>>,
  texts: ChangedText[],
): Promise<string[]> {
  const data = texts.filter((t) => t.before !== null && langOf(t.path) === null && !isTestPath(t.path));
  if (!data.length) return [];
  const named = await Promise.all(
    data.map(async (t) => {
      const name = path.posix.basename(t.path);
      const hits = await Promise.all(
        [run.base, made.candidate.commit].map((commit) =>
          git(run.ws.root, ['grep', '-l', '-I', '-F', '-e', name, commit, '--'], { env: LITERAL }).catch(() => ''),
        ),
      );
      const files = hits.flatMap((h) => h.split('\n').map((l) => l.slice(l.indexOf(':') + 1)));
      return files.some((f) => f && f !== t.path && isTestPath(f)) ? t.path : undefined;
    }),
  );
  return named.filter((p): p is string => p !== undefined);
}

/**
 * The fail-to-pass step: `begin` starts its run on the original code (early, beside the final run, or on demand),
 * `finish` gives the table, `cancel` ends it; a git failure skips the check with a line in the log, never the run.
 */
function failToPassStep(
  run: Run,
  baseline: TestRun,
  paths: string[],
  candidate: string,
  finalTree: () => Promise<string>,
  runTests: Run['runTestsIn'],
) {
  const skipped = (err: unknown) => {
    run.say(`fail-to-pass check skipped: ${(err as Error).message}`);
    return null;
  };
  let begun: Promise<FailToPassRun | null> | undefined;
  const begin = () =>
    (begun ??= startFailToPass({
      root: run.ws.root,
      baseRef: run.startTree,
      changedPaths: paths,
      baseline,
      runTests,
      candidate,
      finalTree,
      openTree: run.openTree,
      command: run.testCommand,
    }).catch(skipped));
  return {
    begin: async (): Promise<void> => void (await begin()),
    /** The rows that can still be red → green, once the final run is known, if its run is begun (FailToPassRun). */
    greenRows: async (final: TestRun): Promise<string[] | undefined> =>
      begun ? (await begun)?.greenRows(final) : undefined,
    finish: async (final: TestRun): Promise<FailToPass | null> => {
      const started = await begin();
      return started ? started.finish(final).catch(skipped) : null;
    },
    cancel: async (): Promise<void> => {
      await (await begun)?.cancel().catch(() => undefined);
    },
  };
}

/**
 * May the fail-to-pass run on the original code go beside the final run? Only when a test file changed (else there
 * is no such run) and the two cannot meet: bwrap gives each its own /tmp and, with the network off, its own loopback;
 * the trees are separate checkouts and the dependencies read-only.
 */
function parallelProof(run: Run, paths: string[]): boolean {
  return run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' && paths.some(isTestPath);
}

/**
 * A test the candidate deletes or moves (a deletion, or a test file emptied beside a new file) counts as kept only if
 * the runner still collects it: the runner's own listing on the original code and on the candidate says so. Runs only
 * when a test file went away or lost tests beside a new file, so an ordinary fix pays nothing for it.
 */
async function collectionFindings(
  run: Run,
  changes: TreeChange[],
  candidateDir: () => Promise<string>,
  runner: string,
): Promise<IntegrityFinding[]> {
  const testGone = changes.some((c) => c.status === 'D' && isTestPath(c.path));
  const movedOut = changes.some((c) => c.status === 'M' && isTestPath(c.path)) && changes.some((c) => c.status === 'A');
  if (!testGone && !movedOut) return [];
  const { ws, sandbox, verify } = run;
  const original = await run.openTree(await overlayCommit(ws.root, run.startTree, [], 'agent-fix: original code'));
  try {
    const result = await checkCollection({
      testCommand: run.testCommand,
      runner,
      packageJson: await blobText(ws.root, run.base, 'package.json'),
      baseDir: original.dir,
      candidateDir: await candidateDir(),
      runList: async (cwd, command) => {
        sandbox.grant(cwd);
        const listed = await runCommand(command, {
          cwd,
          env: childEnv(),
          wrap: sandbox.wrapIn(cwd),
          timeoutMs: verify.testTimeoutSec * 1000,
        });
        return { output: listed.output, exitCode: listed.exitCode };
      },
    });
    if (result.skipped) run.say(`collection check skipped: ${result.skipped}`);
    return result.findings;
  } finally {
    await original.dispose();
  }
}

/** A review round's proof of the whole pull request against its base, besides this round's against the PR head. */
/** The whole PR's proof against its base branch, when the mode asks for one (a review round). */
async function wholeChangeOf(
  run: Run,
  paths: string[],
  final: TestRun,
  candidate: string,
  proofDir: () => Promise<string>,
  runTests: Run['runTestsIn'],
): Promise<Evidence['whole_change']> {
  const againstBase = run.mode.verification.againstBase;
  if (!againstBase) return undefined;
  return proveWholeChange(run, againstBase, paths, final, candidate, await proofDir(), runTests);
}

async function proveWholeChange(
  run: Run,
  proofBase: { sha: string; branch: string },
  paths: string[],
  final: TestRun,
  candidate: string,
  finalTree: string,
  runTests: Run['runTestsIn'],
): Promise<NonNullable<Evidence['whole_change']>> {
  const { sha, branch } = proofBase;
  run.say(`proof: the whole pull request against ${branch} (${sha.slice(0, 7)})`);
  return proveAgainstBase({
    root: run.ws.root,
    base: sha,
    changedPaths: paths,
    finalRun: final,
    runTests,
    candidate,
    finalTree,
    openTree: run.openTree,
  })
    .then(async ({ failToPass: ftp }) => ({
      base: sha,
      baseBranch: branch,
      changed_files: await commitStats(run.ws.root, sha, candidate),
      fail_to_pass: ftp,
    }))
    .catch((err) => {
      run.say(`whole-PR proof skipped: ${(err as Error).message}`);
      return {
        base: sha,
        baseBranch: branch,
        changed_files: [],
        fail_to_pass: null,
        note: `the check could not run: ${(err as Error).message.split('\n')[0]}`,
      };
    });
}
