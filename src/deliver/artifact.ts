/**
 * The trajectory as a workflow-run artifact, so it outlives the runner. Uploading is a convenience, never a reason to
 * fail: every way it can go wrong ends in one line saying why and where the file still is.
 * `@actions/artifact` (and the Azure blob client under it) is loaded with import() only when an upload is possible.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ArtifactEnv {
  ACTIONS_RUNTIME_TOKEN?: string;
  ACTIONS_RESULTS_URL?: string;
  GITHUB_SERVER_URL?: string;
  GITHUB_RUN_ATTEMPT?: string;
  GITHUB_JOB?: string;
}

export interface TrajectoryUpload {
  /** Link to the artifact on the workflow run's page; undefined when nothing was uploaded. */
  url?: string;
  name?: string;
  /** One line for the log: what was uploaded, or why not. */
  note: string;
}

export interface UploadSpec {
  file: string;
  retentionDays: number | undefined;
  serverUrl: string;
  owner: string;
  repo: string;
  runId: string;
  env: ArtifactEnv;
  /** Give up after this long (the library's own stall timeout is 5 minutes a chunk); default 2 minutes. */
  timeoutMs?: number;
}

/** Artifact names are unique within a workflow run: attempt and job keep reruns and matrix jobs apart. */
export function artifactName(env: ArtifactEnv, runId: string): string {
  const job = (env.GITHUB_JOB ?? '').replace(/[^A-Za-z0-9_.-]/g, '-');
  return ['agent-fix-trajectory', runId || 'local', env.GITHUB_RUN_ATTEMPT || '1', job].filter(Boolean).join('-');
}

/** Why an upload cannot be attempted here, or undefined when it can. */
export function uploadImpossible(spec: UploadSpec): string | undefined {
  if (!fs.existsSync(spec.file)) return 'there is no trajectory file (the engine did not start)';
  const missing = (['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const).filter((k) => !spec.env[k]);
  if (missing.length)
    return `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (a local run, or a runner without the artifact service)`;
  const host = hostOf(spec.env.GITHUB_SERVER_URL || 'https://github.com').toLowerCase();
  // The artifact service behind @actions/artifact v2+ exists on github.com and GHE.com only, not on GitHub Enterprise Server.
  if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
    return `${spec.env.GITHUB_SERVER_URL} looks like GitHub Enterprise Server, where this artifact service is not available`;
  }
  return undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Uploads the trajectory; never throws. */
export async function uploadTrajectory(spec: UploadSpec): Promise<TrajectoryUpload> {
  const where = `the trajectory stays at ${spec.file} on the runner`;
  const why = uploadImpossible(spec);
  if (why) return { note: `trajectory not uploaded as an artifact: ${why}; ${where}` };
  const name = artifactName(spec.env, spec.runId);
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const upload = client.uploadArtifact(name, [spec.file], path.dirname(spec.file), {
      ...(spec.retentionDays ? { retentionDays: spec.retentionDays } : {}),
    });
    // The upload cannot be aborted, only abandoned: a stalled artifact service must not hold the PR back.
    let timer: NodeJS.Timeout | undefined;
    const limit = spec.timeoutMs ?? 120_000;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(limit / 1000)} s`)), limit);
      timer.unref();
    });
    const { id } = await Promise.race([upload, timedOut]).finally(() => clearTimeout(timer));
    if (id === undefined) return { note: `trajectory upload as ${name} returned no artifact id; ${where}` };
    const url = `${spec.serverUrl}/${spec.owner}/${spec.repo}/actions/runs/${spec.runId}/artifacts/${id}`;
    return { url, name, note: `trajectory uploaded as artifact ${name}: ${url}` };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return { note: `could not upload the trajectory as an artifact (${message}); ${where}` };
  }
}
