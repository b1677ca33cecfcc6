/**
 * GitHub's git data API (blobs, trees, commits, refs) for the fake GitHub server, backed by a real bare repository:
 * objects are written with git itself, so every id is the one git (and GitHub) computes, and a tree built here can be
 * compared with a tree built locally. Refs move in that repository, so a clone of it sees the branches the API made.
 * Behaves as GitHub documents: `base_tree` plus entries (`sha: null` deletes, and deleting a missing path is a 422),
 * commits made without an author are GitHub's own and signed (`verification.verified`), creating an existing ref and
 * a non-fast-forward update without `force` are 422s.
 */
import { spawnSync } from 'node:child_process';

export interface GitDataCall {
  method: string;
  path: string;
  body: any;
}

export interface FakeGitData {
  /** Handles a request when it is a git data call; returns undefined otherwise. */
  handle(method: string, path: string, body: any): { status: number; data: unknown } | undefined;
  /** Commits the API made, by sha: whether GitHub signed them. */
  signed: Map<string, boolean>;
}

export interface GitDataOptions {
  /** The bare repository standing in for the one on GitHub. */
  gitDir: string;
  /** Identity of commits made without an author (the token's account). */
  self: string;
  /** Build every tree with one extra file, as a GitHub that did not build what it was asked to would. */
  skewTrees?: boolean;
}

const MODES = new Set(['100644', '100755', '040000', '160000', '120000']);

