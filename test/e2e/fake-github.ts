/**
 * A fake GitHub REST server on 127.0.0.1: just the endpoints the Action calls, with in-memory state and a record of
 * every request, so tests can assert on what the Action did (PRs, comments, reactions) the way GitHub would see it.
 * `@actions/github` uses undici's fetch, so a real server reached through GITHUB_API_URL is the only honest fake.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, listenLocal } from '../helpers/http.js';
import { fakeGitData, type FakeGitData } from './fake-git-data.js';

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  updatedBodies: string[];
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  base: { ref: string };
  draft: boolean;
  state: 'open' | 'closed';
  html_url: string;
  labels: string[];
  reviewers: string[];
  /** Who opened it: the token's own account for PRs the Action creates. */
  user: string;
  /** "Allow edits by maintainers" on a fork's PR. */
  maintainerCanModify?: boolean;
}

/** A review the Action posted (POST /pulls/N/reviews), after the request passed the schema check. */
export interface FakeReview {
  id: number;
  pull: number;
  commit_id?: string;
  event?: string;
  body?: string;
  comments: { path: string; body: string; line?: number; side?: string; start_line?: number; start_side?: string }[];
}

export interface FakeReviewComment {
  id: number;
  pull: number;
  reviewId: number;
  path: string;
  line: number;
  diff_hunk: string;
  body: string;
  user: string;
}

export interface FakeJob {
  id: number;
  name: string;
  /** null while the job runs (with `status: 'in_progress'`). */
  conclusion: string | null;
  status?: 'in_progress' | 'completed';
  runner_name?: string;
  steps?: { name: string; conclusion: string }[];
  log: string;
}

/**
 * An issue in the fake's store: the seeded ones (`issues`) and those the Action creates. `bodies` is every body an API
 * write gave it, in order (a test edits `body` directly to stand for a person editing in the web UI).
 */
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason: string | null;
  labels: string[];
  user: string;
  pull_request?: boolean;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  bodies: string[];
}

export interface FakeLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  defaultBranch?: string;
  /** login → permission (admin, write, read, …); absent logins get 404 like non-collaborators. */
  permissions?: Record<string, string>;
  /** Comments already on issues. */
  comments?: { issue: number; body: string; user: string; type?: string }[];
  /** Pull requests that already exist (e.g. the one a comment was made on). */
  pulls?: Partial<FakePull>[];
  /** The files of a PR (GET /pulls/N/files), with the patch GitHub shows for each. */
  pullFiles?: Record<number, { filename: string; patch?: string }[]>;
  /** Failed jobs per workflow run id. */
  jobs?: Record<number, FakeJob[]>;
  /** Inline review comments (on lines of a PR's diff), listed per review and per PR. */
  reviewComments?: FakeReviewComment[];
  /**
   * The account the token acts as (default `github-actions[bot]`, as for GITHUB_TOKEN): GraphQL `viewer` answers it,
   * and comments the Action posts are written by it. A `[bot]` login answers GET /user the way GitHub answers an
   * installation token.
   */
  selfLogin?: string;
  /** Inline review comments with a user type other than `User`, by login (e.g. bots). */
  userTypes?: Record<string, string>;
  /** Answer PR creation like a repository where Actions may not create PRs. */
  refusePullCreation?: boolean;
  /**
   * Issues served by GET /repos/o/r/issues/N (`agent-fix run --issue`) and listed by GET /repos/o/r/issues; others
   * answer 404 like GitHub. `user` is the author (default `reporter`).
   */
  issues?: {
    number: number;
    title: string;
    body: string;
    state?: 'open' | 'closed';
    pull_request?: boolean;
    labels?: string[];
    user?: string;
    /** ISO time; default: the fake's start, a second apart in the order given. */
    created_at?: string;
  }[];
  /** The repository's labels (GET/POST /repos/o/r/labels); default none. */
  labels?: { name: string; color?: string; description?: string }[];
  /** The token's own access, reported in GET /repos/o/r `permissions` (default admin). */
  viewerPermission?: 'admin' | 'write' | 'read';
  /** When set, any other token is answered 401 Bad credentials. */
  token?: string;
  /** Answer issue reads 403 like a fine-grained token without "Issues: read". */
  issuesForbidden?: boolean;
  /**
   * Answer issue and label writes 403 like a workflow token without `issues: write` (GitHub: "Resource not accessible
   * by integration"); reads still answer.
   */
  issuesReadOnly?: boolean;
  /** Answer permission lookups 403, as GitHub does when the token itself lacks push access. */
  permissionForbidden?: boolean;
  /** The bare repository the git data API (blobs, trees, commits, refs) writes to; absent: those calls answer 404. */
  gitDir?: string;
  /** With `gitDir`: build trees with one extra file, as a GitHub that diverged from what it was asked would. */
  skewTrees?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: any;
  authorization: string | undefined;
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  comments: FakeComment[];
  pulls: FakePull[];
  reactions: { target: string; content: string }[];
  reviews: FakeReview[];
  /** Issues (not PRs): the seeded ones and those created through POST /repos/o/r/issues. */
  issues: FakeIssue[];
  labels: FakeLabel[];
  /** With `gitDir`: the commits the git data API made, and whether GitHub signed each. */
  gitData?: FakeGitData;
  close(): Promise<void>;
}

