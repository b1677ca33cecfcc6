/**
 * The report's facts about one run: what every report (PR body, comments, job summary, CLI) reads, gathered once from
 * the engine's result and the task. The Action and `agent-fix run --issue --open-pr` both build them here.
 */
import path from 'node:path';
import { contractStatus } from '../run-status.js';
import type { ReportFacts } from './pr-body.js';
import type { RunResult } from './run-result.js';

/** Where the trajectory went: its artifact (name and link) when it was uploaded, else the file on the runner. */
export interface TrajectoryPlace {
  file?: string;
  upload?: { name?: string; url?: string };
}

/** What the reports say about the task (a trigger's task satisfies it; report/ does not import trigger/). */
export interface FactsTask {
  request: { description: string; url?: string; lifts?: { number: number; url: string; branch: string; lift: string } };
  fixesIssue?: number;
  branchKey: string;
  attemptSha?: string;
  review?: { round: number };
}

export function reportFacts(
  result: RunResult,
  task: FactsTask,
  run: { model: string; runUrl: string },
  trajectory: TrajectoryPlace = {},
): ReportFacts {
  const ev = result.evidence;
  const { file, upload } = trajectory;
  return {
    status: contractStatus(result.status),
    reason: result.reason,
    request: task.request,
    summary: result.summary,
    changedFiles: result.changedFiles,
    diff: result.diff,
    tests: { command: ev.command, baseline: ev.baseline, final: ev.final },
    integrityFindings: (ev.integrity?.findings ?? []).map((f: { detail?: string; path?: string }) =>
      [f.path, f.detail].filter(Boolean).join(': '),
    ),
    integrityMode: ev.final ? ev.integrity?.mode : undefined,
    failToPass: ev.fail_to_pass?.tests,
    ...(ev.deflake ? { deflake: ev.deflake } : {}),
    ...(ev.fail_to_pass ? { passToPass: ev.fail_to_pass.pass_to_pass } : {}),
    proofLevel: ev.proof_level,
    ...(ev.report_check ? { reportCheck: ev.report_check } : {}),
    instructionFiles: result.instructionFiles,
    ...(ev.whole_change ? { wholeChange: ev.whole_change } : {}),
    turns: result.turns,
    usage: result.usage,
    costUsd: result.costUsd,
    durationMs: result.durationMs,
    model: run.model,
    runUrl: run.runUrl,
    trajectory: upload?.url ? upload.name : file ? `${path.basename(file)} on the runner` : undefined,
    trajectoryUrl: upload?.url,
    fixesIssue: task.fixesIssue,
    taskKey: task.branchKey,
    attemptSha: task.attemptSha,
    reviewRound: task.review?.round,
    warnings: result.warnings,
    ...(result.candidate ? { provenTree: result.candidate.tree } : {}),
    sandbox: {
      mode: result.sandbox,
      note: result.sandboxNote,
      changes: result.sandboxChanges,
      proofIsolation: result.proofIsolation,
      ignoredFiles: result.ignoredFilesNote,
      network: result.network,
      refused: result.networkRefused,
    },
  };
}