export function fakeGitData(o: GitDataOptions): FakeGitData {
  const signed = new Map<string, boolean>();
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}) => {
    const r = spawnSync('git', args, { cwd: o.gitDir, input, env: { ...process.env, ...env }, maxBuffer: 1 << 30 });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.toString()}`);
    return r.stdout.toString().trim();
  };
  const exists = (sha: string, type: string) =>
    spawnSync('git', ['cat-file', '-t', sha], { cwd: o.gitDir }).stdout.toString().trim() === type;
  const invalid = (message: string) => ({
    status: 422,
    data: { message, documentation_url: 'https://docs.github.com/rest/git' },
  });

  /** `path → {mode, sha}` of a tree, recursively, or an error for a tree GitHub does not have. */
  const flatten = (tree: string) => {
    const files = new Map<string, { mode: string; type: string; sha: string }>();
    for (const line of git(['ls-tree', '-r', '-z', '--full-tree', tree]).split('\0').filter(Boolean)) {
      const [meta, path] = line.split('\t') as [string, string];
      const [mode, type, sha] = meta.split(' ') as [string, string, string];
      files.set(path, { mode, type, sha });
    }
    return files;
  };
  /** Writes nested trees for `files` with git mktree; returns the root tree id. */
  const writeTree = (files: Map<string, { mode: string; type: string; sha: string }>, prefix = ''): string => {
    const here = new Map<string, string>();
    const dirs = new Set<string>();
    for (const [path, e] of files) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash < 0) here.set(rest, `${e.mode} ${e.type} ${e.sha}\t${rest}`);
      else dirs.add(rest.slice(0, slash));
    }
    for (const dir of dirs) here.set(dir, `040000 tree ${writeTree(files, `${prefix}${dir}/`)}\t${dir}`);
    return git(['mktree', '-z'], [...here.values()].map((l) => `${l}\0`).join(''));
  };

  const createBlob = (body: any) => {
    if (typeof body?.content !== 'string') return invalid('Invalid request. "content" wasn\'t supplied.');
    const bytes = Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8');
    const sha = git(['hash-object', '-w', '--stdin'], bytes);
    return { status: 201, data: { sha, url: `/git/blobs/${sha}` } };
  };
  const createTree = (body: any) => {
    if (body.base_tree && !exists(body.base_tree, 'tree')) return invalid('base_tree is not a valid tree oid');
    const files = body.base_tree ? flatten(body.base_tree) : new Map();
    for (const e of body.tree ?? []) {
      if (!MODES.has(e.mode)) return invalid(`tree.mode ${e.mode} is not one of ${[...MODES].join(', ')}`);
      if (e.sha === null) {
        if (!files.delete(e.path)) return invalid(`GitRPC::BadObjectState: ${e.path} does not exist in the tree`);
        continue;
      }
      const sha = e.content !== undefined ? git(['hash-object', '-w', '--stdin'], String(e.content)) : e.sha;
      const type = e.mode === '160000' ? 'commit' : e.type;
      if (type !== 'commit' && !exists(sha, type)) return invalid(`tree.sha ${sha} is not a valid ${type}`);
      files.set(e.path, { mode: e.mode, type, sha });
    }
    if (o.skewTrees)
      files.set('SKEW', { mode: '100644', type: 'blob', sha: git(['hash-object', '-w', '--stdin'], 'x') });
    const sha = writeTree(files);
    return { status: 201, data: { sha, tree: [], truncated: false } };
  };
  const createCommit = (body: any) => {
    if (!exists(body.tree, 'tree')) return invalid('Tree SHA does not exist');
    for (const p of body.parents ?? [])
      if (!exists(p, 'commit')) return invalid('Parent SHA does not exist or is not a commit object');
    const byGitHub = !body.author && !body.committer && !body.signature;
    // GitHub's noreply address for the token's account (github-actions[bot] is user 41898282).
    const who = {
      name: o.self,
      email: `${o.self === 'github-actions[bot]' ? '41898282+' : ''}${o.self}@users.noreply.github.com`,
    };
    const author = body.author ?? who;
    const committer = body.committer ?? (byGitHub ? { name: 'GitHub', email: 'noreply@github.com' } : author);
    const sha = git(
      ['commit-tree', body.tree, ...(body.parents ?? []).flatMap((p: string) => ['-p', p])],
      body.message,
      {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
      },
    );
    signed.set(sha, byGitHub);
    const verification = {
      verified: byGitHub,
      reason: byGitHub ? 'valid' : 'unsigned',
      signature: null,
      payload: null,
    };
    return {
      status: 201,
      data: {
        sha,
        tree: { sha: body.tree },
        parents: (body.parents ?? []).map((p: string) => ({ sha: p })),
        message: body.message,
        verification,
      },
    };
  };
  const refSha = (ref: string) =>
    spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: o.gitDir }).stdout.toString().trim() ||
    undefined;
  const refJson = (ref: string, sha: string) => ({ ref, object: { sha, type: 'commit' } });

  return {
    signed,
    handle(method, rawPath, body) {
      const path = decodeURIComponent(rawPath);
      let g: RegExpExecArray | null;
      if (method === 'POST' && /\/git\/blobs$/.test(path)) return createBlob(body);
      if (method === 'POST' && /\/git\/trees$/.test(path)) return createTree(body);
      if (method === 'POST' && /\/git\/commits$/.test(path)) return createCommit(body);
      if (method === 'GET' && (g = /\/git\/ref\/(heads\/.+)$/.exec(path))) {
        const sha = refSha(`refs/${g[1]}`);
        return sha
          ? { status: 200, data: refJson(`refs/${g[1]}`, sha) }
          : { status: 404, data: { message: 'Not Found' } };
      }
      if (method === 'POST' && /\/git\/refs$/.test(path)) {
        if (!/^refs\/heads\/./.test(body.ref ?? ''))
          return invalid('Reference name must start with refs/ and have at least two slashes');
        if (refSha(body.ref)) return invalid('Reference already exists');
        if (!exists(body.sha, 'commit')) return invalid('Object does not exist');
        git(['update-ref', body.ref, body.sha]);
        return { status: 201, data: refJson(body.ref, body.sha) };
      }
      if (method === 'PATCH' && (g = /\/git\/refs\/(heads\/.+)$/.exec(path))) {
        const ref = `refs/${g[1]}`;
        const now = refSha(ref);
        if (!now) return invalid('Reference does not exist');
        if (!exists(body.sha, 'commit')) return invalid('Object does not exist');
        const ff = spawnSync('git', ['merge-base', '--is-ancestor', now, body.sha], { cwd: o.gitDir }).status === 0;
        if (!ff && !body.force) return invalid('Update is not a fast forward');
        git(['update-ref', ref, body.sha]);
        return { status: 200, data: refJson(ref, body.sha) };
      }
      return undefined;
    },
  };
}