export async function startFakeGitHub(o: FakeGitHubOptions): Promise<FakeGitHub> {
  const full = `${o.owner}/${o.repo}`;
  const html = `https://github.example/${full}`;
  const requests: RecordedRequest[] = [];
  let nextId = 1000;
  const comments: FakeComment[] = (o.comments ?? []).map((c) => ({
    id: nextId++,
    issue: c.issue,
    body: c.body,
    user: { login: c.user, type: c.type ?? 'User' },
    html_url: `${html}/issues/${c.issue}#issuecomment-${nextId}`,
    updatedBodies: [],
  }));
  const pulls: FakePull[] = (o.pulls ?? []).map((p, i) => ({
    number: p.number ?? 100 + i,
    title: p.title ?? 'existing',
    body: p.body ?? '',
    head: p.head ?? { ref: 'feature', sha: '0'.repeat(40), repo: { full_name: full } },
    base: p.base ?? { ref: 'main' },
    draft: p.draft ?? false,
    state: p.state ?? 'open',
    html_url: `${html}/pull/${p.number ?? 100 + i}`,
    labels: [],
    reviewers: [],
    // Seeded bot-branch PRs were opened by the bot, like the PRs the Action creates; others by a person.
    user: p.user ?? (p.head?.ref.startsWith('agent-fix/') ? (o.selfLogin ?? 'github-actions[bot]') : 'octocat'),
    maintainerCanModify: p.maintainerCanModify,
  }));
  const reviews: FakeReview[] = [];
  const started = Date.now();
  const issues: FakeIssue[] = (o.issues ?? []).map((i, k) => {
    const at = i.created_at ?? new Date(started - ((o.issues?.length ?? 0) - k) * 1000).toISOString();
    return {
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state ?? 'open',
      state_reason: i.state === 'closed' ? 'completed' : null,
      labels: i.labels ?? [],
      user: i.user ?? 'reporter',
      ...(i.pull_request ? { pull_request: true } : {}),
      created_at: at,
      updated_at: at,
      closed_at: i.state === 'closed' ? at : null,
      bodies: [],
    };
  });
  const labels: FakeLabel[] = (o.labels ?? []).map((l) => ({
    id: nextId++,
    name: l.name,
    color: l.color ?? 'ededed',
    description: l.description ?? null,
  }));
  const headOwner = (x: FakePull) => x.head.repo?.full_name.split('/')[0] ?? o.owner;
  let nextPull = 200;
  const reactions: FakeGitHub['reactions'] = [];
  const base = `/repos/${full}`;
  const self = o.selfLogin ?? 'github-actions[bot]';
  const selfType = self.endsWith('[bot]') ? 'Bot' : 'User';
  const gitData = o.gitDir ? fakeGitData({ gitDir: o.gitDir, self, skewTrees: o.skewTrees }) : undefined;

  const pullJson = (p: FakePull) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    html_url: p.html_url,
    state: p.state,
    draft: p.draft,
    head: { ref: p.head.ref, sha: p.head.sha, repo: p.head.repo, label: `${headOwner(p)}:${p.head.ref}` },
    base: { ref: p.base.ref },
    maintainer_can_modify: p.maintainerCanModify ?? false,
    user: { login: p.user, type: p.user.endsWith('[bot]') ? 'Bot' : 'User' },
  });
  const reviewCommentJson = (c: FakeReviewComment) => ({
    id: c.id,
    pull_request_review_id: c.reviewId,
    path: c.path,
    line: c.line,
    original_line: c.line,
    diff_hunk: c.diff_hunk,
    body: c.body,
    user: { login: c.user, type: o.userTypes?.[c.user] ?? (c.user.endsWith('[bot]') ? 'Bot' : 'User') },
    html_url: `${html}/pull/${c.pull}#discussion_r${c.id}`,
  });
  const commentJson = (c: FakeComment) => ({ id: c.id, body: c.body, user: c.user, html_url: c.html_url });
  const apiRepo = `https://api.github.example/repos/${full}`;
  const labelJson = (name: string) => {
    const l = labels.find((x) => x.name.toLowerCase() === name.toLowerCase());
    return {
      id: l?.id ?? 0,
      node_id: `LA_${l?.id ?? 0}`,
      url: `${apiRepo}/labels/${encodeURIComponent(l?.name ?? name)}`,
      name: l?.name ?? name,
      color: l?.color ?? 'ededed',
      default: false,
      description: l?.description ?? null,
    };
  };
  const userJson = (login: string) => ({
    login,
    id: login.length * 1000 + 7,
    node_id: `U_${login}`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
  });
  /** An issue as GitHub's REST API answers it (schema `issue`, the fields a client reads). */
  const issueJson = (i: FakeIssue) => ({
    id: 5_000_000 + i.number,
    node_id: `I_${i.number}`,
    url: `${apiRepo}/issues/${i.number}`,
    repository_url: apiRepo,
    labels_url: `${apiRepo}/issues/${i.number}/labels{/name}`,
    comments_url: `${apiRepo}/issues/${i.number}/comments`,
    events_url: `${apiRepo}/issues/${i.number}/events`,
    html_url: `${html}/issues/${i.number}`,
    number: i.number,
    state: i.state,
    state_reason: i.state_reason,
    title: i.title,
    body: i.body,
    user: userJson(i.user),
    labels: i.labels.map(labelJson),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: comments.filter((c) => c.issue === i.number).length,
    closed_at: i.closed_at,
    created_at: i.created_at,
    updated_at: i.updated_at,
    author_association: i.user === self ? 'NONE' : 'OWNER',
    ...(i.pull_request ? { pull_request: { url: `${html}/pull/${i.number}` } } : {}),
  });
  /** A pull request as the issues list shows it: an issue with a `pull_request` key. */
  const pullAsIssue = (x: FakePull): FakeIssue => ({
    number: x.number,
    title: x.title,
    body: x.body,
    state: x.state,
    state_reason: null,
    labels: x.labels,
    user: x.user,
    pull_request: true,
    created_at: new Date(started).toISOString(),
    updated_at: new Date(started).toISOString(),
    closed_at: null,
    bodies: [],
  });
  const forbidden = (doc: string) => ({
    message: 'Resource not accessible by integration',
    documentation_url: `https://docs.github.com/rest/${doc}`,
    status: '403',
  });
  const validationFailed = (doc: string, errors: unknown[]) => ({
    message: 'Validation Failed',
    errors,
    documentation_url: `https://docs.github.com/rest/${doc}`,
    status: '422',
  });
  /** Labels an issue write names that the repository lacks are made, as GitHub does for a token with push access. */
  const ensureLabels = (names: string[]) => {
    for (const name of names)
      if (!labels.some((l) => l.name.toLowerCase() === name.toLowerCase()))
        labels.push({ id: nextId++, name, color: 'ededed', description: null });
  };
  const labelNames = (raw: unknown): string[] =>
    (Array.isArray(raw) ? raw : []).map((l: any) => (typeof l === 'string' ? l : String(l?.name ?? '')));
  const now = () => new Date().toISOString();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const p = url.pathname;
      let body: any = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? '', path: p + url.search, body, authorization: req.headers.authorization });
      const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(data === undefined ? '' : JSON.stringify(data));
      };
      const m = (method: string, pattern: RegExp) => (req.method === method ? pattern.exec(p) : null);
      let g: RegExpExecArray | null;

      if (o.token && !(req.headers.authorization ?? '').endsWith(` ${o.token}`) && !p.startsWith('/_blob/')) {
        return send(401, {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest',
          status: '401',
        });
      }
      const data = p.startsWith(`${base}/git/`) ? gitData?.handle(req.method ?? '', p, body) : undefined;
      if (data) return send(data.status, data.data);
      if (req.method === 'POST' && p === '/graphql') {
        if (/\bviewer\s*\{\s*login\s*\}/.test(String(body?.query ?? '')))
          return send(200, { data: { viewer: { login: self } } });
        return send(200, { errors: [{ type: 'NOT_SUPPORTED', message: 'the fake answers only `viewer { login }`' }] });
      }
      if (req.method === 'GET' && p === '/user') {
        if (selfType === 'Bot') {
          return send(403, {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
            status: '403',
          });
        }
        return send(200, { login: self, type: 'User' });
      }
      if (req.method === 'GET' && p === base) {
        const level = o.viewerPermission ?? 'admin';
        const permissions = {
          admin: level === 'admin',
          maintain: level === 'admin',
          push: level !== 'read',
          triage: level !== 'read',
          pull: true,
        };
        return send(200, {
          full_name: full,
          name: o.repo,
          owner: { login: o.owner },
          default_branch: o.defaultBranch ?? 'main',
          permissions,
        });
      }
      if (m('GET', new RegExp(`^${base}/issues$`))) {
        if (o.issuesForbidden) return send(403, forbidden('issues/issues#list-repository-issues'));
        // GET /repos/o/r/issues: issues and PRs (these with `pull_request`), filtered by state (default open) and by
        // every label named (comma-separated, case-insensitive), sorted (default created, desc), paged (30, max 100).
        const q = url.searchParams;
        const state = q.get('state') ?? 'open';
        const wanted = (q.get('labels') ?? '')
          .split(',')
          .map((l) => l.trim().toLowerCase())
          .filter(Boolean);
        const sort = q.get('sort') ?? 'created';
        const dir = q.get('direction') ?? 'desc';
        const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30));
        const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
        const key = (i: FakeIssue) => (sort === 'updated' ? i.updated_at : i.created_at);
        const list = [...issues, ...pulls.map(pullAsIssue)]
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w)))
          .sort(
            (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number) * (dir === 'asc' ? 1 : -1),
          );
        return send(200, list.slice((page - 1) * perPage, page * perPage).map(issueJson));
      }
      if (m('POST', new RegExp(`^${base}/issues$`))) {
        if (o.issuesReadOnly || o.issuesForbidden) return send(403, forbidden('issues/issues#create-an-issue'));
        if (typeof body?.title !== 'string' && typeof body?.title !== 'number')
          return send(
            422,
            validationFailed('issues/issues#create-an-issue', [
              { resource: 'Issue', code: 'missing_field', field: 'title' },
            ]),
          );
        const names = labelNames(body.labels);
        ensureLabels(names);
        const at = now();
        const taken = [...issues.map((i) => i.number), ...pulls.map((x) => x.number), nextPull - 1];
        const number = Math.max(0, ...taken) + 1;
        nextPull = Math.max(nextPull, number + 1);
        const issue: FakeIssue = {
          number,
          title: String(body.title),
          body: typeof body.body === 'string' ? body.body : '',
          state: 'open',
          state_reason: null,
          labels: names.map((n) => labels.find((l) => l.name.toLowerCase() === n.toLowerCase())!.name),
          user: self,
          created_at: at,
          updated_at: at,
          closed_at: null,
          bodies: typeof body.body === 'string' ? [body.body] : [],
        };
        issues.push(issue);
        return send(201, issueJson(issue), { location: `${apiRepo}/issues/${number}` });
      }
      if ((g = m('GET', new RegExp(`^${base}/issues/(\\d+)$`)))) {
        if (o.issuesForbidden) {
          return send(403, {
            message: 'Resource not accessible by personal access token',
            documentation_url: 'https://docs.github.com/rest/issues/issues#get-an-issue',
            status: '403',
          });
        }
        const issue = issues.find((x) => x.number === Number(g![1]));
        if (!issue)
          return send(404, {
            message: 'Not Found',
            documentation_url: 'https://docs.github.com/rest/issues/issues#get-an-issue',
            status: '404',
          });
        return send(200, issueJson(issue));
      }
      if ((g = m('PATCH', new RegExp(`^${base}/issues/(\\d+)$`)))) {
        if (o.issuesReadOnly || o.issuesForbidden) return send(403, forbidden('issues/issues#update-an-issue'));
        const issue = issues.find((x) => x.number === Number(g![1]));
        if (!issue)
          return send(404, {
            message: 'Not Found',
            documentation_url: 'https://docs.github.com/rest/issues/issues#update-an-issue',
            status: '404',
          });
        const doc = 'issues/issues#update-an-issue';
        if (body?.state !== undefined && !['open', 'closed'].includes(body.state))
          return send(422, validationFailed(doc, [{ resource: 'Issue', code: 'invalid', field: 'state' }]));
        const reasons = ['completed', 'not_planned', 'duplicate', 'reopened', null];
        if (body?.state_reason !== undefined && !reasons.includes(body.state_reason))
          return send(422, validationFailed(doc, [{ resource: 'Issue', code: 'invalid', field: 'state_reason' }]));
        if (typeof body?.title === 'string' || typeof body?.title === 'number') issue.title = String(body.title);
        if (typeof body?.body === 'string' || body?.body === null) {
          issue.body = body.body ?? '';
          issue.bodies.push(issue.body);
        }
        if (body?.labels !== undefined) {
          const names = labelNames(body.labels);
          ensureLabels(names);
          issue.labels = names;
        }
        // state_reason is ignored unless the state changes (GitHub's description of the field).
        if (body?.state && body.state !== issue.state) {
          issue.state = body.state;
          issue.closed_at = body.state === 'closed' ? now() : null;
          issue.state_reason =
            body.state === 'closed'
              ? (body.state_reason ?? 'completed')
              : body.state_reason === undefined || body.state_reason === 'reopened'
                ? 'reopened'
                : null;
        }
        issue.updated_at = now();
        return send(200, issueJson(issue));
      }
      if (m('GET', new RegExp(`^${base}/labels$`))) {
        return send(
          200,
          labels.map((l) => labelJson(l.name)),
        );
      }
      if (m('POST', new RegExp(`^${base}/labels$`))) {
        const doc = 'issues/labels#create-a-label';
        if (o.issuesReadOnly || o.issuesForbidden) return send(403, forbidden(doc));
        if (typeof body?.name !== 'string' || !body.name.trim())
          return send(422, validationFailed(doc, [{ resource: 'Label', code: 'missing_field', field: 'name' }]));
        if (body.color !== undefined && !/^[0-9a-fA-F]{6}$/.test(String(body.color)))
          return send(422, validationFailed(doc, [{ resource: 'Label', code: 'invalid', field: 'color' }]));
        if (labels.some((l) => l.name.toLowerCase() === body.name.toLowerCase()))
          return send(422, validationFailed(doc, [{ resource: 'Label', code: 'already_exists', field: 'name' }]));
        labels.push({
          id: nextId++,
          name: body.name,
          color: String(body.color ?? 'ededed').toLowerCase(),
          description: typeof body.description === 'string' ? body.description : null,
        });
        return send(201, labelJson(body.name));
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/))) {
        if (o.permissionForbidden) {
          return send(403, {
            message: 'Must have push access to view collaborator permission.',
            documentation_url:
              'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
            status: '403',
          });
        }
        const perm = o.permissions?.[decodeURIComponent(g[1]!)];
        if (!perm) return send(404, { message: `${g[1]} is not a user` });
        const folded = perm === 'maintain' ? 'write' : perm === 'triage' ? 'read' : perm;
        return send(200, { permission: folded, role_name: perm, user: { login: g[1] } });
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
        return send(200, comments.filter((c) => c.issue === Number(g![1])).map(commentJson));
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
        const c: FakeComment = {
          id: nextId++,
          issue: Number(g[1]),
          body: body.body,
          user: { login: self, type: selfType },
          html_url: `${html}/issues/${g[1]}#issuecomment-${nextId}`,
          updatedBodies: [],
        };
        comments.push(c);
        return send(201, commentJson(c));
      }
      if ((g = m('PATCH', /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/))) {
        const c = comments.find((x) => x.id === Number(g![1]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = body.body;
        c.updatedBodies.push(body.body);
        return send(200, commentJson(c));
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/reactions$/))) {
        reactions.push({ target: `issue:${g[1]}`, content: body.content });
        return send(201, { id: nextId++, content: body.content });
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)\/reactions$/))) {
        reactions.push({ target: `comment:${g[1]}`, content: body.content });
        return send(201, { id: nextId++, content: body.content });
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/))) {
        const pr = pulls.find((x) => x.number === Number(g![1]));
        if (pr) pr.labels.push(...(body.labels ?? []));
        const issue = issues.find((x) => x.number === Number(g![1]));
        if (issue) {
          ensureLabels(labelNames(body.labels));
          issue.labels.push(...labelNames(body.labels).filter((l) => !issue.labels.includes(l)));
        }
        return send(
          200,
          (body.labels ?? []).map((name: string) => ({ name })),
        );
      }
      if (m('GET', /^\/repos\/[^/]+\/[^/]+\/pulls$/)) {
        const head = url.searchParams.get('head');
        const state = url.searchParams.get('state') ?? 'open';
        const list = pulls.filter(
          (x) => (!head || `${headOwner(x)}:${x.head.ref}` === head) && (state === 'all' || x.state === state),
        );
        return send(200, list.map(pullJson));
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/))) {
        const pr = pulls.find((x) => x.number === Number(g![1]));
        return pr ? send(200, pullJson(pr)) : send(404, { message: 'Not Found' });
      }
      if (m('POST', /^\/repos\/[^/]+\/[^/]+\/pulls$/)) {
        if (o.refusePullCreation) {
          return send(403, {
            message: 'GitHub Actions is not permitted to create or approve pull requests.',
            documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
            status: '403',
          });
        }
        if (pulls.some((x) => x.state === 'open' && x.head.ref === body.head)) {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ message: `A pull request already exists for ${o.owner}:${body.head}.` }],
          });
        }
        const number = nextPull++;
        const pr: FakePull = {
          number,
          title: body.title,
          body: body.body,
          head: { ref: body.head, sha: 'f'.repeat(40), repo: { full_name: full } },
          base: { ref: body.base },
          draft: Boolean(body.draft),
          state: 'open',
          html_url: `${html}/pull/${number}`,
          labels: [],
          reviewers: [],
          user: self,
        };
        pulls.push(pr);
        return send(201, pullJson(pr));
      }
      if ((g = m('PATCH', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/))) {
        const pr = pulls.find((x) => x.number === Number(g![1]));
        if (!pr) return send(404, { message: 'Not Found' });
        if (body.title !== undefined) pr.title = body.title;
        if (body.body !== undefined) pr.body = body.body;
        if (body.state === 'closed' || body.state === 'open') pr.state = body.state;
        return send(200, pullJson(pr));
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/requested_reviewers$/))) {
        const pr = pulls.find((x) => x.number === Number(g![1]));
        if (pr) pr.reviewers.push(...(body.reviewers ?? []));
        return send(201, pr ? pullJson(pr) : {});
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/))) {
        return send(200, o.pullFiles?.[Number(g[1])] ?? []);
      }
      if ((g = m('POST', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews$/))) {
        const pr = pulls.find((x) => x.number === Number(g![1]));
        if (!pr) return send(404, { message: 'Not Found' });
        const invalid = reviewRequestErrors(body, o.pullFiles?.[pr.number] ?? []);
        if (invalid.length) {
          return send(422, {
            message: 'Unprocessable Entity',
            errors: invalid,
            documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
            status: '422',
          });
        }
        const review: FakeReview = { id: nextId++, pull: pr.number, ...body, comments: body.comments ?? [] };
        reviews.push(review);
        return send(200, {
          id: review.id,
          state: body.event === 'COMMENT' ? 'COMMENTED' : 'PENDING',
          commit_id: body.commit_id ?? pr.head.sha,
          html_url: `${html}/pull/${pr.number}#pullrequestreview-${review.id}`,
        });
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/))) {
        const list = (o.reviewComments ?? []).filter((c) => c.pull === Number(g![1]) && c.reviewId === Number(g![2]));
        return send(200, list.map(reviewCommentJson));
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/comments$/))) {
        return send(200, (o.reviewComments ?? []).filter((c) => c.pull === Number(g![1])).map(reviewCommentJson));
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/jobs$/))) {
        const jobs = o.jobs?.[Number(g[1])] ?? [];
        return send(200, {
          total_count: jobs.length,
          jobs: jobs.map((j) => ({
            id: j.id,
            name: j.name,
            conclusion: j.conclusion,
            status: j.status ?? 'completed',
            runner_name: j.runner_name ?? 'GitHub Actions 1',
            html_url: `${html}/actions/runs/${g![1]}/job/${j.id}`,
            steps: j.steps ?? [],
          })),
        });
      }
      if ((g = m('GET', /^\/repos\/[^/]+\/[^/]+\/actions\/jobs\/(\d+)\/logs$/))) {
        // Like GitHub: a redirect to a short-lived blob URL.
        return send(302, undefined, {
          location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/_blob/job-${g[1]}.txt`,
        });
      }
      if ((g = m('GET', /^\/_blob\/job-(\d+)\.txt$/))) {
        const job = Object.values(o.jobs ?? {})
          .flat()
          .find((j) => j.id === Number(g![1]));
        res.writeHead(job ? 200 : 404, { 'content-type': 'text/plain' });
        return res.end(job?.log ?? 'not found');
      }
      return send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    });
  });
  const url = await listenLocal(server);
  return {
    url,
    requests,
    comments,
    pulls,
    reactions,
    reviews,
    issues,
    labels,
    gitData,
    close: () => closeServer(server),
  };
}

/**
 * The request body of "Create a review for a pull request" checked against GitHub's OpenAPI description
 * (api.github.com, operation pulls/create-review): `commit_id`, `body` strings; `event` one of APPROVE,
 * REQUEST_CHANGES, COMMENT; `comments[]` objects requiring `path` and `body` (strings), with `position`, `line`,
 * `start_line` integers and `side`, `start_side` one of LEFT, RIGHT; no other properties. Then what GitHub checks
 * beyond the schema: a line comment's lines must lie in one hunk of the PR's diff on that side ("Pull request review
 * thread line must be part of the diff"), and `start_line` must come before `line`.
 */
export function reviewRequestErrors(body: any, files: { filename: string; patch?: string }[]): string[] {
  const errors: string[] = [];
  if (typeof body !== 'object' || body === null) return ['the body is not a JSON object'];
  const known = new Set(['commit_id', 'body', 'event', 'comments']);
  for (const k of Object.keys(body)) if (!known.has(k)) errors.push(`unknown property ${k}`);
  for (const k of ['commit_id', 'body'])
    if (body[k] !== undefined && typeof body[k] !== 'string') errors.push(`${k} is not a string`);
  if (body.event !== undefined && !['APPROVE', 'REQUEST_CHANGES', 'COMMENT'].includes(body.event))
    errors.push(`event ${JSON.stringify(body.event)} is not one of APPROVE, REQUEST_CHANGES, COMMENT`);
  if (body.comments === undefined) return errors;
  if (!Array.isArray(body.comments)) return [...errors, 'comments is not an array'];
  const commentKeys = new Set(['path', 'position', 'body', 'line', 'side', 'start_line', 'start_side']);
  body.comments.forEach((c: any, i: number) => {
    const at = `comments[${i}]`;
    if (typeof c !== 'object' || c === null) return errors.push(`${at} is not an object`);
    for (const k of Object.keys(c)) if (!commentKeys.has(k)) errors.push(`${at} has the unknown property ${k}`);
    for (const k of ['path', 'body']) if (typeof c[k] !== 'string') errors.push(`${at}.${k} is required (a string)`);
    for (const k of ['position', 'line', 'start_line'])
      if (c[k] !== undefined && !Number.isInteger(c[k])) errors.push(`${at}.${k} is not an integer`);
    for (const k of ['side', 'start_side'])
      if (c[k] !== undefined && !['LEFT', 'RIGHT'].includes(c[k])) errors.push(`${at}.${k} is not LEFT or RIGHT`);
    if (c.line === undefined && c.position === undefined) errors.push(`${at} has neither line nor position`);
    if (c.start_line !== undefined && !(c.start_line < c.line)) errors.push(`${at}.start_line is not before line`);
    if (c.line !== undefined && c.side === 'RIGHT') {
      const patch = files.find((f) => f.filename === c.path)?.patch ?? '';
      const start = c.start_line ?? c.line;
      const inHunk = [...patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)].some((m) => {
        const a = Number(m[1]);
        const n = m[2] === undefined ? 1 : Number(m[2]);
        return a <= start && c.line <= a + n - 1;
      });
      if (!inHunk) errors.push(`${at}: Pull request review thread line must be part of the diff`);
    }
  });
  return errors;
}
