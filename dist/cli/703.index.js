export const id = 703;
export const ids = [703];
export const modules = {

/***/ 8703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkoutPullHead: () => (/* binding */ checkoutPullHead),
/* harmony export */   leftOnPullHead: () => (/* binding */ leftOnPullHead)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _git_manager_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4567);
/**
 * `agent-fix run --pr N`: the run works on pull request N's head, a fork's too, fetched from origin's
 * `refs/pull/N/head` (GitHub publishes it for every PR). The project rules were read from the commit the user was on
 * (the base) before this, and the test command, when none is given, is detected on that commit's files: the PR's head
 * never supplies them. The proven change is left in the work tree on the PR's head (`git diff` is the patch), so the
 * clone stays detached there; the run's last lines say so and how to go back (`leftOnPullHead`).
 */


async function checkoutPullHead(dir, pr, say) {
    const git = new _git_manager_js__WEBPACK_IMPORTED_MODULE_1__/* .GitManager */ .Y6(dir);
    const head = await git.headSha();
    const branch = await git.currentBranch();
    if (await git.isDirty({ untracked: false }))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`--pr ${pr}: the work tree has uncommitted changes; commit or stash them first`);
    const ref = `refs/agent-fix/pull/${pr}/head`;
    try {
        await git.fetch([`+refs/pull/${pr}/head:${ref}`]);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`--pr ${pr}: could not fetch refs/pull/${pr}/head from origin (${error.message.split('\n')[0]}); origin must be the repository the pull request was opened against`);
    }
    const sha = await git.revParse(ref);
    if (!sha)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`--pr ${pr}: origin has no refs/pull/${pr}/head`);
    await git.checkoutDetached(sha);
    say(`working on the head of pull request #${pr} (${sha.slice(0, 7)}, from origin's refs/pull/${pr}/head)`);
    return { pr, sha, head, branch };
}
/** The run's last words on where the clone is: detached at the PR's head, and the command that goes back. */
function leftOnPullHead(start) {
    const back = start.branch ?? start.head.slice(0, 7);
    return (`The clone is left detached at the head of pull request #${start.pr} (${start.sha.slice(0, 7)}), with the change ` +
        `in the work tree; \`git stash\` or \`git diff > pr-${start.pr}.patch\` keeps it, then \`git checkout ${back}\` goes back to where you were.`);
}


/***/ }),

/***/ 4567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y6: () => (/* binding */ GitManager),
/* harmony export */   br: () => (/* binding */ BOT_IDENTITY)
/* harmony export */ });
/* unused harmony export authConfigEnv */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6916);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7733);
/**
 * Git for delivery and checkout: typed methods over one private `exec`, which is the hardened runner of src/git/.
 * Credentials never touch the URL or .git/config: the token rides as an `http.<server>/.extraheader` given to each
 * authenticated command through GIT_CONFIG_* environment variables (not `-c`, which would show in the process list).
 */


/** The identity GitHub shows for GITHUB_TOKEN commits. */
const BOT_IDENTITY = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
};
/** GIT_CONFIG_* variables carrying the auth header; the empty first value resets any header actions/checkout left. */
function authConfigEnv(auth) {
    const key = `http.${auth.serverUrl.replace(/\/+$/, '')}/.extraheader`;
    const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
    return {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: '',
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
    };
}
class GitManager {
    cwd;
    auth;
    env;
    /** `env`: extra variables for every git command, e.g. the CLI user's SSH agent for an SSH origin. */
    constructor(cwd, auth, env = {}) {
        this.cwd = cwd;
        this.auth = auth;
        this.env = env;
    }
    /** Clones `url` into `dir` (which must be absent or empty) and returns a manager for it. */
    static async clone(url, dir, auth) {
        const manager = new GitManager(dir, auth);
        await manager.exec(['clone', '--no-tags', '--quiet', url, dir], { auth: true, timeoutMs: 15 * 60_000 }, process.cwd());
        return manager;
    }
    exec(args, opts = {}, cwd = this.cwd) {
        return (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, args, {
            env: { ...this.env, ...(opts.auth && this.auth ? authConfigEnv(this.auth) : {}), ...opts.env },
            timeoutMs: opts.timeoutMs ?? 5 * 60_000,
            maxOutputChars: 50_000_000,
            okCodes: opts.okCodes,
            input: opts.input,
        });
    }
    async isRepo() {
        try {
            return (await this.exec(['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
        }
        catch {
            return false;
        }
    }
    /** The repository's top-level folder. */
    async topLevel() {
        return (await this.exec(['rev-parse', '--show-toplevel'])).trim();
    }
    async remoteUrl(remote = 'origin') {
        const out = await this.exec(['remote', 'get-url', remote], { okCodes: [2, 128] }).catch(() => '');
        return out.trim() || undefined;
    }
    /** Full sha of `ref`, or undefined when it does not resolve. */
    async revParse(ref) {
        const out = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { okCodes: [1, 128] });
        return out.trim() || undefined;
    }
    async headSha() {
        return (await this.exec(['rev-parse', 'HEAD'])).trim();
    }
    /** The branch HEAD is on (`main`), or undefined when it is detached. */
    async currentBranch() {
        return (await this.exec(['symbolic-ref', '-q', '--short', 'HEAD'], { okCodes: [1] })).trim() || undefined;
    }
    /** Fetches refspecs from origin with the token. */
    async fetch(refspecs, options = {}) {
        const args = [
            'fetch',
            '--no-tags',
            '--quiet',
            ...(options.depth ? [`--depth=${options.depth}`] : []),
            'origin',
            ...refspecs,
        ];
        await this.exec(args, { auth: true, timeoutMs: 10 * 60_000 });
    }
    /** Sha of `refs/heads/<branch>` on origin, or undefined when the branch does not exist there. */
    async remoteBranchSha(branch) {
        const out = await this.exec(['ls-remote', '--heads', 'origin', `refs/heads/${branch}`], { auth: true });
        const line = out.split('\n').find((l) => l.endsWith(`refs/heads/${branch}`));
        return line?.split(/\s+/)[0] || undefined;
    }
    /** Detached checkout of a commit; `--` keeps a ref named like a path from being read as one. */
    async checkoutDetached(sha) {
        await this.exec(['checkout', '--quiet', '--detach', sha, '--']);
    }
    /** Creates (or resets) local branch `name` at `startPoint` and switches to it, keeping work-tree changes. */
    async switchToNewBranch(name, startPoint = 'HEAD') {
        await this.exec(['checkout', '--quiet', '-B', name, startPoint, '--']);
    }
    /** Tracked files changed (untracked files only count with `untracked: true`). */
    async isDirty(options = {}) {
        const mode = options.untracked ? 'all' : 'no';
        return (await this.exec(['status', '--porcelain', `--untracked-files=${mode}`])).trim() !== '';
    }
    /** Stages exactly `paths` (additions, edits and deletions); everything when `paths` is empty. */
    async stage(paths) {
        if (paths.length === 0)
            await this.exec(['add', '-A', '--', '.']);
        else
            await this.exec(['add', '-A', '--', ...paths]);
    }
    async hasStagedChanges() {
        return (await this.exec(['diff', '--cached', '--name-only'])).trim() !== '';
    }
    /** The message is redacted: it leaves the runner with the push. */
    async commit(message, author = BOT_IDENTITY) {
        await this.exec(['commit', '--quiet', '--no-verify', '--no-gpg-sign', '-m', (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(message)], {
            env: {
                GIT_AUTHOR_NAME: author.name,
                GIT_AUTHOR_EMAIL: author.email,
                GIT_COMMITTER_NAME: author.name,
                GIT_COMMITTER_EMAIL: author.email,
            },
        });
        return this.headSha();
    }
    /**
     * A commit of exactly `tree` on `parent` (git commit-tree: nothing is staged, the work tree is not read). The
     * message is redacted: it leaves the runner with the push.
     */
    async commitTree(tree, parent, message, author = BOT_IDENTITY) {
        const out = await this.exec(['commit-tree', '--no-gpg-sign', tree, '-p', parent, '-F', '-'], {
            env: {
                GIT_AUTHOR_NAME: author.name,
                GIT_AUTHOR_EMAIL: author.email,
                GIT_COMMITTER_NAME: author.name,
                GIT_COMMITTER_EMAIL: author.email,
            },
            input: (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(message),
        });
        return out.trim();
    }
    /** The tree id of `ref`. */
    async treeOf(ref) {
        return (await this.exec(['rev-parse', '--verify', `${ref}^{tree}`])).trim();
    }
    /**
     * Local branch `name` at `sha`, checked out without touching the work tree: the branch and the index move, the
     * files stay (they are the change itself, uncommitted until now).
     */
    async pointBranchAt(name, sha) {
        await this.exec(['update-ref', `refs/heads/${name}`, sha]);
        await this.exec(['symbolic-ref', 'HEAD', `refs/heads/${name}`]);
        await this.exec(['read-tree', sha]);
    }
    /** Author emails of commits reachable from `tip` but not from `base`. */
    async authorsBetween(base, tip) {
        const out = await this.exec(['log', '--format=%ae', `${base}..${tip}`]);
        return out
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean);
    }
    /** Is `ancestor` an ancestor of `descendant`? */
    async isAncestor(ancestor, descendant) {
        try {
            await this.exec(['merge-base', '--is-ancestor', ancestor, descendant]);
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Pushes `source` (default HEAD; a commit sha pushes that very object) to `refs/heads/<branch>`. With
     * `expectedRemoteSha`, the push is forced but only if the remote branch still points there (lease); with
     * `expectedRemoteSha: null` it must not exist yet.
     */
    async push(branch, lease, source = 'HEAD') {
        const args = ['push', '--quiet', '--no-verify'];
        if (lease)
            args.push(`--force-with-lease=refs/heads/${branch}:${lease.expectedRemoteSha ?? ''}`);
        args.push('origin', `${source}:refs/heads/${branch}`);
        await this.exec(args, { auth: true, timeoutMs: 10 * 60_000 });
    }
    /**
     * Pushes the commit `sha` to `refs/heads/<branch>` of another repository on the same server (a fork's PR branch),
     * without force: the push is refused unless it fast-forwards. The fork is never added as a remote.
     */
    async pushToRepository(url, sha, branch) {
        await this.exec(['push', '--quiet', '--no-verify', url, `${sha}:refs/heads/${branch}`], {
            auth: true,
            timeoutMs: 10 * 60_000,
        });
    }
    /** The patch from `from` to `to` as `git apply` takes it (binary files included, full blob ids). */
    async patch(from, to, context = 3) {
        return this.exec(['diff', '--no-color', '--no-ext-diff', '--no-renames', '--binary', `-U${context}`, from, to]);
    }
    /** The content of `path` at commit `ref` (not the work tree), or undefined when it is not a file there. */
    async showFile(ref, path) {
        const entry = (await this.exec(['ls-tree', ref, '--', path])).trim();
        if (!/^\d+ blob /.test(entry))
            return undefined;
        return this.exec(['cat-file', 'blob', `${ref}:${path}`]);
    }
    async diffStat(base) {
        return this.exec(['diff', '--stat', base]);
    }
}


/***/ })

};
