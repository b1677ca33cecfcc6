export const id = 714;
export const ids = [714];
export const modules = {

/***/ 82714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPipeline: () => (/* reexport */ runPipeline)
});

// UNUSED EXPORTS: contextBudget, contractStatus, deliveryRefusal, taskMessage, testCommandNotStarted

;// CONCATENATED MODULE: ./src/config/phase-settings.ts
/** RunConfig split by the phase that reads each key; the type is `PhaseSettings`. */
function phaseSettings(c) {
    return {
        /** Opening the workspace: the folder, its uncommitted work, the paths no edit may touch. */
        workspace: { repo: c.repo, dirtyTree: c.dirtyTree, protectedPaths: c.protectedPaths },
        /** The model client (model/factory.ts `ModelSettings`). */
        model: {
            model: c.model,
            apiKey: c.apiKey,
            baseUrl: c.baseUrl,
            apiKeySource: c.apiKeySource,
            toolProtocol: c.toolProtocol,
        },
        /** The trajectory file; none: not written. */
        trajectoryPath: c.trajectoryPath,
        /**
         * The sandbox every command runs in, and the commands' network; a bare `localhost` reads the job's services'
         * ports (the Action; absent in the CLI) and leaves the model endpoint's port out.
         */
        sandbox: {
            mode: c.sandbox,
            network: c.network,
            implied: { ...(c.jobServices ? { services: c.jobServices } : {}), ...(c.baseUrl ? { modelUrl: c.baseUrl } : {}) },
            /** The setup command's network (registries by default; `all` is not honoured on a fork's PR); none without setup. */
            ...(c.setupCommand ? { setup: { network: c.setupNetwork, fork: c.forkHead } } : {}),
        },
        /** The setup command; a dry run puts the tree back as it was before it. */
        setup: { setupCommand: c.setupCommand, dryRun: c.dryRun },
        /** The test command given (else detected), how often a red baseline is retried, and a deflake's request. */
        tests: {
            testCommand: c.testCommand,
            flakyRetries: c.flakyRetries,
            /** A deflake run's test and its runs (verify/deflake.ts); none for any other run. */
            ...(c.deflake
                ? { deflake: { test: c.deflake, runsBefore: c.deflakeRunsBefore, budgetMinutes: c.deflakeBudgetMinutes } }
                : {}),
        },
        /** The agent loop: the task, its budgets, the edit guard's limits, the context budget and the tests' timeout. */
        work: {
            task: c.task,
            model: c.model,
            baseUrl: c.baseUrl,
            contextTokens: c.contextTokens,
            maxTurns: c.maxTurns,
            maxCostUsd: c.maxCostUsd,
            modelPrice: c.modelPrice,
            timeoutMinutes: c.timeoutMinutes,
            maxChangedFiles: c.maxChangedFiles,
            maxWrittenFiles: c.maxWrittenFiles,
            maxWrittenMb: c.maxWrittenMb,
            maxIgnoredMb: c.maxIgnoredMb,
            testEdits: c.testEdits,
            testTimeoutSec: c.testTimeoutSec,
        },
        /** The proof: test-edits (the integrity check), the network (may proofs run side by side), the tests' timeout. */
        verify: { testEdits: c.testEdits, network: c.network, testTimeoutSec: c.testTimeoutSec },
        /** The conclusion: the proof bar, the diff limit, and the test-edits mode and network the result reports. */
        conclude: {
            requireTestProof: c.requireTestProof,
            maxDiffLines: c.maxDiffLines,
            testEdits: c.testEdits,
            network: c.network,
        },
    };
}

// EXTERNAL MODULE: ./src/process/run-folder.ts
var run_folder = __webpack_require__(82013);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
var external_node_crypto_default = /*#__PURE__*/__webpack_require__.n(external_node_crypto_);
;// CONCATENATED MODULE: ./src/errors.ts
/**
 * Errors that decide the exit code: a usage or configuration problem (2) or a runtime failure (3). They sit below
 * every stage (model/, config/, the pipeline, the CLI), so any of them can say which kind of failure it is.
 */
class ConfigError extends Error {
    exitCode = 2;
    constructor(message) {
        super(message);
        this.name = 'ConfigError';
    }
}
class RuntimeFailure extends Error {
    exitCode = 3;
    constructor(message) {
        super(message);
        this.name = 'RuntimeFailure';
    }
}

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(93674);
;// CONCATENATED MODULE: ./src/model/types.ts
const zeroUsage = () => ({
    prompt_tokens: 0,
    completion_tokens: 0,
    cached_tokens: 0,
    reasoning_tokens: 0,
});
function addUsage(a, b) {
    return {
        prompt_tokens: a.prompt_tokens + b.prompt_tokens,
        completion_tokens: a.completion_tokens + b.completion_tokens,
        cached_tokens: a.cached_tokens + b.cached_tokens,
        reasoning_tokens: a.reasoning_tokens + b.reasoning_tokens,
    };
}
/** Raised when the endpoint cannot be used: bad key, unreachable after retries, quota. Exit code 3 (or 2 for config). */
class ModelError extends Error {
    kind;
    status;
    constructor(message, kind, status) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.name = 'ModelError';
    }
}
/**
 * The endpoint refused a request as too large and named its limit (GitHub Models' 413 tokens_limit_reached, OpenAI's
 * context_length_exceeded). The loop lowers the context budget below `limit` and retries the same turn, once.
 */
class ContextLimitError extends ModelError {
    limit;
    constructor(message, limit, status) {
        super(message, 'context-limit', status);
        this.limit = limit;
        this.name = 'ContextLimitError';
    }
}
/**
 * A rate limit or quota that waiting cannot fix within the run (a daily limit, a wait past the cap, no quota left).
 * The run stops unresolved at once and keeps its work; `message` names the limit and when it resets.
 */
class RateLimitStop extends ModelError {
    resetsInMs;
    constructor(message, resetsInMs, status) {
        super(message, 'rate-limit', status);
        this.resetsInMs = resetsInMs;
        this.name = 'RateLimitStop';
    }
}

;// CONCATENATED MODULE: ./src/model/usage.ts
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function num(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
const field = (o, key) => (isObj(o) ? o[key] : undefined);
/**
 * `raw` is either the usage object or a whole completion response carrying `usage`. Reasoning tokens are part of
 * completion_tokens (OpenAI bills them as output), so they are reported, not added.
 */
function readUsage(raw) {
    const u = isObj(raw) && isObj(raw.usage) ? raw.usage : raw;
    if (!isObj(u))
        return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, reasoning_tokens: 0 };
    // DeepSeek: prompt_tokens = prompt_cache_hit_tokens + prompt_cache_miss_tokens.
    const hit = num(u.prompt_cache_hit_tokens);
    const miss = num(u.prompt_cache_miss_tokens);
    // Anthropic-shaped usage (some OpenAI-compatible proxies pass it through): input_tokens excludes cache reads/writes.
    const cacheRead = num(u.cache_read_input_tokens);
    const cacheWrite = num(u.cache_creation_input_tokens);
    const anthropicShaped = 'cache_read_input_tokens' in u || 'cache_creation_input_tokens' in u;
    let prompt = num(u.prompt_tokens);
    if (prompt === 0 && u.input_tokens !== undefined) {
        prompt = num(u.input_tokens) + (anthropicShaped ? cacheRead + cacheWrite : 0); // Responses API or Anthropic
    }
    if (prompt === 0)
        prompt = hit + miss;
    const cached = Math.max(num(field(u.prompt_tokens_details, 'cached_tokens')), num(field(u.input_tokens_details, 'cached_tokens')), hit, cacheRead);
    const completion = num(u.completion_tokens) || num(u.output_tokens);
    const reasoning = Math.max(num(field(u.completion_tokens_details, 'reasoning_tokens')), num(field(u.output_tokens_details, 'reasoning_tokens')));
    return {
        prompt_tokens: prompt,
        completion_tokens: completion,
        // A provider can't serve more from cache than it was sent; clamp rather than report a negative uncached share.
        cached_tokens: Math.min(cached, prompt),
        reasoning_tokens: Math.min(reasoning, completion || reasoning),
    };
}

// EXTERNAL MODULE: ./src/model/endpoint.ts
var model_endpoint = __webpack_require__(42024);
;// CONCATENATED MODULE: ./src/model/loopback.ts
const toLoopback = (_host, options, callback) => {
    if (options.all)
        callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else
        callback(null, '127.0.0.1', 4);
};
let agent;
/**
 * A fetch whose every connection goes to 127.0.0.1, whatever the URL's host (the caller checks it is `.localhost`).
 * undici is loaded on the first request: only such endpoints pay for it.
 */
function loopbackFetch() {
    return (async (url, init) => {
        const undici = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
        agent ??= new undici.Agent({ connect: { lookup: toLoopback } });
        return undici.fetch(url, { ...init, dispatcher: agent });
    });
}

;// CONCATENATED MODULE: ./src/model/pacer.ts
/**
 * Paces requests to one endpoint: at most `perMinute` in any 60 s window, and slower when the endpoint says it has few
 * requests left (`x-ratelimit-remaining-requests` with `x-ratelimit-reset-requests`). Shared by every run of a process
 * that talks to the same endpoint, so bench concurrency cannot add up past the limit.
 */
class RequestPacer {
    perMinute;
    now;
    sent = [];
    notBefore = 0;
    constructor(perMinute, now = Date.now) {
        this.perMinute = perMinute;
        this.now = now;
    }
    /** How long the next request must wait, in ms; 0 when it may go now. Reserves the slot. */
    reserve() {
        const now = this.now();
        let at = Math.max(now, this.notBefore);
        if (this.perMinute) {
            while (this.sent.length && this.sent[0] <= at - 60_000)
                this.sent.shift();
            if (this.sent.length >= this.perMinute)
                at = Math.max(at, this.sent[this.sent.length - this.perMinute] + 60_000);
            this.sent.push(at);
        }
        return at - now;
    }
    /** Reads the endpoint's own count; with few requests left, spreads the rest over the time until its reset. */
    observe(headers) {
        const remaining = Number(headers?.get('x-ratelimit-remaining-requests') ?? NaN);
        const reset = parseResetMs(headers?.get('x-ratelimit-reset-requests'));
        if (!Number.isFinite(remaining) || reset === undefined || remaining > 3)
            return;
        const gap = remaining <= 0 ? reset : reset / (remaining + 1);
        // Never more than a minute here: a longer wait is the 429's to report, with the cap the client applies.
        this.notBefore = Math.max(this.notBefore, this.now() + Math.min(gap, 60_000));
    }
}
/**
 * `x-ratelimit-reset-*` as sent by OpenAI ("6m0s", "1s", "20ms", "1h2m3.5s") or as seconds; a value above 1e9 is an
 * epoch time in seconds.
 */
function parseResetMs(value, now = Date.now()) {
    if (!value)
        return undefined;
    const v = value.trim();
    if (/^\d+(\.\d+)?$/.test(v)) {
        const n = Number(v);
        return n > 1e9 ? Math.max(0, n * 1000 - now) : n * 1000;
    }
    const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
    let total = 0;
    let matched = '';
    for (const m of v.matchAll(re)) {
        const n = Number(m[1]);
        total += m[2] === 'h' ? n * 3_600_000 : m[2] === 'm' ? n * 60_000 : m[2] === 's' ? n * 1000 : n;
        matched += m[0];
    }
    return matched === v && matched ? total : undefined;
}
const pacers = new Map();
function pacerFor(endpoint, perMinute) {
    let p = pacers.get(endpoint);
    if (!p)
        pacers.set(endpoint, (p = new RequestPacer(perMinute)));
    return p;
}

;// CONCATENATED MODULE: ./src/model/openai-client.ts
/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure, GitHub Models, DeepSeek, OpenRouter, Ollama, vLLM).
 * It owns the retry policy: 5xx and connection errors are retried with backoff; a 429 waits as long as the endpoint
 * says (retry-after, retry-after-ms, x-ratelimit-reset-*) unless that is longer than the cap, a daily limit or
 * insufficient_quota, which stop the run at once (RateLimitStop) instead of hanging it. 400 and 401 are never
 * retried; a request refused as too large with a named limit becomes a ContextLimitError the loop learns from.
 */






const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);
const MAX_RATE_LIMIT_WAIT_MS = 5 * 60_000;
function retryAfterMs(headers) {
    const ms = headers?.get('retry-after-ms');
    if (ms && Number.isFinite(Number(ms)))
        return Number(ms);
    const s = headers?.get('retry-after');
    if (s) {
        if (Number.isFinite(Number(s)))
            return Number(s) * 1000;
        const date = Date.parse(s);
        if (!Number.isNaN(date))
            return Math.max(0, date - Date.now());
    }
    // OpenAI sends no retry-after on some 429s, only when each window resets; wait for the one that ran out.
    const waits = [];
    for (const kind of ['requests', 'tokens']) {
        const reset = parseResetMs(headers?.get(`x-ratelimit-reset-${kind}`));
        if (reset === undefined)
            continue;
        const left = Number(headers?.get(`x-ratelimit-remaining-${kind}`) ?? NaN);
        if (left === 0)
            return reset;
        waits.push(reset);
    }
    return waits.length ? Math.min(...waits) : undefined;
}
/** The start-up check's one request: an endpoint that cannot list its models in this long is checked no further. */
const CHECK_TIMEOUT_MS = 15_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
class OpenAIModel {
    options;
    name;
    client;
    isOpenAI;
    pacer;
    label;
    constructor(options) {
        this.options = options;
        this.name = options.model;
        const baseURL = options.baseUrl ?? 'https://api.openai.com/v1';
        this.isOpenAI = /^https:\/\/api\.openai\.com\//.test(baseURL);
        this.client = new openai/* default */.Ay({
            apiKey: options.apiKey,
            baseURL,
            timeout: options.timeoutMs ?? 180_000,
            maxRetries: 0,
            // A `.localhost` host is this machine: connected to 127.0.0.1 without a resolver (model/loopback.ts).
            ...((0,model_endpoint/* isLocalhostName */.lS)(new URL(baseURL).hostname) ? { fetch: loopbackFetch() } : {}),
        });
        this.pacer = pacerFor(baseURL, options.requestsPerMinute);
        this.label = options.label ?? new URL(baseURL).host;
    }
    async query(messages, tools, options = {}) {
        const maxRetries = this.options.maxRetries ?? 5;
        for (let attempt = 0;; attempt++) {
            const pace = this.pacer.reserve();
            if (pace > 0) {
                this.options.log?.(`model: pacing requests to ${this.label}'s rate limit; next in ${(pace / 1000).toFixed(1)} s`);
                await sleep(pace);
            }
            try {
                return await this.once(messages, tools, options);
            }
            catch (err) {
                const { retry, error, waitMs } = this.classify(err);
                if (!retry || attempt >= maxRetries)
                    throw error;
                const cap = Math.min(this.options.maxWaitMs ?? MAX_RATE_LIMIT_WAIT_MS, options.deadline !== undefined ? options.deadline - Date.now() : Infinity);
                if (waitMs !== undefined && waitMs > cap) {
                    throw new RateLimitStop(`${possessive(this.label)} rate limit for ${this.name} asks to wait ${(0,model_endpoint/* formatWait */.Du)(waitMs)}, longer than agent-fix waits ` +
                        `(${(0,model_endpoint/* formatWait */.Du)(Math.max(0, cap))}: the lesser of 5 min and the time budget left) (${error.message}). The work so far is kept; ` +
                        'run again later, or use another endpoint or model (api-key / base-url / model)', waitMs, error.status);
                }
                const backoff = Math.min(30_000, (this.options.retryBaseMs ?? 1000) * 2 ** attempt);
                const wait = Math.max(0, Math.min(cap, waitMs ?? backoff));
                this.options.log?.(`model: ${error.message}; retry ${attempt + 1}/${maxRetries} in ${(wait / 1000).toFixed(1)} s`);
                await sleep(wait);
            }
        }
    }
    /**
     * `GET /models` with the key: no tokens spent. Not reachable (after one retry) or a refused key stops the run
     * before the baseline; any other answer (an endpoint without the list) leaves the verdict to the first request.
     */
    async check() {
        const where = this.options.baseUrl ?? 'https://api.openai.com/v1';
        for (let attempt = 0;; attempt++) {
            try {
                await this.client.get('/models', { timeout: CHECK_TIMEOUT_MS });
                return;
            }
            catch (err) {
                if (err instanceof openai/* default.APIConnectionError */.Ay.APIConnectionError) {
                    if (attempt < 1) {
                        await sleep(this.options.retryBaseMs ?? 1000);
                        continue;
                    }
                    throw new ModelError(`the model endpoint ${where} cannot be reached (${err.message}), so the key could not be checked. Check --base-url / OPENAI_BASE_URL (the Action's base-url input) and the network`, 'unreachable');
                }
                if (err instanceof openai/* default.APIError */.Ay.APIError && (err.status === 401 || err.status === 403)) {
                    const detail = err.message.slice(0, 400).replace(/[.\s]+$/, '');
                    throw this.refusal(err.status, '', `${detail} (the endpoint is reachable; the key is what failed)`, where);
                }
                return;
            }
        }
    }
    async once(messages, tools, options) {
        const body = { model: this.options.model, messages };
        if (tools.length) {
            body.tools = tools;
            body.tool_choice = options.toolChoice ?? 'auto';
        }
        if (this.options.maxOutputTokens)
            body.max_tokens = this.options.maxOutputTokens;
        if (this.isOpenAI && this.options.promptCacheKey)
            body.prompt_cache_key = this.options.promptCacheKey;
        const { data: response, response: raw } = await this.client.chat.completions
            .create(body, { signal: options.signal })
            .withResponse();
        this.pacer.observe(raw.headers);
        const choice = response.choices?.[0];
        if (!choice?.message)
            throw new ModelError('the endpoint answered without a message (no choices)', 'other');
        const calls = (choice.message.tool_calls ?? []).filter((c) => c.type === 'function');
        const toolCalls = calls.map((c, i) => ({
            id: c.id || `call_${Date.now().toString(36)}_${i}`,
            type: 'function',
            function: { name: c.function?.name ?? '', arguments: c.function?.arguments ?? '' },
        }));
        return {
            message: {
                role: 'assistant',
                content: choice.message.content ?? null,
                ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
            },
            usage: readUsage(response.usage),
            finishReason: choice.finish_reason ?? undefined,
        };
    }
    classify(err) {
        const where = this.options.baseUrl ?? 'https://api.openai.com/v1';
        if (err instanceof ModelError)
            return { retry: false, error: err };
        if (err instanceof openai/* default.APIConnectionError */.Ay.APIConnectionError) {
            return {
                retry: true,
                error: new ModelError(`cannot reach the model endpoint ${where} (${err.message}); check --base-url / OPENAI_BASE_URL and the network`, 'unreachable'),
            };
        }
        if (err instanceof openai/* default.APIError */.Ay.APIError)
            return this.classifyStatus(err, where);
        return {
            retry: false,
            error: new ModelError(`model call failed: ${err?.message ?? String(err)}`, 'other'),
        };
    }
    /**
     * An HTTP error from the endpoint: a refusal no retry changes, a spent daily limit (both stop), a transient status
     * (retried, after the wait the endpoint asks for), or a rejected request.
     */
    classifyStatus(err, where) {
        const status = err.status ?? 0;
        const code = (err.code ?? err.error?.code ?? '');
        // Without its closing period: the messages below end the sentence themselves ("(401): bad key. Check …").
        const detail = err.message.slice(0, 400).replace(/[.\s]+$/, '');
        const refused = this.refusal(status, code, detail, where);
        if (refused)
            return { retry: false, error: refused };
        const waitMs = retryAfterMs(err.headers);
        if (status === 429 && isDaily(err.headers, detail)) {
            const resets = waitMs !== undefined ? `; it resets in ${(0,model_endpoint/* formatWait */.Du)(waitMs)}` : '';
            return {
                retry: false,
                error: new RateLimitStop(`${possessive(this.label)} daily limit for ${this.name} is spent${resets} (${detail}). The work so far is kept. ` +
                    'Run again after the reset, or set api-key (with base-url) to use another endpoint', waitMs, status),
            };
        }
        if (RETRYABLE.has(status)) {
            return {
                retry: true,
                error: new ModelError(`model endpoint error ${status}: ${detail}`, 'unreachable', status),
                waitMs,
            };
        }
        return {
            retry: false,
            error: new ModelError(`the model endpoint rejected the request (${status}): ${detail}`, 'bad-request', status),
        };
    }
    /** The refusals no retry changes: the key, a request too large for the model, an account without quota. */
    refusal(status, code, detail, where) {
        if (status === 401 || status === 403) {
            return new ModelError(`the model endpoint ${where} refused the key (${status}): ${detail}. Check the key: OPENAI_API_KEY (CLI) or the api-key input (Action); on GitHub Models it is GITHUB_TOKEN / github-token, which needs \`permissions: models: read\``, 'auth', status);
        }
        const limit = contextLimitOf(status, code, detail);
        if (limit !== undefined) {
            return new ContextLimitError(`${this.label} refused the request as too large (${status} ${code || 'context limit'}): ${detail}`, limit, status);
        }
        if (status === 413 || code === 'tokens_limit_reached' || code === 'context_length_exceeded') {
            return new ModelError(`${this.label} refused the request as too large (${status}): ${detail}. Lower context-tokens (--context-tokens)`, 'bad-request', status);
        }
        if (status === 429 && /insufficient_quota/.test(`${code} ${detail}`)) {
            return new RateLimitStop(`the account behind the key has no quota left at ${this.label} (429 insufficient_quota): ${detail}. The work so far is kept; add credit, or use another key or model (api-key / OPENAI_API_KEY)`, undefined, status);
        }
        return undefined;
    }
}
/** GitHub Models: 413 tokens_limit_reached "Max size: 8000 tokens". OpenAI: context_length_exceeded "maximum context length is 128000 tokens". */
function contextLimitOf(status, code, detail) {
    const match = (status === 413 || code === 'tokens_limit_reached' ? /max(?:imum)? size:?\s*(\d+)\s*tokens/i.exec(detail) : null) ??
        (status === 400 || code === 'context_length_exceeded'
            ? /maximum context length is (\d+) tokens/i.exec(detail)
            : null);
    const n = match ? Number(match[1]) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
}
/** GitHub Models names its window in x-ratelimit-type (UserByModelByDay) and its message ("50 per 86400s"). */
function isDaily(headers, detail) {
    return /ByDay/i.test(headers?.get('x-ratelimit-type') ?? '') || /per 86400s/.test(detail);
}
const possessive = (label) => (label.endsWith('s') ? `${label}'` : `${label}'s`);

;// CONCATENATED MODULE: ./src/model/replay.ts
/**
 * The replay model: answers with the assistant messages recorded in a file, in order, with no network. A file is a
 * trajectory (JSONL with `{"type":"model","message":…}` lines, as --trajectory writes) or a JSON array of messages.
 */



function loadRecording(file) {
    let text;
    try {
        text = external_node_fs_default().readFileSync(file, 'utf8');
    }
    catch {
        throw new ModelError(`cannot read the replay file ${file}; give --model replay:FILE with an existing recording`, 'other');
    }
    const trimmed = text.trim();
    if (trimmed.startsWith('['))
        return JSON.parse(trimmed).map((message) => ({ message }));
    const recorded = [];
    for (const line of trimmed.split('\n')) {
        if (!line.trim())
            continue;
        const entry = JSON.parse(line);
        if (entry.type === 'model' && entry.message)
            recorded.push({ message: entry.message, usage: entry.usage });
    }
    if (recorded.length === 0)
        throw new ModelError(`the replay file ${file} holds no model messages`, 'other');
    return recorded;
}
/** Trajectories store our own Usage shape; raw provider usage is read defensively. */
function recordedUsage(raw) {
    const u = raw;
    if (typeof u.cached_tokens === 'number')
        return { ...zeroUsage(), ...u };
    return readUsage(raw);
}
class ReplayModel {
    file;
    name;
    next = 0;
    recorded;
    constructor(file) {
        this.file = file;
        this.name = `replay:${file}`;
        this.recorded = loadRecording(file);
    }
    async query() {
        const entry = this.recorded[this.next++];
        if (!entry)
            throw new ModelError(`the replay ${this.file} ran out of recorded messages after ${this.recorded.length}`, 'other');
        return { message: structuredClone(entry.message), usage: entry.usage ? recordedUsage(entry.usage) : zeroUsage() };
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
;// CONCATENATED MODULE: ./src/model/json-protocol.ts
/**
 * A tool protocol for endpoints without native tool calling (many local models, some gateways): the tools are
 * described in the system prompt, the model answers with one JSON action per reply, and this wrapper turns that into
 * an ordinary tool call, so the loop never knows the difference. `auto` starts native and switches for the rest of
 * the run the first time the endpoint rejects `tools`.
 */


/** How many malformed replies in a row are corrected before the turn gives up with a plain message. */
const MAX_CORRECTIONS = 2;
const Action = schemas/* object */.Ikc({
    tool: schemas/* string */.YjP().min(1),
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
});
function jsonProtocolInstructions(tools) {
    const lines = tools.map((t) => `- ${t.function.name}: ${t.function.description}\n  arguments (JSON schema): ${JSON.stringify(t.function.parameters)}`);
    return `\n\n# Tools\nThis endpoint has no native tool calling. Call exactly one tool per reply by answering with one JSON object and nothing else:\n{"tool": "<name>", "arguments": {...}}\nYou may put a short thought before it on its own lines. Tool results come back in the next user message.\nAvailable tools:\n${lines.join('\n')}`;
}
/** Native history → plain history: tool calls become JSON text, tool results become user messages. */
function toPlainMessages(messages, tools) {
    const out = [];
    for (const m of messages) {
        if (m.role === 'system')
            out.push({ role: 'system', content: m.content + jsonProtocolInstructions(tools) });
        else if (m.role === 'assistant' && m.tool_calls?.length) {
            const actions = m.tool_calls.map((c) => `{"tool": ${JSON.stringify(c.function.name)}, "arguments": ${c.function.arguments || '{}'}}`);
            out.push({ role: 'assistant', content: [m.content, ...actions].filter(Boolean).join('\n') });
        }
        else if (m.role === 'tool') {
            const prev = out[out.length - 1];
            const text = `Tool result (${m.tool_call_id}):\n${m.content}`;
            // Parallel results join one user message, so roles keep alternating.
            if (prev?.role === 'user' && prev.content.startsWith('Tool result ('))
                prev.content += `\n\n${text}`;
            else
                out.push({ role: 'user', content: text });
        }
        else
            out.push({ ...m });
    }
    return out;
}
/** The last balanced JSON object in `text` that parses as an action, or an error for the model. */
function parseAction(text) {
    const fenced = [...text.matchAll(/```(?:json)?\s*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const candidates = [...fenced, ...balancedObjects(text)].reverse();
    for (const candidate of candidates) {
        let value;
        try {
            value = JSON.parse(candidate);
        }
        catch {
            continue;
        }
        const parsed = Action.safeParse(value);
        if (parsed.success) {
            const thought = text
                .slice(0, Math.max(0, text.indexOf(candidate)))
                .replace(/```(?:json)?\s*$/, '')
                .trim();
            return { ok: true, tool: parsed.data.tool, args: parsed.data.arguments, thought };
        }
    }
    return {
        ok: false,
        error: 'Your reply has no valid action. Answer with exactly one JSON object: {"tool": "<name>", "arguments": {...}}.',
    };
}
function balancedObjects(text) {
    const found = [];
    for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
        let depth = 0;
        let inString = false;
        for (let i = start; i < text.length; i++) {
            const ch = text[i];
            if (inString) {
                if (ch === '\\')
                    i++;
                else if (ch === '"')
                    inString = false;
            }
            else if (ch === '"')
                inString = true;
            else if (ch === '{')
                depth++;
            else if (ch === '}' && --depth === 0) {
                found.push(text.slice(start, i + 1));
                break;
            }
        }
    }
    return found;
}
const looksLikeToolsRejected = (err) => err instanceof ModelError && err.kind === 'bad-request' && /tool|function/i.test(err.message);
class ToolProtocolModel {
    inner;
    mode;
    log;
    name;
    calls = 0;
    constructor(inner, mode, log) {
        this.inner = inner;
        this.mode = mode;
        this.log = log;
        this.name = inner.name;
    }
    check() {
        return this.inner.check?.() ?? Promise.resolve();
    }
    get protocol() {
        return this.mode;
    }
    async query(messages, tools, options = {}) {
        if (this.mode !== 'json') {
            try {
                return await this.inner.query(messages, tools, options);
            }
            catch (err) {
                if (this.mode !== 'auto' || !looksLikeToolsRejected(err))
                    throw err;
                this.log?.(`model: the endpoint rejected native tool calls (${err.message.slice(0, 120)}); switching to the JSON tool protocol for this run`);
                this.mode = 'json';
            }
        }
        return this.queryJson(messages, tools, options);
    }
    async queryJson(messages, tools, options) {
        const plain = toPlainMessages(messages, tools);
        let usage = zeroUsage();
        for (let attempt = 0;; attempt++) {
            const reply = await this.inner.query(plain, [], options);
            usage = addUsage(usage, reply.usage);
            const text = reply.message.content ?? '';
            if (options.toolChoice === 'none')
                return { ...reply, usage };
            const action = parseAction(text);
            if (action.ok) {
                const message = {
                    role: 'assistant',
                    content: action.thought || null,
                    tool_calls: [
                        {
                            id: `json_${++this.calls}`,
                            type: 'function',
                            function: { name: action.tool, arguments: JSON.stringify(action.args) },
                        },
                    ],
                };
                return { message, usage, finishReason: reply.finishReason };
            }
            // A plain answer is a claim of completion for the loop to judge, once corrections are used up.
            if (attempt >= MAX_CORRECTIONS)
                return { message: { role: 'assistant', content: text || '(empty reply)' }, usage };
            plain.push({ role: 'assistant', content: text || '(empty reply)' }, { role: 'user', content: action.error });
        }
    }
}

;// CONCATENATED MODULE: ./src/model/factory.ts





/** The token rule (model/endpoint.ts `keyMayGoTo`), checked again before any request, whatever the inputs said. */
function assertTokenDestination(config) {
    if ((0,model_endpoint/* keyMayGoTo */.aF)(config))
        return;
    const host = (() => {
        try {
            return new URL(config.baseUrl ?? '').host;
        }
        catch {
            return String(config.baseUrl);
        }
    })();
    throw new ConfigError(`api-key is empty, so the model would be called with the GitHub token, but base-url points at ${host}, which is not ` +
        'GitHub Models; agent-fix sends the GitHub token to GitHub only. Set api-key (CLI: OPENAI_API_KEY) to the key for ' +
        `${host}, or remove base-url to use GitHub Models`);
}
function createModel(config, log, promptCacheKey) {
    if (config.model.startsWith('replay:'))
        return new ReplayModel(config.model.slice('replay:'.length));
    if (config.model === 'oracle') {
        throw new ConfigError('the oracle model exists only in `agent-fix bench` (it needs a task with a reference solution)');
    }
    if (!config.apiKey) {
        throw new ConfigError('no API key for the model endpoint: set OPENAI_API_KEY (or the Action input api-key; with OPENAI_BASE_URL, the ' +
            'key for that endpoint), or GITHUB_TOKEN alone to use GitHub Models (a token with models: read, no base URL), ' +
            'or replay a recorded session with --model replay:FILE');
    }
    assertTokenDestination(config);
    const profile = (0,model_endpoint/* endpointProfile */.li)(config.baseUrl);
    const endpoint = new OpenAIModel({
        model: config.model,
        apiKey: config.apiKey,
        baseUrl: config.baseUrl,
        log,
        promptCacheKey,
        label: profile.label,
        maxOutputTokens: profile.maxOutputTokens,
        requestsPerMinute: profile.requestsPerMinute,
    });
    return new ToolProtocolModel(endpoint, config.toolProtocol, log);
}

// EXTERNAL MODULE: ./src/workspace/workspace.ts
var workspace = __webpack_require__(8568);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/workspace/git.ts
var git = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/git/planted.ts
var planted = __webpack_require__(49156);
// EXTERNAL MODULE: ./src/workspace/candidate.ts
var workspace_candidate = __webpack_require__(67096);
// EXTERNAL MODULE: ./src/process/cleanup.ts
var cleanup = __webpack_require__(20781);
// EXTERNAL MODULE: ./src/security/remove-tree.ts
var remove_tree = __webpack_require__(44141);
;// CONCATENATED MODULE: ./src/workspace/snapshot.ts
/**
 * Snapshots of the work tree as git tree objects, written through a private index so the user's index and HEAD are
 * never touched. They enforce patch-only edits: a shell command's changes to existing files are undone, and at the
 * end only what the edit tools changed is kept.
 * Files git ignores count too (a planted `.env`, a changed generated file the tests read), except inside dependency
 * and cache folders (node_modules, .venv, target, …), which are too big to hash at every command; past a cap on
 * their number none are covered, and `ignoredNote` says so for the log and the report.
 *
 * Every snapshot after the first one starts by sweeping `.git` entries (src/git/planted.ts): a repository a command
 * planted is removed before git runs here, so no git of ours ever reads its config. Nested repositories that were
 * there from the start (submodules, the setup command's checkouts) are left out of the snapshots: `git add` would
 * otherwise start a git inside them, under their own (writable) config.
 */








/** Dependency and cache folders: not snapshotted (SECURITY.md says what that leaves open). */
const UNSNAPSHOTTED_DIRS = [
    'node_modules',
    '.venv',
    'venv',
    '.tox',
    '.nox',
    '__pycache__',
    '.pytest_cache',
    '.mypy_cache',
    '.ruff_cache',
    'target',
    '.gradle',
    '.next',
    '.nuxt',
    '.cache',
    '.turbo',
    '.parcel-cache',
];
/** Lists the untracked files git ignores (NUL-separated). */
const IGNORED_LISTING = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard'];
/** Ignored files beyond this many are not snapshotted at all. */
const MAX_IGNORED_FILES = 5000;
/**
 * Which of those folders held the files left out, by name, and what they are: `.pytest_cache` is a cache, not a
 * dependency folder.
 */
function skippedNote(count, ignored) {
    const found = UNSNAPSHOTTED_DIRS.filter((dir) => ignored.some((p) => p.split('/').includes(dir)));
    const named = found.length > 3 ? `${found.slice(0, 3).join(', ')} and ${found.length - 3} more` : found.join(', ');
    const kinds = new Set(found.map((d) => FOLDER_KIND[d] ?? 'build'));
    const kind = kinds.size === 1 ? [...kinds][0] : 'dependency, cache or build';
    return `${count} git-ignored files inside ${named} (${kind} ${found.length === 1 ? 'folder' : 'folders'}) are not snapshotted: changes commands make there are not undone`;
}
/** What each of UNSNAPSHOTTED_DIRS holds; the others hold build output. */
const FOLDER_KIND = {
    node_modules: 'dependency',
    '.venv': 'dependency',
    venv: 'dependency',
    '.tox': 'dependency',
    '.nox': 'dependency',
    __pycache__: 'cache',
    '.pytest_cache': 'cache',
    '.mypy_cache': 'cache',
    '.ruff_cache': 'cache',
    '.cache': 'cache',
    '.turbo': 'cache',
    '.parcel-cache': 'cache',
    '.gradle': 'cache',
};
/**
 * Copies the checkout's own index to `indexFile`, for its stat data: without it the first snapshot hashes every file
 * (2 s at 100,000 files). Called before any command ran, so the paths are the user's; still, the `.git` folder must
 * be a real folder and the index is read through a no-follow open of a regular file. A linked worktree (`.git` a
 * file) or any surprise: no seed, and the first snapshot hashes the tree as before.
 */
function seedIndex(root, indexFile) {
    for (let dir = root;; dir = external_node_path_default().dirname(dir)) {
        const dotGit = external_node_fs_default().lstatSync(external_node_path_default().join(dir, '.git'), { throwIfNoEntry: false });
        if (dotGit)
            return dotGit.isDirectory() && copyNoFollow(external_node_path_default().join(dir, '.git', 'index'), indexFile);
        if (external_node_path_default().dirname(dir) === dir)
            return false;
    }
}
function copyNoFollow(from, to) {
    let fd;
    try {
        fd = external_node_fs_default().openSync(from, (external_node_fs_default()).constants.O_RDONLY | (external_node_fs_default()).constants.O_NOFOLLOW | (external_node_fs_default()).constants.O_NONBLOCK);
        const stat = external_node_fs_default().fstatSync(fd);
        if (!stat.isFile())
            return false;
        external_node_fs_default().writeFileSync(to, external_node_fs_default().readFileSync(fd), { flag: 'wx', mode: 0o600 });
        // Git rehashes the entries changed in the same tick as the index was written ("racy git"), judged by the index
        // file's own mtime: the copy keeps the original's (a millisecond earlier, as utimes rounds: more entries
        // rehashed, never fewer), or such a change would pass for clean.
        const mtime = (stat.mtimeMs - 1) / 1000;
        external_node_fs_default().utimesSync(to, mtime, mtime);
        return true;
    }
    catch {
        external_node_fs_default().rmSync(to, { force: true });
        return false;
    }
    finally {
        if (fd !== undefined)
            external_node_fs_default().closeSync(fd);
    }
}
class Snapshotter {
    root;
    indexFile;
    gitEntries;
    /** Forgets the private index's folder once dispose removed it (else it is removed at exit). */
    release;
    /** What the last sweep removed or put back. */
    lastSweep = { removed: [], restored: [] };
    /** Why some ignored files are not covered by snapshots; read it after the first take(). */
    ignoredNote;
    /** Has a take() listed the ignored files once (and counted those it leaves out)? */
    listedOnce = false;
    constructor(root) {
        this.root = root;
        const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-index-'));
        this.indexFile = external_node_path_default().join(dir, 'index');
        this.release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(dir));
        this.gitEntries = new planted/* GitEntryGuard */.mT(root);
        this.seeded = seedIndex(root, this.indexFile);
    }
    /** Does the private index start as a copy of the checkout's own (see seedIndex)? */
    seeded;
    env() {
        return { GIT_INDEX_FILE: this.indexFile };
    }
    /**
     * Removes planted `.git` entries (the first call records the ones there are instead), then returns a tree object
     * of every non-ignored file as it is now.
     */
    async take(options = {}) {
        if (this.gitEntries.remembered)
            this.lastSweep = this.gitEntries.sweep();
        else
            this.gitEntries.remember();
        // Start from HEAD's tree: in a subfolder run `add` sees only the folder, and the trees must still be the whole
        // repository (the fail-to-pass tree is checked out from one).
        // A seeded index keeps its stat data where its entry matches HEAD (`-m`, a single-tree merge), so the first
        // `add` hashes only the files changed since the checkout's index was written, not the whole tree.
        if (this.seeded) {
            this.seeded = false;
            if (!(await this.seedIsHead()))
                await (0,git/* git */.$Y)(this.root, ['read-tree', '-m', 'HEAD'], { env: this.env() }).catch(() => external_node_fs_default().rmSync(this.indexFile, { force: true }));
        }
        if (!external_node_fs_default().existsSync(this.indexFile))
            await (0,git/* git */.$Y)(this.root, ['read-tree', 'HEAD'], { env: this.env() }).catch(() => undefined);
        const nestedDirs = this.gitEntries.nestedDirs();
        const nested = nestedDirs.map((dir) => `:(exclude,literal)${dir}`);
        const every = options.countIgnored || !this.listedOnce;
        this.listedOnce = true;
        // One shell for the common case: stage every non-ignored file in the private index, write its tree, and list the
        // ignored files (against the repository's own index, as the listing always was). The tree id is the first line.
        const out = await (0,git/* gitSteps */.Ek)(this.root, [
            { args: ['add', '-A', '--', '.', ...nested], env: this.env() },
            { args: ['write-tree'], env: this.env() },
            { args: [...IGNORED_LISTING, ...(every ? [] : ['--directory'])] },
        ]);
        const cut = out.indexOf('\n');
        const tree = out.slice(0, cut).trim();
        // An ignored nested repository is listed as its folder; adding it would make a gitlink, and git would enter it.
        const ignored = (await this.ignoredFiles(out.slice(cut + 1), every)).filter((p) => !p.endsWith('/') && !nestedDirs.some((d) => p.startsWith(`${d}/`)));
        if (!ignored.length)
            return tree;
        for (let i = 0; i < ignored.length; i += 500) {
            await (0,git/* git */.$Y)(this.root, ['add', '-f', '--', ...ignored.slice(i, i + 500)], { env: { ...this.env(), ...workspace_candidate/* LITERAL */.ak } });
        }
        return (await (0,git/* git */.$Y)(this.root, ['write-tree'], { env: this.env() })).trim();
    }
    /** Ignored files outside dependency and cache folders; none when there are more than the cap. */
    async ignoredFiles(listed, first) {
        const all = await this.listIgnored(listed, first);
        const files = all.filter((p) => !p.split('/').some((seg) => UNSNAPSHOTTED_DIRS.includes(seg)));
        if (files.length > MAX_IGNORED_FILES) {
            this.ignoredNote = `${files.length} git-ignored files (more than ${MAX_IGNORED_FILES}) are not snapshotted: changes commands make to ignored files are not undone`;
            return [];
        }
        // The note counts the files left out at the first look, or one that asks (the start of the run, after setup);
        // other looks do not walk those folders to count them.
        if (!first)
            return files;
        const skipped = all.length - files.length;
        this.ignoredNote = skipped ? skippedNote(skipped, all) : undefined;
        return files;
    }
    /**
     * The ignored files from `listed` (IGNORED_LISTING's output): with `every` it lists them all; otherwise git stopped
     * at ignored folders, and only those that are not dependency or cache folders are listed file by file (a
     * 20,000-file node_modules is not walked at every command).
     */
    async listIgnored(listed, every) {
        const split = (out) => out.split('\0').filter(Boolean);
        if (every)
            return split(listed);
        const entries = split(listed);
        const files = entries.filter((p) => !p.endsWith('/'));
        const folders = entries.filter((p) => p.endsWith('/') && !p.split('/').some((seg) => UNSNAPSHOTTED_DIRS.includes(seg)));
        for (let i = 0; i < folders.length; i += 500) {
            const inside = await (0,git/* git */.$Y)(this.root, [...IGNORED_LISTING, '--', ...folders.slice(i, i + 500)], { env: workspace_candidate/* LITERAL */.ak });
            files.push(...split(inside));
        }
        // A folder holding only ignored files is named beside its files: each file once.
        return [...new Set(files)];
    }
    async changes(from, to) {
        if (from === to)
            return [];
        // --relative: folder-relative paths, as the tools and `restore` use them (a subfolder run; a no-op at the top).
        const out = await (0,git/* git */.$Y)(this.root, [
            'diff-tree',
            '-r',
            '--no-renames',
            '--relative',
            '--name-status',
            '-z',
            from,
            to,
        ]);
        const parts = out.split('\0').filter(Boolean);
        const changes = [];
        for (let i = 0; i + 1 < parts.length; i += 2) {
            const status = parts[i][0];
            changes.push({ status: status === 'A' ? 'A' : status === 'D' ? 'D' : 'M', path: parts[i + 1] });
        }
        return changes;
    }
    /**
     * Does the seeded index hold HEAD's tree already (a clean checkout)? Its cached trees answer in milliseconds where
     * `read-tree -m HEAD` rewrites every entry (0.13 s at 100,000 files). Unmerged entries make write-tree fail: no.
     */
    async seedIsHead() {
        const [seed, head] = await Promise.all([
            (0,git/* git */.$Y)(this.root, ['write-tree'], { env: this.env() }).catch(() => ''),
            (0,git/* git */.$Y)(this.root, ['rev-parse', 'HEAD^{tree}']).catch(() => undefined),
        ]);
        return seed.trim() !== '' && seed.trim() === head?.trim();
    }
    /** Put `paths` back as they were in `tree`: restore the ones it had, delete the ones it did not. */
    async restore(tree, changes) {
        const back = changes.filter((c) => c.status !== 'A').map((c) => c.path);
        // recursive: an added path can be a folder (a gitlink entry for a repository a command made).
        for (const c of changes.filter((c) => c.status === 'A'))
            (0,remove_tree/* removeTree */.d)(external_node_path_default().join(this.root, c.path));
        for (let i = 0; i < back.length; i += 500) {
            const batch = back.slice(i, i + 500);
            // Literal: a path named `:(glob)**` is that file, not every file of the tree.
            await (0,git/* git */.$Y)(this.root, ['restore', `--source=${tree}`, '--worktree', '--', ...batch], {
                env: { ...this.env(), ...workspace_candidate/* LITERAL */.ak },
            });
        }
    }
    /** Sweeps planted `.git` entries now (after a command that no snapshot follows, e.g. the fail-to-pass run). */
    sweepGit() {
        if (!this.gitEntries.remembered) {
            this.gitEntries.remember();
            return { removed: [], restored: [] };
        }
        this.lastSweep = this.gitEntries.sweep();
        return this.lastSweep;
    }
    dispose() {
        (0,remove_tree/* removeTree */.d)(external_node_path_default().dirname(this.indexFile));
        this.release();
    }
}

// EXTERNAL MODULE: ./src/git/runner.ts
var runner = __webpack_require__(76916);
;// CONCATENATED MODULE: ./src/workspace/start-state.ts
/**
 * Where a run starts, in the user's own checkout: the repository that holds the folder (a subfolder scopes the run to
 * itself), and what to do with uncommitted changes there. Those are the user's work, never the agent's: refused, or
 * kept apart as the run's base so the reported diff is only the agent's and they stay in the work tree.
 */









/** Prefix of every folder agent-fix makes inside the workspace (proof worktrees: verify/proof-tree.ts). */
const OWN_PREFIX = '.agent-fix-';
/**
 * Removes the proof worktrees a killed run left in the repository (`.agent-fix-*` folders, registered with git or
 * not): they are agent-fix's own, never the user's work, and would otherwise read as a dirty tree. Returns their
 * paths relative to the repository's top.
 */
async function removeLeftovers(top, folder = top) {
    // A repository whose own .git folder has no worktrees folder has no linked worktree: no git start for the list.
    const gitDir = external_node_path_default().join(top, '.git');
    const none = external_node_fs_default().lstatSync(gitDir, { throwIfNoEntry: false })?.isDirectory() && !external_node_fs_default().existsSync(external_node_path_default().join(gitDir, 'worktrees'));
    const listed = (none ? '' : await (0,git/* git */.$Y)(top, ['worktree', 'list', '--porcelain']))
        .split('\n')
        .filter((l) => l.startsWith('worktree '))
        .map((l) => l.slice('worktree '.length))
        .filter((p) => external_node_path_default().basename(p).startsWith(OWN_PREFIX) && p.startsWith(`${top}${(external_node_path_default()).sep}`));
    const unlisted = [...new Set([top, folder])].flatMap((dir) => external_node_fs_default().readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name.startsWith(`${OWN_PREFIX}proof-`))
        .map((e) => external_node_path_default().join(dir, e.name)));
    const stale = [...new Set([...listed, ...unlisted])];
    for (const dir of stale)
        forgetWorktree(top, dir);
    return stale.map((p) => external_node_path_default().relative(top, p));
}
/**
 * Removes agent-fix's own worktree at `dir` (a `.agent-fix-*` folder it made) and git's record of it, locked or not,
 * and nothing else: `git worktree prune` would also drop the user's own worktrees whose folders are only out of reach
 * now (an unmounted disk, a moved folder). Synchronous: it also runs in the process's 'exit'.
 */
function forgetWorktree(repo, dir) {
    (0,remove_tree/* removeTree */.d)(dir);
    // With the folder gone, `remove` forgets the record by its path; twice forced, a locked one ("initializing") too.
    if ((0,runner/* runGitSync */.bJ)(repo, ['worktree', 'remove', '--force', '--force', dir], 10_000) !== undefined)
        return;
    // Where git would not (an older git, a record that names the folder otherwise): the record whose gitdir is `dir`.
    const common = (0,runner/* runGitSync */.bJ)(repo, ['rev-parse', '--path-format=absolute', '--git-common-dir'], 10_000)?.trim();
    if (!common)
        return;
    const records = external_node_path_default().join(common, 'worktrees');
    for (const name of external_node_fs_default().existsSync(records) ? external_node_fs_default().readdirSync(records) : []) {
        const gitdir = external_node_fs_default().readFileSync(external_node_path_default().join(records, name, 'gitdir'), { encoding: 'utf8', flag: 'r' }).trim();
        if (external_node_path_default().dirname(gitdir) === dir)
            (0,remove_tree/* removeTree */.d)(external_node_path_default().join(records, name));
    }
}
/** `git status` without its opportunistic index refresh: a look at the tree must not change the user's index. */
const READ_ONLY = { GIT_OPTIONAL_LOCKS: '0' };
/** Uncommitted changes in `folder` (tracked and untracked, not ignored): porcelain lines, folder-relative. */
async function uncommittedChanges(folder) {
    const out = await (0,git/* git */.$Y)(folder, ['status', '--porcelain=v1', '--untracked-files=all', '--no-renames', '--', '.'], {
        env: READ_ONLY,
    });
    return out.split('\n').filter(Boolean);
}
async function startState(folder, policy) {
    // One git start for all three: the top, the folder's place in it ('' at the top) and HEAD, a line each.
    const [top = '', prefix = '', head = ''] = (await (0,git/* git */.$Y)(folder, ['rev-parse', '--show-toplevel', '--show-prefix', 'HEAD']))
        .split('\n')
        .map((line) => line.trim());
    (0,workspace_candidate/* rememberPrefix */.yp)(folder, prefix);
    const leftovers = await removeLeftovers(top, external_node_fs_default().realpathSync(folder));
    if (policy === 'any')
        return { top, prefix, base: head, keptApart: [], leftovers };
    const dirty = await uncommittedChanges(folder);
    if (dirty.length === 0)
        return { top, prefix, base: head, keptApart: [], leftovers };
    const where = prefix ? `${folder} (a folder of the repository ${top})` : folder;
    if (policy === 'refuse') {
        const shown = dirty.slice(0, 10).join('\n');
        throw new ConfigError(`${where} has uncommitted changes:\n${shown}${dirty.length > 10 ? `\n… and ${dirty.length - 10} more` : ''}\n` +
            "agent-fix would mix them into the agent's change. Commit or stash them (git stash -u), or pass --allow-dirty " +
            "to keep them apart: the run starts from them, reports only the agent's diff, and leaves them in place");
    }
    return {
        top,
        prefix,
        base: await commitOfWorkTree(folder, head),
        keptApart: dirty.map((l) => l.slice(3)),
        leftovers,
    };
}
/**
 * A commit of the folder's work tree as it is now (untracked files included, ignored ones not) on top of HEAD, written
 * through a private index: HEAD, the user's index and the work tree stay as they are. Nothing refers to the commit, so
 * git's garbage collection takes it in time.
 */
async function commitOfWorkTree(folder, head) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-start-'));
    const release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(dir));
    // The git runner sets agent-fix's own identity, so a user with none configured can still run this.
    const env = { GIT_INDEX_FILE: external_node_path_default().join(dir, 'index') };
    try {
        await (0,git/* git */.$Y)(folder, ['read-tree', head], { env });
        await (0,git/* git */.$Y)(folder, ['add', '-A', '--', '.'], { env });
        const tree = (await (0,git/* git */.$Y)(folder, ['write-tree'], { env })).trim();
        return (await (0,git/* git */.$Y)(folder, ['commit-tree', tree, '-p', head, '-m', 'agent-fix: uncommitted changes, kept apart'], { env })).trim();
    }
    finally {
        (0,remove_tree/* removeTree */.d)(dir);
        release();
    }
}

// EXTERNAL MODULE: ./src/config/instruction-files.ts
var instruction_files = __webpack_require__(96492);
// EXTERNAL MODULE: ./src/git/credentials.ts
var credentials = __webpack_require__(64110);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(71553);
var promises_default = /*#__PURE__*/__webpack_require__.n(promises_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: ./src/process/temp-name.ts
var temp_name = __webpack_require__(53971);
;// CONCATENATED MODULE: ./src/workspace/addresses.ts
/**
 * What kind of address a name resolved to, for the allowlist proxy (proxy.ts): an allowed name must not open the
 * host's own services, the machine's private network or a cloud's metadata service because a DNS answer points there.
 * Pure: strings in, a class out.
 */

/** Cloud metadata and host agents: AWS/GCP/Azure IMDS, AWS's IPv6 IMDS, Azure's WireServer, Alibaba's. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '168.63.129.16', '100.100.100.200']);
function v4Class(a) {
    const [x, y] = a;
    if (METADATA.has(a.join('.')))
        return 'cloud metadata';
    if (x === 0)
        return 'unspecified';
    if (x === 127)
        return 'loopback';
    if (x === 10 || (x === 172 && y >= 16 && y < 32) || (x === 192 && y === 168) || (x === 100 && y >= 64 && y < 128))
        return 'private';
    if (x === 169 && y === 254)
        return 'link-local';
    if (x >= 224)
        return 'multicast or reserved';
    return 'public';
}
/** The eight 16-bit groups of an IPv6 address (`::`, embedded dotted quads and zone ids handled). */
function v6Groups(address) {
    let a = address.toLowerCase().replace(/%.*$/, '');
    const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
    if (quad) {
        const [b0, b1, b2, b3] = quad.slice(1).map(Number);
        a = `${a.slice(0, quad.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
    }
    const [head, tail] = a.split('::');
    const h = head ? head.split(':') : [];
    const t = tail ? tail.split(':') : [];
    const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
    return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}
function v6Class(address) {
    const g = v6Groups(address);
    const text = g.map((x) => x.toString(16)).join(':');
    if (text === 'fd00:ec2:0:0:0:0:0:254')
        return 'cloud metadata';
    const embedded = [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff];
    const zeros = (n) => g.slice(0, n).every((x) => x === 0);
    // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside.
    if ((zeros(5) && g[5] === 0xffff) || (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)))
        return v4Class(embedded);
    if (zeros(7) && g[7] === 1)
        return 'loopback';
    if (zeros(8))
        return 'unspecified';
    if (zeros(6))
        return 'multicast or reserved'; // IPv4-compatible, deprecated
    if ((g[0] & 0xffc0) === 0xfe80)
        return 'link-local';
    if ((g[0] & 0xfe00) === 0xfc00)
        return 'unique-local';
    if ((g[0] & 0xff00) === 0xff00)
        return 'multicast or reserved';
    return 'public';
}
/** The class of an IP address as dns.lookup gives it; anything that is not an IP address is 'multicast or reserved'. */
function addressClass(address) {
    if (external_node_net_default().isIPv4(address))
        return v4Class(address.split('.').map(Number));
    if (external_node_net_default().isIPv6(address))
        return v6Class(address);
    return 'multicast or reserved';
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: ./src/workspace/network-policy.ts
var network_policy = __webpack_require__(71830);
;// CONCATENATED MODULE: ./src/workspace/tls-client-hello.ts
/**
 * Reads the server name (SNI) from the first bytes a client sends into a CONNECT tunnel, so the allowlist proxy
 * (proxy.ts) can hold a TLS client to the name it asked for. Cheap by design: only a ClientHello that fits in its
 * first TLS record is read, as every common client (OpenSSL, Node, Go, rustls, Java) sends it; anything else is
 * reported as unreadable, with the reason, and the proxy refuses it rather than guess. Pure: bytes in, a verdict out.
 */
const RECORD_HEADER = 5;
/** A TLS record's largest plaintext payload. */
const MAX_RECORD = 16_384;
/** A cursor over a buffer that reports running past its end as undefined rather than throwing. */
class Reader {
    buf;
    pos;
    constructor(buf, pos = 0) {
        this.buf = buf;
        this.pos = pos;
    }
    u8() {
        return this.pos + 1 <= this.buf.length ? this.buf[this.pos++] : undefined;
    }
    u16() {
        if (this.pos + 2 > this.buf.length)
            return undefined;
        const v = this.buf.readUInt16BE(this.pos);
        this.pos += 2;
        return v;
    }
    u24() {
        const hi = this.u8();
        const lo = this.u16();
        return hi === undefined || lo === undefined ? undefined : (hi << 16) | lo;
    }
    skip(n) {
        if (n === undefined || this.pos + n > this.buf.length)
            return false;
        this.pos += n;
        return true;
    }
    bytes(n) {
        if (this.pos + n > this.buf.length)
            return undefined;
        const b = this.buf.subarray(this.pos, this.pos + n);
        this.pos += n;
        return b;
    }
}
/** The SNI host_name in a ClientHello body (after the handshake header); undefined when it carries none. */
function serverNameIn(hello) {
    const r = new Reader(hello);
    const bad = { why: 'the TLS ClientHello is malformed' };
    if (!r.skip(2 + 32) || !r.skip(r.u8()) || !r.skip(r.u16()) || !r.skip(r.u8()))
        return bad;
    if (r.pos === hello.length)
        return undefined; // no extensions at all
    const extLen = r.u16();
    if (extLen === undefined || r.pos + extLen > hello.length)
        return bad;
    const end = r.pos + extLen;
    while (r.pos < end) {
        const type = r.u16();
        const len = r.u16();
        if (type === undefined || len === undefined || r.pos + len > end)
            return bad;
        if (type !== 0) {
            r.skip(len);
            continue;
        }
        const names = new Reader(r.bytes(len));
        const listLen = names.u16();
        if (listLen === undefined || listLen + 2 > len)
            return bad;
        while (names.pos < 2 + listLen) {
            const nameType = names.u8();
            const nameLen = names.u16();
            const name = nameLen === undefined ? undefined : names.bytes(nameLen);
            if (nameType === undefined || !name)
                return bad;
            if (nameType === 0)
                return name.toString('latin1').toLowerCase().replace(/\.$/, '');
        }
        return undefined;
    }
    return undefined;
}
/** Decides what the first bytes of a tunnel are, reading the TLS server name when they are a ClientHello. */
function readTunnelStart(buf) {
    if (buf.length === 0)
        return { kind: 'incomplete' };
    if (buf[0] !== 0x16)
        return { kind: 'other' };
    if (buf.length < RECORD_HEADER)
        return { kind: 'incomplete' };
    const recordLen = buf.readUInt16BE(3);
    if (recordLen > MAX_RECORD + 2048)
        return { kind: 'unreadable', why: 'the first TLS record is oversized' };
    if (buf.length < RECORD_HEADER + recordLen)
        return { kind: 'incomplete' };
    const record = new Reader(buf.subarray(RECORD_HEADER, RECORD_HEADER + recordLen));
    if (record.u8() !== 1)
        return { kind: 'unreadable', why: 'the first TLS message is not a ClientHello' };
    const helloLen = record.u24();
    const hello = helloLen === undefined ? undefined : record.bytes(helloLen);
    if (!hello)
        return { kind: 'unreadable', why: 'the TLS ClientHello is split over several records, so its name cannot be read' };
    const name = serverNameIn(hello);
    if (typeof name === 'object')
        return { kind: 'unreadable', why: name.why };
    return name === undefined ? { kind: 'tls' } : { kind: 'tls', serverName: name };
}
/** The largest first flight the proxy waits for before it decides: one full TLS record. */
const TUNNEL_PEEK_LIMIT = RECORD_HEADER + MAX_RECORD + 2048;

;// CONCATENATED MODULE: ./src/workspace/proxy.ts
/**
 * The allowlist proxy for a `network` of domains: an HTTP proxy on a unix socket in the bridge folder (network.ts),
 * reached from the sandbox through the forwarder. `CONNECT host:port` opens a tunnel (https, and anything else a
 * client tunnels); a plain request carries an absolute URI. The proxy speaks for the client, not the other way round:
 * - only listed names pass, at 443 and 80 unless the policy names `name:port`;
 * - a plain request's `Host` must be the URL's authority (no domain fronting on a shared edge), and the request goes
 *   upstream with that authority as its `Host`;
 * - a tunnel's first bytes are read: a TLS ClientHello must name the host asked for (SNI, tls-client-hello.ts); plain
 *   HTTP through a tunnel is refused (a second request on the connection could name any host), as plain requests
 *   reach the proxy as they are and each is checked;
 * - the proxy resolves names itself (there is no DNS inside the sandbox) and checks the address it will connect to:
 *   loopback, private, link-local and unique-local addresses are refused unless `localhost` is in the policy, cloud
 *   metadata addresses always (addresses.ts). Names under `localhost` resolve to 127.0.0.1 (RFC 6761), never DNS.
 * Every refusal gets a 403 where the protocol still allows one, is recorded, and is listed in the job summary.
 */






const REFUSAL_HEADER = 'x-agent-fix-refused';
const NETWORK_SETTING = { input: 'network', flag: '--network' };
/** What a refused client is told to do, after the reason. */
const NOT_LISTED = (host, s = NETWORK_SETTING) => `To allow it, add ${host} to the \`${s.input}\` input (CLI: ${s.flag}).`;
/** The message a refused client sees (body of the 403), quoted in the README's troubleshooting. */
function refusalText(host, port, reason, fix = NOT_LISTED(host)) {
    return `agent-fix: the network policy refused ${host}:${port} (${reason}). ${fix}\n`;
}
const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];
async function defaultLookup(host) {
    if (host === 'localhost' || host.endsWith('.localhost'))
        return '127.0.0.1';
    return (await promises_default().lookup(host)).address;
}
function splitHostPort(authority, defaultPort) {
    const m = /^\[?([^\]]+?)\]?(?::(\d{1,5}))?$/.exec(authority.trim());
    if (!m)
        return undefined;
    const port = m[2] ? Number(m[2]) : defaultPort;
    if (port < 1 || port > 65535)
        return undefined;
    return { host: m[1].toLowerCase().replace(/\.$/, ''), port };
}
/** True when a `Host` value names `host:port` (the port may be left out when it is the scheme's default). */
function sameAuthority(value, host, port, defaultPort) {
    const named = splitHostPort(value, defaultPort);
    return named !== undefined && named.host === host && named.port === port;
}
function refusals(log) {
    const refused = new Map();
    const refuse = (host, port, reason, fix) => {
        const key = `${host}:${port}`;
        const seen = refused.get(key);
        if (seen)
            seen.count++;
        else {
            refused.set(key, { host, port, count: 1, reason });
            log(`network: refused ${key} (${reason})`);
        }
        return refusalText(host, port, reason, fix);
    };
    return { refuse, list: () => [...refused.values()].map((r) => ({ ...r })) };
}
/**
 * Decides a destination: the name and port must be listed; then the name is resolved here, and the address that will
 * be connected to is checked (no second lookup, so a changing DNS answer cannot slip past).
 */
function destinationResolver(domains, opts, refuse) {
    const lookup = opts.lookup ?? defaultLookup;
    return async (host, port) => {
        if (!(0,network_policy/* hostAllowed */.VI)(host, domains))
            return { refusal: refuse(host, port, 'not in the allowed domains', NOT_LISTED(host, opts.setting)) };
        if (!(0,network_policy/* destinationAllowed */.VA)(host, port, domains))
            return {
                refusal: refuse(host, port, `port ${port} is not listed; a name reaches 443 and 80 only`, NOT_LISTED(`${host}:${port}`, opts.setting)),
            };
        let address;
        try {
            address = await lookup(host);
        }
        catch (err) {
            return { refusal: `agent-fix: the proxy could not resolve ${host}: ${err.message}\n` };
        }
        const kind = addressClass(address);
        if (kind === 'cloud metadata')
            return {
                refusal: refuse(host, port, `it resolves to ${address}, a cloud metadata address`, 'Tests never reach a metadata service.'),
            };
        if (kind !== 'public' && !opts.privateAddresses)
            return {
                refusal: refuse(host, port, `it resolves to ${address}, a ${kind} address`, 'Only a policy with `localhost` in it lets an allowed name reach such an address.'),
            };
        return opts.redirect?.(address, port) ?? { address, port };
    };
}
/** A plain request (absolute http:// URI): forwarded to an allowed host without the hop-by-hop headers. */
async function forwardRequest(req, res, resolve, refuse) {
    let url;
    try {
        url = new URL(req.url ?? '');
        if (url.protocol !== 'http:')
            throw new Error('not http');
    }
    catch {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('agent-fix proxy: expected an absolute http:// URL\n');
        return;
    }
    const forbid = (text) => res.writeHead(403, { 'content-type': 'text/plain', [REFUSAL_HEADER]: '1' }).end(text);
    const port = url.port ? Number(url.port) : 80;
    const host = url.hostname
        .replace(/^\[|\]$/g, '')
        .toLowerCase()
        .replace(/\.$/, '');
    // Every Host line counts: the parser keeps only the first, an upstream server might read another.
    const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === 'host');
    const hostValues = req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1].toLowerCase() === 'host');
    const fronted = hostValues.find((v) => !sameAuthority(v, host, port, 80));
    if (fronted !== undefined || hosts.length > 1) {
        const named = fronted ?? hostValues.join(', ');
        forbid(refuse(host, port, `the request's Host header names ${named}, not ${url.host}`, 'A request goes to the host its URL names.'));
        return;
    }
    const target = await resolve(host, port);
    if ('refusal' in target) {
        forbid(target.refusal);
        return;
    }
    const headers = { ...req.headers, host: url.host };
    for (const h of HOP_HEADERS)
        delete headers[h];
    const upstream = external_node_http_default().request({ host: target.address, port: target.port, method: req.method, path: `${url.pathname}${url.search}`, headers }, (up) => {
        const back = { ...up.headers };
        for (const h of HOP_HEADERS)
            delete back[h];
        res.writeHead(up.statusCode ?? 502, back);
        up.pipe(res);
    });
    upstream.on('error', (err) => {
        if (!res.headersSent)
            res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`agent-fix proxy: ${host}:${port}: ${err.message}\n`);
    });
    req.pipe(upstream);
}
/** An HTTP token (a method), as RFC 9110 spells it. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}";
const REQUEST_LINE = new RegExp(`^${TOKEN} \\S+ HTTP/`);
/** What may still grow into a request line: a method, then a target, then `HTTP/`. */
const REQUEST_LINE_START = new RegExp(`^(${TOKEN}( \\S*( H?T?T?P?)?)?)?$`);
/**
 * Whether a tunnel's first bytes are a plain HTTP request ('incomplete' while they could still become one). Empty
 * lines before it count for nothing: servers skip them (RFC 9112, 2.2), so they cannot hide a request.
 */
function plainHttpStart(buf) {
    const text = buf.toString('latin1', 0, TUNNEL_PEEK_LIMIT).replace(/^[\r\n]+/, '');
    if (REQUEST_LINE.test(text))
        return true;
    return REQUEST_LINE_START.test(text.slice(0, 8200)) && buf.length < TUNNEL_PEEK_LIMIT ? 'incomplete' : false;
}
/**
 * Why a tunnel's first bytes may not pass (undefined: they may), or 'incomplete' while more are needed. TLS must name
 * the host asked for. Plain HTTP is refused outright: only a tunnel's first request could be read, and the next one on
 * the same connection could name any host behind a shared edge; a plain request to the proxy is checked one by one.
 */
function tunnelMismatch(buf, host) {
    const start = readTunnelStart(buf);
    if (start.kind === 'incomplete')
        return 'incomplete';
    if (start.kind === 'unreadable')
        return start.why;
    if (start.kind === 'tls') {
        if (external_node_net_default().isIP(host))
            return undefined;
        if (start.serverName === undefined)
            return 'the TLS ClientHello names no server (SNI), so it cannot be held to the host';
        return start.serverName === host ? undefined : `the TLS server name (SNI) is ${start.serverName}, not ${host}`;
    }
    const plain = plainHttpStart(buf);
    if (plain === 'incomplete')
        return 'incomplete';
    return plain
        ? 'plain HTTP through a CONNECT tunnel, where only the first request could be checked; send http:// requests to the proxy as they are'
        : undefined;
}
/**
 * `CONNECT host:port`: a tunnel to an allowed host. The server's bytes flow at once (a protocol whose server speaks
 * first still works); the client's first flight is read before it is passed on, and refused when it names another
 * host. A refusal after the 200 can only close the tunnel; it is recorded like the others.
 */
async function openTunnel(req, client, head, resolve, refuse) {
    const dest = splitHostPort(req.url ?? '', 443);
    if (!dest) {
        client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
        return;
    }
    const target = await resolve(dest.host, dest.port);
    if ('refusal' in target) {
        const body = target.refusal;
        client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n${REFUSAL_HEADER}: 1\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
        return;
    }
    const upstream = external_node_net_default().connect(target.port, target.address, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        let first = head;
        /** Decides once the first flight is readable (or the client ended); false while more bytes are needed. */
        const decide = (ended) => {
            const why = first.length || !ended ? tunnelMismatch(first, dest.host) : undefined;
            if (why === 'incomplete' && !ended && first.length < TUNNEL_PEEK_LIMIT)
                return false;
            client.off('data', onData);
            client.off('end', onEnd);
            if (why !== undefined) {
                const reason = why === 'incomplete' ? "the tunnel's first bytes stop before they can be read" : why;
                refuse(dest.host, dest.port, reason, 'A tunnel carries only the host it asked for.');
                client.destroy();
                upstream.destroy();
            }
            else {
                if (first.length)
                    upstream.write(first);
                if (ended)
                    upstream.end();
                else
                    client.pipe(upstream);
            }
            return true;
        };
        const onData = (chunk) => {
            first = Buffer.concat([first, chunk]);
            decide(false);
        };
        const onEnd = () => decide(true);
        if (!decide(false)) {
            client.on('data', onData);
            client.on('end', onEnd);
        }
    });
    upstream.on('error', (err) => {
        if (client.writable)
            client.end(`HTTP/1.1 502 Bad Gateway\r\n\r\nagent-fix proxy: ${err.message}\n`);
        client.destroy();
    });
    client.on('close', () => upstream.destroy());
}
/** Starts the proxy on `socketPath`. `domains` are the policy's patterns (`name`, `*.name`, either with `:port`). */
async function startAllowlistProxy(socketPath, domains, opts = {}) {
    const { refuse, list } = refusals(opts.log ?? (() => { }));
    const resolve = destinationResolver(domains, opts, refuse);
    const server = external_node_http_default().createServer((req, res) => void forwardRequest(req, res, resolve, refuse));
    server.on('connect', (req, client, head) => {
        client.on('error', () => client.destroy());
        void openTunnel(req, client, head, resolve, refuse);
    });
    await new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolveListen());
    });
    return {
        refused: list,
        close: () => new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
        }),
    };
}

;// CONCATENATED MODULE: ./src/workspace/network.ts
/**
 * The bridge that carries a `limited` network policy into the sandbox, which keeps its own network namespace (no
 * route out, no DNS). On the host, a private folder holds one unix socket per allowed port, relayed to that port on
 * the host's loopback, and one for the allowlist proxy (proxy.ts). The folder is bound read-only into the sandbox,
 * where the forwarder (forwarder.ts) listens on the same ports on the sandbox's own 127.0.0.1 and relays to the
 * sockets. Nothing else leaves the namespace, so a client that ignores the proxy variables simply finds no network.
 * The folder and its sockets belong to agent-fix's user: the commands may connect (group or owner access), never
 * remove or replace a socket, so every command and every proof run has the relays as they were set up.
 */











/** Port of the proxy on the sandbox's own loopback (unusual, so that a project's test servers keep theirs). */
const INSIDE_PROXY_PORT = 39_127;
/** Never forwarded for a bare `localhost`: an open Docker API is root on the host. Listed explicitly, they pass. */
const DOCKER_PORTS = [2375, 2376];
function hexPort(hex) {
    return parseInt(hex, 16);
}
/** Loopback or wildcard local addresses, as /proc/net/tcp{,6} spell them (little-endian hex words). */
function loopbackOrAny(addr) {
    if (addr.length === 8)
        return addr === '00000000' || addr.endsWith('7F');
    const a = addr.toUpperCase();
    return (a === '00000000000000000000000000000000' ||
        a === '00000000000000000000000001000000' ||
        (a.startsWith('0000000000000000FFFF0000') && a.endsWith('7F')));
}
/**
 * TCP ports listening on the host's loopback or on every address (where `services:` containers publish their ports),
 * read from /proc/net/tcp and tcp6 of agent-fix's own network namespace.
 */
function listeningPorts(procNet = '/proc/net') {
    const ports = new Set();
    for (const file of ['tcp', 'tcp6']) {
        let text;
        try {
            text = external_node_fs_default().readFileSync(external_node_path_default().join(procNet, file), 'utf8');
        }
        catch {
            continue;
        }
        for (const line of text.split('\n').slice(1)) {
            const cols = line.trim().split(/\s+/);
            if (cols.length < 4 || cols[3] !== '0A')
                continue;
            const [addr, port] = cols[1].split(':');
            if (addr && port && loopbackOrAny(addr))
                ports.add(hexPort(port));
        }
    }
    return [...ports].sort((a, b) => a - b);
}
/** Every address a name resolves to (the system resolver, /etc/hosts included); none when it does not resolve. */
async function resolveAll(host) {
    try {
        return (await promises_default().lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    }
    catch {
        return [];
    }
}
/** Loopback, the unspecified address (a connection to 0.0.0.0 reaches this machine), or one of its interfaces'. */
function thisMachine(address) {
    const kind = addressClass(address);
    if (kind === 'loopback' || kind === 'unspecified')
        return true;
    const mine = Object.values(external_node_os_default().networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
    return mine.some((a) => a === address || (external_node_net_default().isIPv6(address) && address.toLowerCase() === `::ffff:${a}`));
}
/**
 * The model endpoint's port when the endpoint is on this machine, however its URL names the host: the name is
 * resolved and its addresses compared (`vm` in /etc/hosts, `0.0.0.0`, `[::ffff:127.0.0.1]`, `127.1`, `localhost.`),
 * never its spelling. A forwarded port reaches whatever listens on it on any local address.
 */
async function localModelPort(modelUrl, lookup = resolveAll) {
    if (!modelUrl)
        return undefined;
    let url;
    try {
        url = new URL(modelUrl);
    }
    catch {
        return undefined;
    }
    // The URL parser already spells an IP address one way (`127.1` is 127.0.0.1); a name is resolved.
    const host = url.hostname
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '')
        .toLowerCase();
    const local = host === 'localhost' ||
        host.endsWith('.localhost') ||
        (external_node_net_default().isIP(host) ? thisMachine(host) : (await lookup(host)).some(thisMachine));
    if (!local)
        return undefined;
    return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}
/**
 * The ports a bare `localhost` forwards. The Action: the job's `services:` ports. The CLI: the ports listening on this
 * machine's loopback now, refused (exit 2) when agent-fix's own are among them, with the `localhost:PORTS` that
 * leaves them out. Never the model endpoint's port, the proxy's inside port or Docker's API (2375, 2376).
 */
async function impliedPorts(source) {
    const model = await localModelPort(source.modelUrl, source.lookup);
    const own = new Map([[INSIDE_PROXY_PORT, "the network proxy's inside port"]]);
    if (model !== undefined)
        own.set(model, `the model endpoint's (${source.modelUrl})`);
    const found = source.services ?? listeningPorts(source.procNet);
    const ports = found.filter((p) => !own.has(p) && !DOCKER_PORTS.includes(p));
    const mine = found.filter((p) => own.has(p));
    if (source.services === undefined && mine.length > 0) {
        const which = mine.map((p) => `${p} (${own.get(p)})`).join(', ');
        const fix = ports.length
            ? `--network localhost:${ports.join(',')}`
            : '--network localhost:PORT with the ports the tests need';
        throw new ConfigError(`--network localhost would forward every port listening on this machine's loopback, and ${which} ${mine.length > 1 ? 'are' : 'is'} agent-fix's own. Name the ports the tests need instead: ${fix}`);
    }
    const leftOut = [
        ...mine.map((p) => `${p}, ${own.get(p)}`),
        ...found.filter((p) => DOCKER_PORTS.includes(p)).map((p) => `${p}, a Docker API`),
    ];
    return { ports, leftOut };
}
/** Relays connections on `socketPath` to `port` on the host's loopback (IPv4, then IPv6). */
async function startPortRelay(socketPath, port) {
    const server = external_node_net_default().createServer({ allowHalfOpen: true }, (client) => {
        let upstream;
        const connect = (host, fallback) => {
            let connected = false;
            const socket = external_node_net_default().connect({ port, host, allowHalfOpen: true });
            upstream = socket;
            socket.once('connect', () => {
                connected = true;
                client.pipe(socket);
                socket.pipe(client);
            });
            socket.on('error', () => {
                if (!connected && fallback)
                    connect(fallback);
                else
                    client.destroy();
            });
            socket.on('close', () => {
                if (connected)
                    client.destroy();
            });
        };
        client.on('error', () => client.destroy());
        client.on('close', () => upstream?.destroy());
        connect('127.0.0.1', '::1');
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve());
    });
    return server;
}
/**
 * The folder stays agent-fix's user's. Run as root with the commands dropped to another user, its group gets in and
 * connects (a unix socket needs write permission on the socket, none on the folder); run as one user, the read-only
 * bind keeps the commands from changing it.
 */
function lockBridgeFolder(dir, owner) {
    const entries = external_node_fs_default().readdirSync(dir).map((e) => external_node_path_default().join(dir, e));
    if (owner) {
        for (const p of [dir, ...entries])
            external_node_fs_default().chownSync(p, process.getuid?.() ?? 0, owner.gid);
        external_node_fs_default().chmodSync(dir, 0o710);
        for (const p of entries)
            external_node_fs_default().chmodSync(p, 0o660);
    }
    else
        external_node_fs_default().chmodSync(dir, 0o700);
}
/** Starts the host side of a `limited` policy. */
async function startNetworkBridge(policy, opts = {}) {
    const dir = (0,temp_name/* neutralTempDir */.R)();
    // Removed at close, or at exit when the run is cancelled first (process/cleanup.ts).
    const release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(dir));
    const servers = [];
    let proxy;
    const close = async () => {
        await Promise.all([...servers.map((s) => new Promise((done) => s.close(() => done()))), proxy?.close()]);
        (0,remove_tree/* removeTree */.d)(dir);
        release();
    };
    try {
        const listed = policy.localhost === 'services' ? undefined : policy.localhost;
        const implied = policy.localhost === 'services' ? await impliedPorts(opts.implied ?? {}) : undefined;
        const ports = implied?.ports ?? listed ?? [];
        if (ports.includes(INSIDE_PROXY_PORT) && policy.domains.length > 0)
            throw new ConfigError(`network: port ${INSIDE_PROXY_PORT} is where the sandbox reaches the domain proxy; it cannot also be a forwarded host port. Leave it out of localhost:PORTS`);
        const pairs = [];
        for (const port of ports) {
            servers.push(await startPortRelay(external_node_path_default().join(dir, `tcp-${port}`), port));
            pairs.push(`${port}:tcp-${port}`);
        }
        const env = {};
        if (policy.domains.length > 0) {
            proxy = await startAllowlistProxy(external_node_path_default().join(dir, 'proxy'), policy.domains, {
                ...(opts.log ? { log: opts.log } : {}),
                ...(opts.lookup ? { lookup: opts.lookup } : {}),
                ...(opts.redirect ? { redirect: opts.redirect } : {}),
                ...(opts.setting ? { setting: opts.setting } : {}),
                privateAddresses: policy.localhost !== undefined,
            });
            pairs.push(`${INSIDE_PROXY_PORT}:proxy`);
            const url = `http://127.0.0.1:${INSIDE_PROXY_PORT}`;
            const noProxy = 'localhost,127.0.0.1,::1';
            Object.assign(env, {
                HTTP_PROXY: url,
                HTTPS_PROXY: url,
                http_proxy: url,
                https_proxy: url,
                NO_PROXY: noProxy,
                no_proxy: noProxy,
                // Node's own fetch follows the variables only when asked (Node 22.21+/24).
                NODE_USE_ENV_PROXY: '1',
            });
        }
        lockBridgeFolder(dir, opts.owner);
        const from = !implied ? '' : opts.implied?.services ? " (the job's services: ports)" : ' (listening at start)';
        const none = !implied
            ? '(none)'
            : opts.implied?.services
                ? '(none: the job has no services: ports)'
                : '(none listening)';
        const leftOut = implied?.leftOut.length ? `; left out: ${implied.leftOut.join('; ')}` : '';
        const parts = [
            policy.localhost !== undefined ? `host ports ${ports.length ? ports.join(', ') : none}${from}${leftOut}` : '',
            policy.domains.length ? `domains ${policy.domains.join(', ')} through a proxy` : '',
        ].filter(Boolean);
        return {
            dir,
            spec: pairs.join(','),
            ports,
            env,
            describe: `network limited to ${parts.join(' and ')}`,
            refused: () => proxy?.refused() ?? [],
            close,
        };
    }
    catch (err) {
        await close();
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/workspace/setup-caches.ts
/**
 * The job's package caches for the setup command only. A workflow often restores npm's, pip's and Go's caches
 * (actions/setup-node `cache: npm`, actions/cache…) before agent-fix runs; setup can reuse them instead of downloading
 * everything again. Setup is untrusted (on a review round it runs the bot's own branch), so it never writes them:
 *  - npm, pip and Go's build cache are bound read-only into setup and mirrored, on first use, in a folder bound into
 *    setup alone: the same folders, a link per file. Setup reads through the links and writes new files into the
 *    mirror, which is removed with the sandbox; a poisoned entry never reaches a later step or a saved cache, and
 *    nothing is copied. For npm only its download cache (`_cacache`) is mirrored: npx's installed packages (`_npx`)
 *    and the logs are not, and npx installs again from the mirrored downloads.
 *  - Go modules are served read-only as a module proxy (`GOPROXY=file://…/cache/download`): Go verifies them against
 *    go.sum and unpacks them into the run's private module cache, where the tests find them.
 * The agent's commands see none of this: the host's cache folders are covered inside their sandbox, and the mirror
 * lives outside it.
 */




/** A cache with more files than this is not mirrored (setup downloads what it needs instead); the log says so. */
const MAX_CACHE_FILES = 200_000;
function realDir(p) {
    if (!p || !external_node_path_default().isAbsolute(p))
        return undefined;
    try {
        const real = external_node_fs_default().realpathSync(p);
        return external_node_fs_default().statSync(real).isDirectory() ? real : undefined;
    }
    catch {
        return undefined;
    }
}
/** The job's cache folders that exist, where each tool would look for them in agent-fix's own environment. */
function hostCaches(env = process.env, home = external_node_os_default().homedir()) {
    const xdg = env.XDG_CACHE_HOME || external_node_path_default().join(home, '.cache');
    const gopath = env.GOPATH?.split(':')[0] || external_node_path_default().join(home, 'go');
    const candidates = [
        {
            name: 'npm',
            variable: 'npm_config_cache',
            dir: env.npm_config_cache || external_node_path_default().join(home, '.npm'),
            only: '_cacache',
        },
        { name: 'pip', variable: 'PIP_CACHE_DIR', dir: env.PIP_CACHE_DIR || external_node_path_default().join(xdg, 'pip') },
        { name: 'go-build', variable: 'GOCACHE', dir: env.GOCACHE || external_node_path_default().join(xdg, 'go-build') },
    ];
    const mirrored = candidates.flatMap((c) => {
        const dir = realDir(c.dir);
        return dir ? [{ ...c, dir }] : [];
    });
    const goModCache = realDir(env.GOMODCACHE || external_node_path_default().join(gopath, 'pkg', 'mod'));
    const goDownloads = goModCache && realDir(external_node_path_default().join(goModCache, 'cache', 'download'));
    return { mirrored, ...(goModCache ? { goModCache } : {}), ...(goDownloads ? { goDownloads } : {}) };
}
/** Folders the agent's commands must not see (the caches themselves; Go's whole module cache). */
function cachePathsToCover(caches) {
    const out = caches.mirrored.map((c) => c.dir);
    if (caches.goModCache)
        out.push(caches.goModCache);
    return out;
}
/** Where a host cache is bound read-only inside setup: beside its mirror, reachable by the commands' user. */
const HOST_VIEW = '.job-caches';
/**
 * Mirrors `src` into `dest`: the same folders, and for each regular file a link. Reads follow the links; writes make
 * new files in the mirror; nothing can be written through a link:
 *  - a hard link to the job's file, where the commands run as another user (`owner`, as root) who neither owns the
 *    file nor may write it (no group or other write bit), the file has no setuid or setgid bit, and the mirror is on
 *    the same file system. It needs no block of its own, where a symlink to a long cache path does: removing 13,000
 *    such symlinks blocked a run for 7 s on a disk mounted with `discard`, about 2 ms a file;
 *  - else a symlink to the same file under `view`, where the cache is bound read-only.
 * Only the folders belong to `owner`, who must add files to them. Returns false when the cache has too many files.
 */
function mirror(src, dest, view, owner) {
    let files = 0;
    let device;
    const hardLinkable = (file) => {
        if (!owner)
            return false;
        const st = external_node_fs_default().lstatSync(file);
        // No group or other write bit; no setuid or setgid bit (the link sits in a folder of the commands' user).
        return st.dev === device && st.uid !== owner.uid && (st.mode & 0o6022) === 0;
    };
    const walk = (rel) => {
        const to = external_node_path_default().join(dest, rel);
        external_node_fs_default().mkdirSync(to, { recursive: true });
        if (owner)
            external_node_fs_default().lchownSync(to, owner.uid, owner.gid);
        device ??= external_node_fs_default().statSync(to).dev;
        for (const e of external_node_fs_default().readdirSync(external_node_path_default().join(src, rel), { withFileTypes: true })) {
            const child = external_node_path_default().join(rel, e.name);
            if (e.isDirectory()) {
                if (!walk(child))
                    return false;
            }
            else if (e.isFile()) {
                if (++files > MAX_CACHE_FILES)
                    return false;
                if (hardLinkable(external_node_path_default().join(src, child)))
                    external_node_fs_default().linkSync(external_node_path_default().join(src, child), external_node_path_default().join(dest, child));
                else
                    external_node_fs_default().symlinkSync(external_node_path_default().join(view, child), external_node_path_default().join(dest, child));
            }
        }
        return true;
    };
    return walk('');
}
/**
 * Fills `dir` (a private folder bound writable into setup alone) with a mirror of each cache and returns setup's
 * variables and read-only binds. Reads only the host's own cache folders, which no sandboxed command could write.
 * As root, the mirror belongs to `owner` (the commands' user), who reads the caches through the bind even where
 * their host folder is closed to it (/root).
 */
function seedSetupCaches(caches, dir, parent = process.env, owner) {
    const env = {};
    const binds = [];
    const notes = [];
    for (const c of caches.mirrored) {
        const view = external_node_path_default().join(dir, HOST_VIEW, c.name);
        const copy = external_node_path_default().join(dir, c.name);
        external_node_fs_default().mkdirSync(view, { recursive: true });
        let ok;
        try {
            const sub = c.only ?? '';
            ok = external_node_fs_default().existsSync(external_node_path_default().join(c.dir, sub))
                ? mirror(external_node_path_default().join(c.dir, sub), external_node_path_default().join(copy, sub), external_node_path_default().join(view, sub), owner)
                : true;
            external_node_fs_default().mkdirSync(copy, { recursive: true });
            if (owner)
                external_node_fs_default().lchownSync(copy, owner.uid, owner.gid);
        }
        catch (err) {
            notes.push(`${c.name} (${c.dir}) not reused: ${err.message}`);
            ok = false;
        }
        if (!ok) {
            if (!notes.some((n) => n.startsWith(`${c.name} `)))
                notes.push(`${c.name} (${c.dir}) not reused: more than ${MAX_CACHE_FILES} files`);
            (0,remove_tree/* removeTree */.d)(copy);
            continue;
        }
        env[c.variable] = copy;
        binds.push([c.dir, view]);
        notes.push(`${c.name} (${c.dir}, read-only, new files private)`);
    }
    if (caches.goDownloads) {
        env.GOPROXY = `file://${caches.goDownloads},${parent.GOPROXY || 'https://proxy.golang.org,direct'}`;
        notes.push(`Go modules (${caches.goDownloads}, read-only module proxy)`);
    }
    if (owner)
        external_node_fs_default().lchownSync(dir, owner.uid, owner.gid);
    return { env, binds, notes };
}

// EXTERNAL MODULE: ./src/workspace/setup-network.ts
var setup_network = __webpack_require__(39011);
// EXTERNAL MODULE: ./src/process/exec.ts
var exec = __webpack_require__(49072);
// EXTERNAL MODULE: ./src/security/env.ts
var security_env = __webpack_require__(13497);
;// CONCATENATED MODULE: ./src/workspace/sandbox/grants.ts
/**
 * Grants: as root, commands run as nobody, so the workspace is opened to nobody's group for the run and given back at
 * its end, on descriptors of the very inodes changed (`src/security/no-follow.ts` has the host's file access).
 */




const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = (external_node_fs_default()).constants;
/**
 * A descriptor on the folder or regular file at `p`, never through a link at its end (O_NOFOLLOW) and never waiting
 * on a FIFO (O_NONBLOCK); undefined for anything else. Modes change on descriptors only: a path a command swapped for
 * a link between our look and our chmod would hand root's chmod to a host file.
 */
function openOwnEntry(p) {
    let fd;
    try {
        fd = external_node_fs_default().openSync(p, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    const st = external_node_fs_default().fstatSync(fd);
    if (st.isDirectory() || st.isFile())
        return { fd, st };
    external_node_fs_default().closeSync(fd);
    return undefined;
}
/**
 * Dependency folders by name: after setup they are read-only for every command (`protect`), so nobody needs to write
 * them unless setup runs. Their grant waits until then (see `DeferredGrants`): a 20,000-file node_modules is not
 * re-moded, and given back, at every run.
 */
const DEFERRED_FOLDERS = new Set(['node_modules', '.venv', 'venv']);
/** Opens one folder or regular file to nobody's group (setgid folders, group-writable), on its descriptor. */
function grantOn(fd, st, p, gid, grants) {
    const dir = st.isDirectory();
    const mode = st.mode & 0o7777;
    const want = mode | 0o060 | (dir || mode & 0o100 ? 0o010 : 0) | (dir ? 0o2000 : 0);
    if (st.gid === gid && want === mode)
        return;
    grants.push({ path: p, dev: st.dev, ino: st.ino, uid: st.uid, gid: st.gid, mode });
    if (st.gid !== gid)
        external_node_fs_default().fchownSync(fd, st.uid, gid);
    external_node_fs_default().fchmodSync(fd, want);
}
/** grantOn for the entry at `p`, when it is still the one `seen` (same device and inode). */
function grantEntry(p, seen, gid, grants) {
    const entry = openOwnEntry(p);
    if (!entry)
        return;
    try {
        if (entry.st.dev === seen.dev && entry.st.ino === seen.ino)
            grantOn(entry.fd, entry.st, p, gid, grants);
    }
    finally {
        external_node_fs_default().closeSync(entry.fd);
    }
}
/**
 * Root drops to nobody, so nobody must be able to write the workspace: its group becomes nobody's (setgid folders,
 * group-writable), .git excepted. Ownership stays, so git run by root on the host still trusts the folder. With
 * `deferred`, dependency folders below the top are not entered: their paths are added to it instead.
 * One pass, on descriptors: each folder is listed through its own descriptor and each entry opened inside it
 * (`/proc/self/fd/N/name`, as openat would), never through a link: an open, a stat, the change and a close an entry,
 * still linear in the tree (issue 45: an idmapped mount giving nobody the files' owner would need no walk).
 */
function grantWorkspace(root, gid, deferred) {
    const grants = [];
    const top = openOwnEntry(root);
    if (!top)
        return grants;
    const visit = (fd, st, p, isTop) => {
        try {
            grantOn(fd, st, p, gid, grants);
            if (!st.isDirectory())
                return;
            const at = `/proc/self/fd/${fd}`;
            for (const e of external_node_fs_default().readdirSync(at, { withFileTypes: true })) {
                const name = e.name;
                // Links stay as they are; devices, FIFOs and sockets are never opened.
                if ((isTop && name === '.git') || !(e.isDirectory() || e.isFile()))
                    continue;
                const child = openOwnEntry(`${at}/${name}`);
                if (!child)
                    continue;
                const childPath = external_node_path_default().join(p, name);
                if (deferred && child.st.isDirectory() && DEFERRED_FOLDERS.has(name)) {
                    external_node_fs_default().closeSync(child.fd);
                    deferred.push(childPath);
                    continue;
                }
                visit(child.fd, child.st, childPath, false);
            }
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    };
    visit(top.fd, top.st, root, true);
    return grants;
}
/** The cache folders tools keep inside node_modules (ava, babel-loader, eslint-loader, terser: `.cache`; vite's `.vite`). */
const TOOL_CACHES = ['.cache', '.vite'];
/**
 * A node_modules root installed (read-only for nobody after `protect`) still has its tools' cache folders writable
 * by nobody's group, as they are for the user who installed it: `mkdir node_modules/.cache/ava` must not fail with
 * EACCES in the baseline. `.cache` is made when missing; a link in its place is left alone. Given back at dispose.
 */
function grantToolCaches(dir, gid) {
    if (external_node_path_default().basename(dir) !== 'node_modules' || !external_node_fs_default().lstatSync(dir, { throwIfNoEntry: false })?.isDirectory())
        return [];
    return TOOL_CACHES.flatMap((name) => {
        const cache = external_node_path_default().join(dir, name);
        if (name === '.cache' && !external_node_fs_default().lstatSync(cache, { throwIfNoEntry: false }))
            external_node_fs_default().mkdirSync(cache);
        return external_node_fs_default().lstatSync(cache, { throwIfNoEntry: false })?.isDirectory() ? grantWorkspace(cache, gid) : [];
    });
}
/**
 * A read-only folder nobody must still read, as outside the sandbox: only the entries others cannot read (a file
 * without o+r, a folder without o+rx) are opened to nobody's group. `find` (which never follows a link) names them,
 * many times faster than an lstat per entry from here; where it cannot run, the whole folder gets the full grant.
 */
async function grantReading(root, gid) {
    const closed = await unreadableEntries(root);
    if (!closed)
        return grantWorkspace(root, gid);
    const grants = [];
    for (const p of closed) {
        const seen = external_node_fs_default().lstatSync(p, { throwIfNoEntry: false });
        if (seen && (seen.isDirectory() || seen.isFile()))
            grantEntry(p, seen, gid, grants);
    }
    return grants;
}
/** The files and folders under `root` that others cannot read, parents first; undefined where `find` failed. */
async function unreadableEntries(root) {
    // A file others cannot read, or a folder they cannot list and enter; the groups are find's own words.
    const closed = '( ( -type f ! -perm -o=r ) -o ( -type d ! -perm -o=rx ) )'.split(' ');
    const found = await (0,exec/* runProcess */.R3)(['find', root, ...closed, '-print0'], {
        cwd: root,
        env: (0,security_env/* childEnv */.g)(),
        timeoutMs: 120_000,
        maxOutputChars: 64 * 1024 * 1024,
        separateStderr: true,
    }).catch(() => undefined);
    if (!found || found.exitCode !== 0 || found.cutBytes > 0)
        return undefined;
    return found.output.split('\0').filter(Boolean);
}
/**
 * The dependency folders whose grant waits. It is settled once, by the first of: setup's first command (which may
 * write them: a full grant), `protect` (read-only from then on: only what nobody could not read), or any other
 * command (a full grant, as if nothing were deferred).
 */
class DeferredGrants {
    grants;
    gid;
    folders;
    constructor(grants, gid, folders) {
        this.grants = grants;
        this.gid = gid;
        this.folders = folders;
    }
    /** Every waiting folder gets the full grant (setup's first command, or a command before `protect`). */
    settle() {
        if (this.gid === undefined)
            return;
        for (const dir of this.folders.splice(0))
            this.grants.push(...grantWorkspace(dir, this.gid));
    }
    /** The waiting folders inside `readOnly` get only what reading needs; the others the full grant. */
    async settleReadOnly(readOnly) {
        if (this.gid === undefined)
            return;
        for (const dir of this.folders.splice(0)) {
            const kept = readOnly.some((r) => dir === r || dir.startsWith(`${r}${(external_node_path_default()).sep}`));
            this.grants.push(...(kept ? await grantReading(dir, this.gid) : grantWorkspace(dir, this.gid)));
        }
    }
}
/**
 * Gives back the group and mode grant() changed, on a descriptor and only to the very file it changed (same device,
 * inode and owner): a path that a command replaced, by a link or anything else, is left alone.
 */
function revoke(grants) {
    for (const g of [...grants].reverse()) {
        const entry = openOwnEntry(g.path);
        if (!entry)
            continue;
        const { fd, st } = entry;
        try {
            if (st.dev !== g.dev || st.ino !== g.ino || st.uid !== g.uid)
                continue;
            external_node_fs_default().fchownSync(fd, st.uid, g.gid);
            external_node_fs_default().fchmodSync(fd, g.mode);
        }
        catch {
            // removed meanwhile
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    }
    grants.length = 0;
}

// EXTERNAL MODULE: ./src/workspace/sandbox/host.ts
var sandbox_host = __webpack_require__(95759);
;// CONCATENATED MODULE: ./src/workspace/sandbox/ci-env.ts
/**
 * The CI variables a job's `run:` step has, for the commands in the bwrap sandbox (issue 54): code that acts right
 * only where `GITHUB_ACTIONS` is unset, or `RUNNER_OS` empty, is proven there and wrong on the user's CI. Every value
 * is the host's own, from a fixed list of names that hold no secret (a name of the job's own `env:` such as
 * GITHUB_PAT is not on it); a name shaped like a credential is dropped whatever the list says (security/env.ts).
 * Never: GITHUB_TOKEN, ACTIONS_* (the runtime's and the OIDC request's tokens and URLs, the cache's), INPUT_*.
 */






/** What a step sees of the run, the repository and the runner: the host's values. */
const AS_IS = [
    'CI',
    'GITHUB_ACTIONS',
    'GITHUB_ACTOR',
    'GITHUB_ACTOR_ID',
    'GITHUB_API_URL',
    'GITHUB_BASE_REF',
    'GITHUB_EVENT_NAME',
    'GITHUB_GRAPHQL_URL',
    'GITHUB_HEAD_REF',
    'GITHUB_JOB',
    'GITHUB_REF',
    'GITHUB_REF_NAME',
    'GITHUB_REF_PROTECTED',
    'GITHUB_REF_TYPE',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_ID',
    'GITHUB_REPOSITORY_OWNER',
    'GITHUB_REPOSITORY_OWNER_ID',
    'GITHUB_RETENTION_DAYS',
    'GITHUB_RUN_ATTEMPT',
    'GITHUB_RUN_ID',
    'GITHUB_RUN_NUMBER',
    'GITHUB_SERVER_URL',
    'GITHUB_SHA',
    'GITHUB_TRIGGERING_ACTOR',
    'GITHUB_WORKFLOW',
    'GITHUB_WORKFLOW_REF',
    'GITHUB_WORKFLOW_SHA',
    'RUNNER_ARCH',
    'RUNNER_DEBUG',
    'RUNNER_ENVIRONMENT',
    'RUNNER_NAME',
    'RUNNER_OS',
    // Paths the sandbox shows as on the host, read-only (the workspace itself writable where it is the workspace).
    'GITHUB_WORKSPACE',
    'RUNNER_TOOL_CACHE',
    'RUNNER_WORKSPACE',
    // Under RUNNER_TEMP, which is an empty folder inside: the payload's copy is bound there (`eventPayload`).
    'GITHUB_EVENT_PATH',
];
/** The runner's files for a step's commands to the job: given only where the sandbox covers them (`scratchFolders`). */
const FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];
/**
 * The covered folders (real paths, from `hidden`) that get a writable empty tmpfs of their own in each command:
 * RUNNER_TEMP and the folders of the file commands. A test that writes `$GITHUB_OUTPUT` or a file in `$RUNNER_TEMP`
 * works as in CI, and what it writes is thrown away with the command: no later step of the job reads it.
 */
function scratchFolders(hidden, parent = process.env) {
    const asked = [parent.RUNNER_TEMP, ...FILE_COMMANDS.map((n) => parent[n] && external_node_path_default().dirname(parent[n]))];
    const covered = new Set(hidden);
    return [...new Set(asked.filter((p) => Boolean(p && external_node_path_default().isAbsolute(p))).map(sandbox_host/* realOrSelf */.er))].filter((p) => covered.has(p));
}
/**
 * The variables for the commands: the host's CI variables above; RUNNER_TEMP and the file commands only where they
 * fall in a scratch folder; `GITHUB_ACTION` as a `run:` step has it (`__run`), its action's repository and ref empty
 * (the host's name agent-fix's own action).
 */
function ciEnv(scratch, parent = process.env) {
    const env = {};
    for (const name of AS_IS) {
        const value = parent[name];
        if (value !== undefined && !(0,security_env/* isSecretName */.e)(name))
            env[name] = value;
    }
    const inScratch = (p) => Boolean(p && external_node_path_default().isAbsolute(p) && scratch.some((s) => (0,sandbox_host/* within */.ux)((0,sandbox_host/* realOrSelf */.er)(external_node_path_default().dirname(p)), s)));
    if (parent.RUNNER_TEMP && scratch.includes((0,sandbox_host/* realOrSelf */.er)(parent.RUNNER_TEMP)))
        env.RUNNER_TEMP = parent.RUNNER_TEMP;
    for (const name of FILE_COMMANDS)
        if (inScratch(parent[name]))
            env[name] = parent[name];
    if (parent.GITHUB_ACTIONS === 'true')
        Object.assign(env, { GITHUB_ACTION: '__run', GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' });
    return env;
}
/** GitHub caps a webhook's payload at 25 MB; a larger file is no event payload of a runner's. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
/**
 * What the caller of a dispatch writes in the payload, which may be anything (a token passed as an input): emptied.
 * A run of the user's CI on a push or a pull request has neither.
 */
const CALLER_FIELDS = ['inputs', 'client_payload'];
/**
 * The file `GITHUB_EVENT_PATH` names, for the commands (issue 54): a copy of the webhook's payload made now, read-only,
 * bound at the host's path (inside RUNNER_TEMP's empty folder, where a test reading the event on CI finds it), so no
 * command writes the host's file. The payload is GitHub's own webhook data (the repository, the issue or pull
 * request, the sender), which holds no token; a dispatch's `inputs` and `client_payload` are the caller's and are
 * emptied. None when the variable names no regular JSON file, a path in the workspace, or one under a covered folder
 * other than the scratch ones (the copy would show what the cover hides).
 */
function eventPayload(root, hidden, scratch, parent = process.env) {
    const at = parent.GITHUB_EVENT_PATH;
    if (!at || !external_node_path_default().isAbsolute(at))
        return undefined;
    const real = (0,sandbox_host/* realOrSelf */.er)(at);
    if ((0,sandbox_host/* within */.ux)(real, root) || (0,sandbox_host/* within */.ux)(at, root))
        return undefined;
    const coveredBy = hidden.filter((h) => (0,sandbox_host/* within */.ux)(real, h) || (0,sandbox_host/* within */.ux)(at, h));
    if (coveredBy.some((h) => !scratch.includes(h)))
        return undefined;
    let text;
    try {
        const st = external_node_fs_default().lstatSync(at);
        if (!st.isFile() || st.size > MAX_EVENT_BYTES)
            return undefined;
        text = external_node_fs_default().readFileSync(at, 'utf8');
    }
    catch {
        return undefined;
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
        return undefined;
    const fields = payload;
    const emptied = CALLER_FIELDS.filter((f) => f in fields);
    for (const f of emptied)
        fields[f] = {};
    const dir = (0,temp_name/* neutralTempDir */.R)();
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(dir));
    // Enterable and readable by nobody (the commands' user when agent-fix runs as root); bound read-only.
    external_node_fs_default().chmodSync(dir, 0o755);
    const source = external_node_path_default().join(dir, external_node_path_default().basename(at));
    external_node_fs_default().writeFileSync(source, emptied.length ? `${JSON.stringify(fields, null, 2)}\n` : text, { mode: 0o444 });
    return { source, at };
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/home.ts
/** The sandbox's private home and the variables that send every toolchain's caches into it. */






/** Private homes: one per prepared sandbox, removed at dispose or, at the latest, at exit. */
function makeHome(dropTo) {
    const home = (0,temp_name/* neutralTempDir */.R)();
    // git refuses a work tree owned by someone else ("dubious ownership"); this home is the sandbox's, not the host's.
    // As root the commands run as nobody, and the workspace shows another owner (and, granted, group and ctime) than the
    // one git's index recorded: without `checkStat = minimal` every git status or describe a test runs would re-read
    // every file of the tree (seconds at 100,000 files). mtime and size still show a change.
    const core = dropTo ? '[core]\n\tcheckStat = minimal\n' : '';
    external_node_fs_default().writeFileSync(external_node_path_default().join(home, '.gitconfig'), `[safe]\n\tdirectory = *\n${core}`);
    external_node_fs_default().mkdirSync(external_node_path_default().join(home, '.cache'));
    if (dropTo)
        for (const p of [home, external_node_path_default().join(home, '.gitconfig'), external_node_path_default().join(home, '.cache')])
            external_node_fs_default().chownSync(p, dropTo.uid, dropTo.gid);
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(home));
    return home;
}
/**
 * Where the sandbox shows the private home: at the host's own HOME (its real path), so `HOME`, `~` and the cache
 * variables read as they do in the user's CI step (issue 54: a home under the temporary folder told the proof apart).
 * Nothing of the host's home is seen there but the tool folders bound back (`homeTools`). Undefined, and the home
 * stays at its own path, where the host's HOME is no plain folder of its own: missing, `/`, a system folder, the
 * temporary folder or an ancestor of it, or the workspace or a folder inside it (the workspace is bound over it). A
 * workspace under it (/home/runner/work/…) is the usual case: it is bound over the shown home.
 */
function homeShownAt(root, hostHome = external_node_os_default().homedir()) {
    if (!external_node_path_default().isAbsolute(hostHome) || !external_node_fs_default().statSync(hostHome, { throwIfNoEntry: false })?.isDirectory())
        return undefined;
    const real = external_node_fs_default().realpathSync(hostHome);
    const system = [
        '/bin',
        '/boot',
        '/dev',
        '/etc',
        '/lib',
        '/lib32',
        '/lib64',
        '/proc',
        '/run',
        '/sbin',
        '/sys',
        '/usr',
    ];
    if (real === '/' || system.some((d) => (0,sandbox_host/* within */.ux)(real, d)))
        return undefined;
    const shared = ['/tmp', '/var', '/opt', '/srv', '/mnt', '/media', '/var/tmp', external_node_os_default().tmpdir()];
    if (shared.some((d) => (0,sandbox_host/* within */.ux)(d, real)) || (0,sandbox_host/* within */.ux)(real, root))
        return undefined;
    return real;
}
/**
 * The private home's own top-level entries (what its variables name): a tool folder under one of them (~/.cargo/bin,
 * ~/go/bin) is bound back alone, so the rest stays the private home's, writable (CARGO_HOME, GOPATH).
 */
const HOME_OWN = new Set(['.gitconfig', '.cache', 'go', '.npm', '.cargo', '.gradle']);
/**
 * The mount points under the shown home (tool folders bound back, the workspace), made in the private home before any
 * command, owned by the sandbox user: bwrap would make them as root, and nobody could no longer write ~/.cargo or
 * ~/work. Idempotent.
 */
function makeMountPoints(home, shownAt, targets, dropTo) {
    for (const t of targets) {
        if (t === shownAt || !(0,sandbox_host/* within */.ux)(t, shownAt))
            continue;
        let at = home;
        for (const part of external_node_path_default().relative(shownAt, t).split((external_node_path_default()).sep)) {
            at = external_node_path_default().join(at, part);
            if (external_node_fs_default().lstatSync(at, { throwIfNoEntry: false }))
                continue;
            external_node_fs_default().mkdirSync(at, { mode: 0o755 });
            if (dropTo)
                external_node_fs_default().chownSync(at, dropTo.uid, dropTo.gid);
        }
    }
}
/**
 * The variables that send every toolchain's caches into the private home: the host's own caches are neither read
 * nor poisoned for later steps, and a fresh machine without ~/.cache works. The setup command shares this home,
 * so what it downloads (go mod download, cargo fetch, pip install --user) is there for the commands after it; it
 * alone also reuses the job's caches (setup-caches.ts).
 */
function homeEnv(home, parent = process.env, hostHome = external_node_os_default().homedir()) {
    const env = {
        HOME: home,
        XDG_CACHE_HOME: external_node_path_default().join(home, '.cache'),
        GOCACHE: external_node_path_default().join(home, '.cache', 'go-build'),
        GOPATH: external_node_path_default().join(home, 'go'),
        GOMODCACHE: external_node_path_default().join(home, 'go', 'pkg', 'mod'),
        npm_config_cache: external_node_path_default().join(home, '.npm'),
        PIP_CACHE_DIR: external_node_path_default().join(home, '.cache', 'pip'),
        CARGO_HOME: external_node_path_default().join(home, '.cargo'),
        GRADLE_USER_HOME: external_node_path_default().join(home, '.gradle'),
        YARN_CACHE_FOLDER: external_node_path_default().join(home, '.cache', 'yarn'),
    };
    // rustup's toolchains stay where they are (read-only); under the new HOME rustup would find none.
    const rustup = parent.RUSTUP_HOME || external_node_path_default().join(hostHome, '.rustup');
    if ((0,sandbox_host/* exists */.t2)(rustup))
        env.RUSTUP_HOME = rustup;
    // The job's own caches (npm, pip, Go) reach the setup command only: setup-caches.ts.
    return env;
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/holdings.ts







/** `idmapped`: the workspace is shown to nobody as its own (idmap.ts), so nothing of it is granted. */
function holdOnHost(root, dropTo, idmapped = false) {
    const home = makeHome(dropTo);
    const deferredFolders = [];
    const granting = dropTo && !idmapped ? dropTo : undefined;
    const grants = granting ? grantWorkspace(root, granting.gid, deferredFolders) : [];
    const setupCachesDir = (0,temp_name/* neutralTempDir */.R)();
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(setupCachesDir));
    // Owners and modes go back at dispose, or at exit when the run is cancelled (revoke empties the list: once only).
    (0,cleanup/* hold */._2)('mode', () => revoke(grants));
    (0,run_folder/* noteGrants */.Ee)(grants);
    const deferred = new DeferredGrants(grants, granting?.gid, deferredFolders);
    return { home, grants, setupCachesDir, deferred };
}
function release(held) {
    revoke(held.grants);
    (0,remove_tree/* removeTree */.d)(held.home);
    (0,remove_tree/* removeTree */.d)(held.setupCachesDir);
}

// EXTERNAL MODULE: ./src/workspace/sandbox/idmap.ts
var sandbox_idmap = __webpack_require__(98460);
;// CONCATENATED MODULE: ./src/workspace/sandbox/limits.ts
/** The pids limit every sandboxed command runs under: a pids cgroup as root, `ulimit -u` otherwise. */



const DEFAULT_PIDS_LIMIT = 4096;
let cgroupCounter = 0;
/** One cgroup per limit and process: sandboxes prepared again (tests, bench) share it. */
const limiters = new Map();
/**
 * A pids limit. root ignores RLIMIT_NPROC, so as root we use a pids cgroup (v1 or v2); otherwise `ulimit -u`, which
 * counts every process of the user (fine for a runner user with a handful of processes).
 */
function pidsLimiter(limit) {
    if (!limiters.has(limit))
        limiters.set(limit, makePidsLimiter(limit));
    return limiters.get(limit);
}
function makePidsLimiter(limit) {
    if (process.getuid?.() !== 0) {
        return { shell: `ulimit -u ${limit} 2>/dev/null;`, arg0: 'sh', describe: `ulimit -u ${limit}` };
    }
    const bases = [];
    if ((0,sandbox_host/* exists */.t2)('/sys/fs/cgroup/pids/cgroup.procs'))
        bases.push('/sys/fs/cgroup/pids');
    try {
        if (external_node_fs_default().readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8').split(/\s+/).includes('pids')) {
            bases.push('/sys/fs/cgroup');
        }
    }
    catch {
        // not cgroup v2
    }
    for (const base of bases) {
        removeStaleCgroups(base);
        const dir = external_node_path_default().join(base, `agent-fix-${process.pid}-${cgroupCounter++}`);
        try {
            external_node_fs_default().mkdirSync(dir);
            external_node_fs_default().writeFileSync(external_node_path_default().join(dir, 'pids.max'), String(limit));
        }
        catch {
            try {
                external_node_fs_default().rmdirSync(dir);
            }
            catch {
                // never made
            }
            continue;
        }
        (0,sandbox_host/* atExit */.sz)(() => external_node_fs_default().rmdirSync(dir));
        const procs = external_node_path_default().join(dir, 'cgroup.procs');
        // Fail closed: a command that could not enter the cgroup does not run.
        // The processes of a command killed a moment ago (a fork bomb) leave the cgroup asynchronously; wait (bounded)
        // until there is room, or bwrap's clone fails with EAGAIN.
        // `read`, a builtin: no subshell and no `cat` in front of every command.
        const drain = `n=0; while { read -r c < "\${0%/*}/pids.current"; } 2>/dev/null || c=0; [ "\${c:-0}" -gt ${Math.floor(limit / 2)} ] && [ $n -lt 100 ]; do sleep 0.1; n=$((n+1)); done;`;
        const shell = `{ echo $$ > "$0"; } 2>/dev/null || { echo "agent-fix: could not enter the pids cgroup $0"; exit 125; }; ${drain}`;
        return { shell, arg0: procs, describe: `pids cgroup ≤ ${limit}` };
    }
    return undefined;
}
function removeStaleCgroups(base) {
    let entries;
    try {
        entries = external_node_fs_default().readdirSync(base).filter((e) => /^agent-fix-\d+-\d+$/.test(e));
    }
    catch {
        return;
    }
    for (const entry of entries) {
        const owner = Number(entry.split('-')[2]);
        if ((0,sandbox_host/* exists */.t2)(`/proc/${owner}`))
            continue;
        try {
            external_node_fs_default().rmdirSync(external_node_path_default().join(base, entry));
        }
        catch {
            // processes still inside
        }
    }
}

;// CONCATENATED MODULE: ./src/workspace/forwarder.ts
/**
 * The name the forwarder shows in the process list (its /proc/<pid>/cmdline and comm), set before it listens: a plain
 * `node`, as any JS tool a suite starts. Its own argv (this source, with agent-fix's messages in it) would tell the
 * code under test it runs where agent-fix proves it (issue 54, docs/sandbox.md).
 */
const FORWARDER_TITLE = 'node';
/**
 * The forwarder that runs inside the sandbox, before the command, under its own network namespace: it listens on
 * 127.0.0.1 and ::1 at each allowed port and relays every connection to a unix socket in the bridge folder, where
 * agent-fix (outside) relays on to the host's port or to the allowlist proxy (network.ts). It is plain CommonJS run
 * with `node -e`, so the bundle needs no extra file, and it prints `ready` once every port listens.
 *
 * argv: the bridge folder, then `PORT:SOCKET` pairs joined by commas.
 */
const FORWARDER_SOURCE = String.raw `
process.title = ${JSON.stringify(FORWARDER_TITLE)};
const net = require('net');
const path = require('path');
const [dir, spec] = process.argv.slice(1);
const fail = (m) => { process.stderr.write('agent-fix: network forwarder: ' + m + '\n'); process.exit(1); };
const pairs = spec.split(',').filter(Boolean).map((s) => s.split(':'));
let pending = pairs.length * 2;
const done = () => { if (--pending === 0) process.stdout.write('ready\n'); };
const relay = (name) => (client) => {
  const upstream = net.connect({ path: path.join(dir, name), allowHalfOpen: true });
  const end = () => { client.destroy(); upstream.destroy(); };
  client.on('error', end); upstream.on('error', end);
  client.on('close', end); upstream.on('close', end);
  client.pipe(upstream); upstream.pipe(client);
};
for (const [port, name] of pairs) {
  for (const host of ['127.0.0.1', '::1']) {
    const server = net.createServer({ allowHalfOpen: true }, relay(name));
    server.on('error', (e) => {
      if (host === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(e.code)) return done();
      fail('cannot listen on ' + host + ' port ' + port + ': ' + e.message);
    });
    server.listen({ port: Number(port), host, ipv6Only: host === '::1' }, done);
  }
}
if (pending === 0) process.stdout.write('ready\n');
`;
/**
 * Bash run inside bwrap in front of the command: starts the forwarder, waits for its `ready`, then execs the command.
 * The forwarder dies with the sandbox's PID namespace when the command ends. Fails closed (exit 125) when it cannot.
 * `$1` is node, `$2` the bridge folder, `$3` the spec, the rest the command.
 */
const FORWARDER_LAUNCH = 'node="$1" dir="$2" spec="$3"; shift 3; ' +
    `exec 3< <(exec "$node" -e '${FORWARDER_SOURCE.replaceAll("'", `'\\''`)}' "$dir" "$spec"); ` +
    'read -r -t 20 ok <&3; exec 3<&-; ' +
    '[ "$ok" = ready ] || { echo "agent-fix: the network forwarder inside the sandbox did not start (see above); the command did not run" >&2; exit 125; }; ' +
    'exec "$@"';

;// CONCATENATED MODULE: ./src/workspace/sandbox/bwrap-args.ts
/** The bwrap plan (what a command sees) and its command line. */





/** Stands for the command's working directory in the bwrap arguments; see `wrap`. */
const CWD_MARK = '@AGENT_FIX_CWD@';
/** Host folders that hold unix sockets; covered so that no host service is reachable with the network off. */
const SOCKET_DIRS = ['/run', '/var/run'];
/** Kept visible under a covered /run when the network is on: Ubuntu's resolv.conf points into it. */
const RESOLVER_DIRS = ['/run/systemd/resolve', '/run/resolvconf'];
/** The descriptor the wrapper opens the seccomp filter on, for bwrap's `--seccomp` (seccomp.ts). */
const SECCOMP_FD = 10;
/**
 * The descriptor bwrap reads its options from (`--args`): the sandbox's PID 1 is bwrap's own reaper, whose
 * /proc/1/cmdline would otherwise list every mount, the private home and the covered secrets' paths to the code under
 * test. Between `ARGS_OPEN` and `ARGS_CLOSE` in the argv, the wrapper's shell moves the options into it.
 */
const ARGS_FD = 11;
const ARGS_OPEN = '@AGENT_FIX_ARGS@';
const ARGS_CLOSE = '@AGENT_FIX_ARGS_END@';
/** The name PID 1 shows in the sandbox: a runner's VM shows its init there. */
const PID1_NAME = '/sbin/init';
/** The host's /proc/sys and the sysrq trigger: root could set kernel.core_pattern and run code as host root. */
const PROC_READ_ONLY = ['/proc/sys', '/proc/sysrq-trigger'];
/** A real folder or a regular file (not a link): what may be bound read-only (Yarn's `.pnp.cjs` is a file). */
function realKind(p) {
    const st = external_node_fs_default().lstatSync(p, { throwIfNoEntry: false });
    return st?.isDirectory() ? 'dir' : st?.isFile() ? 'file' : undefined;
}
const sameKind = (a, b) => realKind(a) !== undefined && realKind(a) === realKind(b);
/**
 * What `rel` is in an overlay of `upper` over `lower`, as far as our own layers go: the upper's entry where it has one
 * (a whiteout is nothing), nothing below a file of the upper, else the lower's. Opaque folders are not read: a tree's
 * mount points (`.git`, the dependency folders) are never inside one, since no command can remove a mount point.
 */
function mergedKind(upper, lower, rel) {
    let at = upper;
    for (const part of rel.split('/').filter((p) => p && p !== '.')) {
        at = external_node_path_default().join(at, part);
        const st = external_node_fs_default().lstatSync(at, { throwIfNoEntry: false });
        if (!st)
            return realKind(external_node_path_default().join(lower, rel));
        if (!st.isDirectory())
            return at === external_node_path_default().join(upper, rel) ? realKind(at) : undefined;
    }
    return 'dir';
}
/**
 * The folders between an emptied mount (a tmpfs) and a bind target inside it, made enterable. bwrap would create them
 * as root with mode 700, so nobody could not reach a work tree at /tmp/a/b/repo or under a covered /root.
 */
function openParents(target, emptied) {
    const top = emptied.filter((m) => m !== target && (0,sandbox_host/* within */.ux)(target, m)).sort((a, b) => b.length - a.length)[0];
    if (!top)
        return [];
    const out = [];
    for (let dir = external_node_path_default().dirname(target); dir !== top && (0,sandbox_host/* within */.ux)(dir, top); dir = external_node_path_default().dirname(dir))
        out.unshift('--perms', '0755', '--dir', dir);
    return out;
}
/**
 * Whether a covered path is still to be covered: under a home shown at the host's HOME, the host's own entries are not
 * seen (the private home is), so only those inside a folder bound back over it (a tool's, the workspace) and the
 * scratch folders are. A cover there would hide the private home's own (.gitconfig, ~/.npm).
 */
function shown(plan, p) {
    if (!plan.homeAt || !(0,sandbox_host/* within */.ux)(p, plan.homeAt) || plan.scratch?.includes(p))
        return true;
    return [...(plan.tools ?? []), plan.root].some((t) => (0,sandbox_host/* within */.ux)(t, plan.homeAt) && (0,sandbox_host/* within */.ux)(p, t));
}
/** The bwrap command line (pure: the order of mounts matters, later ones cover earlier ones). */
/** A hidden path covered: a scratch folder by an empty writable one, another folder by a tmpfs, a file by /dev/null. */
function hideArgs(plan, p) {
    if (plan.scratch?.includes(p))
        return ['--perms', '1777', '--tmpfs', p];
    let dir = false;
    try {
        dir = external_node_fs_default().statSync(p).isDirectory();
    }
    catch {
        // A dangling symlink or a socket: cover it as a file.
    }
    return dir ? ['--tmpfs', p] : ['--ro-bind', '/dev/null', p];
}
function bwrapArgs(plan) {
    const hide = (p) => hideArgs(plan, p);
    const args = [plan.bwrap, '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
    // bwrap 0.8 leaves /proc/sys writable for root; kernel.core_pattern there runs a program as host root.
    for (const p of PROC_READ_ONLY)
        args.push('--ro-bind-try', p, p);
    args.push('--perms', '1777', '--tmpfs', '/tmp');
    // Unix sockets of host services (databases, dbus, container engines) are reachable whatever the network namespace.
    for (const d of SOCKET_DIRS)
        if ((0,sandbox_host/* isRealDir */.qo)(d))
            args.push('--tmpfs', d);
    if (plan.network)
        for (const d of RESOLVER_DIRS)
            if ((0,sandbox_host/* isRealDir */.qo)(d))
                args.push('--ro-bind', d, d);
    for (const c of plan.covered ?? [])
        args.push('--tmpfs', c);
    const emptied = ['/tmp', ...SOCKET_DIRS, ...(plan.covered ?? [])];
    // A home shown at the host's HOME goes first: the covers holding the workspace, the tool folders and the workspace
    // may be under it (~/.pyenv, /home/runner/work/_temp/…). One at its own path goes after those covers (a TMPDIR
    // inside RUNNER_TEMP).
    const homeAt = plan.homeAt ?? plan.home;
    const bindHome = () => {
        args.push(...openParents(homeAt, emptied), '--bind', plan.home, homeAt);
        if (plan.homeAt)
            emptied.push(plan.homeAt);
    };
    if (plan.homeAt)
        bindHome();
    // A hidden folder that holds the workspace is covered before the workspace is bound back in.
    const coverWithRoot = plan.hidden.filter((p) => (0,sandbox_host/* within */.ux)(plan.root, p));
    for (const p of coverWithRoot)
        args.push(...openParents(p, emptied), ...hide(p));
    emptied.push(...coverWithRoot);
    if (!plan.homeAt)
        bindHome();
    for (const t of plan.tools ?? [])
        args.push(...openParents(t, emptied), '--ro-bind', t, t);
    // The forwarder runs with agent-fix's own node, which may live under a covered folder (a checkout in /tmp, say).
    if (plan.bridge && !(0,sandbox_host/* within */.ux)(plan.bridge.node, plan.root))
        args.push(...openParents(plan.bridge.node, emptied), '--ro-bind', plan.bridge.node, plan.bridge.node);
    // Read-only: connecting to a unix socket needs no write access, and no command may remove or replace a relay.
    if (plan.bridge)
        args.push(...openParents(plan.bridge.dir, emptied), '--ro-bind', plan.bridge.dir, plan.bridge.dir);
    if (plan.setupCaches)
        args.push(...openParents(plan.setupCaches, emptied), '--bind', plan.setupCaches, plan.setupCaches);
    for (const [host, view] of plan.setupCacheBinds ?? [])
        args.push('--ro-bind', host, view);
    args.push(...openParents(plan.root, emptied), '--bind', plan.view ?? plan.root, plan.root);
    // Bind sources are host paths (bwrap reads them from the old root), so these are the workspace's own even in a view.
    // In a view, only over a real folder of the tree: a mount point a command swapped for a link is left as it is.
    const inView = (view, p) => {
        const rel = external_node_path_default().relative(plan.root, p);
        if (!plan.viewLower)
            return sameKind(external_node_path_default().join(view, rel), p);
        const kind = mergedKind(view, plan.viewLower, rel);
        return kind !== undefined && kind === realKind(p);
    };
    const mountPoint = (p) => !plan.view || !(0,sandbox_host/* within */.ux)(p, plan.root) || inView(plan.view, p);
    const dotGit = external_node_path_default().join(plan.root, '.git');
    // Read-only .git: a hook or core.fsmonitor written here would run outside the sandbox at the next git commit.
    if ((0,sandbox_host/* exists */.t2)(dotGit) && mountPoint(dotGit)) {
        args.push('--ro-bind', dotGit, dotGit);
        if (plan.gitConfig)
            args.push('--ro-bind', plan.gitConfig, external_node_path_default().join(dotGit, 'config'));
    }
    // In the private home: at the path it is shown at.
    for (const p of plan.readOnly ?? []) {
        if (!realKind(p))
            continue;
        if ((0,sandbox_host/* within */.ux)(p, plan.root)) {
            if (mountPoint(p))
                args.push('--ro-bind', p, p);
        }
        else if ((0,sandbox_host/* within */.ux)(p, plan.home))
            args.push('--ro-bind', p, external_node_path_default().join(homeAt, external_node_path_default().relative(plan.home, p)));
    }
    for (const p of plan.layered ?? [])
        if ((0,sandbox_host/* within */.ux)(p, plan.root) && realKind(p) === 'dir' && mountPoint(p))
            args.push('--bind', p, p);
    for (const p of plan.hidden)
        if (!(0,sandbox_host/* within */.ux)(plan.root, p) && shown(plan, p)) {
            args.push(...hide(p));
            if ((0,sandbox_host/* isRealDir */.qo)(p))
                emptied.push(p);
        }
    // A report folder in the run's temporary folder: under the private /tmp, at the host's path.
    for (const p of plan.writable ?? [])
        if (!(0,sandbox_host/* within */.ux)(p, plan.root) && realKind(p) === 'dir')
            args.push(...openParents(p, emptied), '--bind', p, p);
    // Last: its folder is most often inside a scratch folder (RUNNER_TEMP), emptied just above.
    if (plan.event && realKind(plan.event.source) === 'file')
        args.push(...openParents(plan.event.at, emptied), '--ro-bind', plan.event.source, plan.event.at);
    args.push(...processArgs(plan));
    return args;
}
/** After the mounts: the namespaces, the session, capabilities and seccomp, then the user and the forwarder. */
function processArgs(plan) {
    const args = [];
    if (plan.userns) {
        const { uid, gid } = plan.userns;
        args.push('--unshare-user', '--uid', String(uid), '--gid', String(gid));
    }
    args.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
    if (!plan.network)
        args.push('--unshare-net');
    // --new-session stops TIOCSTI input injection into our terminal. Without root, --cap-drop ALL drops what the user
    // namespace grants; as root, setpriv below drops everything (it needs CAP_SETUID first, so no --cap-drop here).
    // The host's own name: code that behaves only under another name (`sandbox`) would be proven and wrong outside.
    args.push('--die-with-parent', '--new-session', '--hostname', external_node_os_default().hostname());
    if (!plan.dropTo)
        args.push('--cap-drop', 'ALL');
    // Keyrings are not namespaced: add_key, request_key and keyctl answer EPERM (seccomp.ts).
    if (plan.seccomp)
        args.push('--seccomp', String(SECCOMP_FD));
    args.push('--setenv', 'TMPDIR', '/tmp', '--chdir', CWD_MARK);
    args.push('--');
    if (plan.dropTo) {
        const { setpriv, uid, gid } = plan.dropTo;
        args.push(setpriv, `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--inh-caps=-all', '--bounding-set=-all', '--no-new-privs', '--');
    }
    if (plan.bridge) {
        const { node, dir, spec } = plan.bridge;
        // `$0` only names the launcher's own errors; it execs the command once the forwarder is ready (forwarder.ts).
        args.push('bash', '-c', FORWARDER_LAUNCH, 'bash', node, dir, spec);
    }
    return args;
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/layers.ts
/**
 * The proof's isolation (issue 29, DESIGN guarantee 10): layers, not locks. What setup made outside the tracked tree
 * (the private home with its caches and user sites, the dependency folders) stays on the host as setup left it: the
 * pristine lower layer. From the freeze on (before the baseline), no command writes it: each one sees a kernel
 * overlayfs over it, mounted in a private mount namespace in front of bwrap. The agent's commands share one upper
 * layer, kept for the run; the baseline and each proof run get a fresh one, thrown away when it ends (the baseline's
 * covers the workspace too: a test cache or a report it writes there never reaches the host).
 * The agent's commands also write a layer over the workspace itself (DESIGN guarantee 13): the host's work tree is
 * the lower, never written by a command; what they change there stays in that upper, kept for the run, and
 * `src/workspace/work-layer.ts` settles it after each command (new files the tree would hold go to the host, changes to
 * files there are undone, git-ignored output stays in the layer). It covers the dependency folders inside it too.
 * A proof run in a proof tree also gets the tree's layer (`treeLayout`) over the workspace, at the tree's own folder.
 * As root the mounts are root's own in a new mount namespace; otherwise `unshare --user --map-root-user` gives the
 * mount rights in a user namespace (kernel ≥ 5.11) and bwrap maps the user back to its own uid inside. bwrap 0.8 has
 * no `--overlay`, and copies of a 500 MB node_modules per proof run would cost more than the run itself.
 */







/** overlayfs options are split at `,` and lower layers at `:`: a folder whose path holds them is bound read-only. */
const layerable = (p) => !/[,:\\\n"$`]/.test(p) && realKind(p) === 'dir';
/**
 * A proof tree's layer (verify/tree-layer.ts) in its own folder `top` outside the workspace: `u` is the upper (only
 * what the candidate's tree has other than the workspace, whiteouts for what it lacks), `w` the mounts' work folder,
 * `lock` keeps its commands one at a time (overlayfs leaves two live mounts on one upper undefined, and each mount
 * clears the work folder it is given).
 */
function treeLayout(top) {
    return { upper: external_node_path_default().join(top, 'u'), work: external_node_path_default().join(top, 'w'), lock: external_node_path_default().join(top, 'lock') };
}
/** The layer's folder when `dir` is a tree layer's upper (a `u` beside a `lock` file), else undefined. */
function treeTop(dir) {
    const top = external_node_path_default().dirname(dir);
    const { upper, lock } = treeLayout(top);
    return upper === dir && realKind(lock) === 'file' && realKind(upper) === 'dir' ? top : undefined;
}
/**
 * Shell code mounting a proof tree's layer over its own upper (the folder bwrap shows at the workspace's path), the
 * workspace its lower. The lock is held until the shell ends, with the mount namespace; the command does not get its
 * descriptor. Writes persist in the upper for the tree's next command, as in a checkout.
 */
function treeMount(workspace, top, extra) {
    const { upper, work, lock } = treeLayout(top);
    const failed = (what) => `{ echo "agent-fix: the proof tree's layer ${upper} ${what}" >&2; exit 125; }`;
    return (`exec 9>>${(0,exec/* shellQuote */.ZL)(lock)} && flock 9 || ${failed('could not be locked (flock)')}; ` +
        `mount -t overlay overlay -o "lowerdir=${workspace},upperdir=${upper},workdir=${work}${extra}" ${(0,exec/* shellQuote */.ZL)(upper)} || ${failed('could not be mounted (overlayfs)')}`);
}
/**
 * Shell code (for the mount namespace, as its root) mounting an overlay over each folder, its upper layer under
 * `$1`-named folders. The upper's top takes the lower's owner and mode: overlayfs shows the upper's top as the folder.
 */
function mountScript(folders, layerDir) {
    return folders.map((f, i) => mountOne(f, `${layerDir}/${i}`)).join('; ');
}
/**
 * One overlay over `f`, its upper and work folders under `at`; `extra` mount options (e.g. `,userxattr`). Unprivileged,
 * a folder's group may be one the user namespace does not map (a shared group): then the upper keeps the user's own.
 */
function mountOne(f, at, extra = '') {
    const chown = `chown --reference=${(0,exec/* shellQuote */.ZL)(f)} "${at}/u"${extra ? ' 2>/dev/null || true' : ''}`;
    return (`mkdir -p "${at}/u" "${at}/w" && { ${chown}; } && chmod --reference=${(0,exec/* shellQuote */.ZL)(f)} "${at}/u" && ` +
        `mount -t overlay overlay -o "lowerdir=${f},upperdir=${at}/u,workdir=${at}/w${extra}" ${(0,exec/* shellQuote */.ZL)(f)} || ` +
        `{ echo "agent-fix: the writable layer over ${f} could not be mounted (overlayfs)" >&2; exit 125; }`);
}
/**
 * Layers over `folders()` (read at each command). Fails (returns the reason) where `unshare` is missing; whether the
 * kernel lets us mount is proven by the sandbox's preflight, which runs through a proof layer.
 */
function makeLayering(folders, host, 
/** The workspace (a real path that `layerable` accepts): the agent's commands write a layer over it. */
workspace, 
/** Shell code showing the workspace to the commands' user as its own (idmap.ts), run first in every namespace. */
idmap) {
    const unshare = (0,sandbox_host/* which */.K7)('unshare');
    if (!unshare)
        return { missing: 'unshare (util-linux) is not installed' };
    const dir = (0,temp_name/* neutralTempDir */.R)();
    external_node_fs_default().chmodSync(dir, 0o700);
    const agentDir = external_node_path_default().join(dir, 'a');
    external_node_fs_default().mkdirSync(agentDir);
    const release = () => (0,remove_tree/* removeTree */.d)(dir);
    (0,sandbox_host/* atExit */.sz)(release);
    const root = host.uid === 0;
    const ns = root
        ? [unshare, '--mount', '--propagation', 'private']
        : [unshare, '--user', '--map-root-user', '--mount', '--propagation', 'private'];
    const workDir = external_node_path_default().join(dir, 'b');
    const first = idmap ? `${idmap}; ` : '';
    // Unprivileged, the marks (whiteouts' opaque folders) go in user.* xattrs, which the layer's settling reads.
    const marks = root ? '' : ',userxattr';
    const layered = (kind, tree) => {
        const list = folders().filter(layerable);
        // The workspace's layer is mounted last and covers the dependency folders inside it: one upper for the tree.
        const outside = list.filter((f) => !(0,sandbox_host/* within */.ux)(f, workspace));
        if (kind === 'agent') {
            const own = mountOne(workspace, workDir, marks);
            return `${first}${[mountScript(outside, agentDir), own].filter(Boolean).join('; ')}; exec "$@"`;
        }
        // A proof run's layer: made here, removed when the command ends (and with the rest at dispose or exit). In the
        // workspace itself (the baseline) that layer covers the work tree too: nothing the run writes (a test cache, a
        // build folder, a coverage file) reaches the host's tree.
        const made = `${first}r=$(mktemp -d ${(0,exec/* shellQuote */.ZL)(external_node_path_default().join(dir, 'tmp.XXXXXX'))}) || exit 125`;
        const mounts = tree
            ? [made, treeMount(workspace, tree, marks), mountScript(list, '$r')]
            : [made, mountScript(outside, '$r'), mountOne(workspace, '$r/t', marks)];
        return `${mounts.filter(Boolean).join('; ')}; "$@" 9>&-; s=$?; cd /; rm -rf "$r" 2>/dev/null; exit $s`;
    };
    return {
        folders,
        prefix: (kind, tree) => ({
            argv: [...ns, 'sh', '-c', layered(kind, tree), 'agent-fix-layers'],
            ...(root ? {} : { userns: { uid: host.uid, gid: host.gid } }),
        }),
        plain: () => (idmap ? { argv: [...ns, 'sh', '-c', `${first}exec "$@"`, 'agent-fix-layers'] } : undefined),
        release,
        work: {
            upper: external_node_path_default().join(workDir, 'u'),
            opaqueXattr: root ? 'trusted.overlay.opaque' : 'user.overlay.opaque',
            folders: [agentDir, workDir],
        },
    };
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/types.ts
class SandboxError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SandboxError';
    }
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/preflight.ts
/**
 * Finding, installing and proving bwrap: the preflight, sudo on GitHub-hosted runners, the drop to nobody, and the
 * failure that names the opt-out.
 */





const PREFLIGHT_MARK = 'agent-fix-sandbox-ok';
/** Who commands run as when agent-fix runs as root: nobody. */
const SANDBOX_UID = 65534;
const SANDBOX_GID = 65534;
async function preflight(wrap, root) {
    try {
        const result = await (0,exec/* runProcess */.R3)(['/bin/sh', '-c', `echo ${PREFLIGHT_MARK}`], {
            cwd: root,
            env: (0,security_env/* childEnv */.g)(),
            timeoutMs: 20_000,
            wrap,
            separateStderr: true,
            maxOutputChars: 4000,
        });
        const ok = result.exitCode === 0 && result.output.trim() === PREFLIGHT_MARK;
        return { ok, detail: `${result.output}${result.stderr ?? ''}`.trim() || `exit ${result.exitCode}` };
    }
    catch (err) {
        return { ok: false, detail: err.message };
    }
}
function userNamespacesRestricted(host) {
    try {
        return external_node_fs_default().readFileSync(host.usernsSysctlFile, 'utf8').trim() === '1';
    }
    catch {
        return false;
    }
}
/** Runs a command as root: directly when we are root, else through passwordless sudo (GitHub-hosted runners). */
async function asRoot(argv, host, root, log) {
    const sudo = host.uid === 0 ? undefined : (0,sandbox_host/* which */.K7)('sudo');
    if (host.uid !== 0 && !sudo)
        return false;
    const full = sudo ? [sudo, '-n', ...argv] : argv;
    log(`sandbox: running ${sudo ? 'sudo -n ' : ''}${argv.join(' ')}`);
    try {
        const r = await (0,exec/* runProcess */.R3)(full, {
            cwd: root,
            env: (0,security_env/* childEnv */.g)(),
            timeoutMs: 5 * 60_000,
            separateStderr: true,
            maxOutputChars: 4000,
        });
        if (r.exitCode !== 0)
            log(`sandbox: that failed (exit ${r.exitCode}): ${`${r.stderr ?? ''}${r.output}`.trim().slice(-300)}`);
        return r.exitCode === 0;
    }
    catch (err) {
        log(`sandbox: that could not start: ${err.message}`);
        return false;
    }
}
/** GitHub-hosted Ubuntu images lack bubblewrap; the package is in Ubuntu's archive. */
async function installBubblewrap(host, root, log) {
    const install = [
        'env',
        'DEBIAN_FRONTEND=noninteractive',
        'apt-get',
        'install',
        '-y',
        '-q',
        '--no-install-recommends',
        'bubblewrap',
    ];
    const ok = (await asRoot(install, host, root, log)) ||
        ((await asRoot(['apt-get', 'update', '-q'], host, root, log)) && (await asRoot(install, host, root, log)));
    return ok ? (0,sandbox_host/* which */.K7)('bwrap') : undefined;
}
/** What to do when the sandbox cannot be set up: the message names the explicit opt-out. */
function advice(host, restricted) {
    if (host.platform !== 'linux') {
        return 'bubblewrap exists only on Linux. On macOS and Windows runners set `sandbox: none` (CLI: `--sandbox none`) to run the commands without isolation, knowing what that means (SECURITY.md).';
    }
    const lift = restricted
        ? ` and lift the AppArmor restriction on user namespaces (\`sudo sysctl -w ${sandbox_host/* USERNS_SYSCTL */.WS}=0\`)`
        : '';
    return (`Install bubblewrap (\`sudo apt-get install bubblewrap\`)${lift} in a step before agent-fix, ` +
        'or opt out explicitly with `sandbox: none` (CLI: `--sandbox none`), which runs the commands with only an allowlisted environment (SECURITY.md).');
}
/** The failure for `mode`: it says agent-fix does not fall back to running unsandboxed, and names the opt-out. */
function setupFailure(mode, host) {
    return (reason) => {
        throw new SandboxError(`sandbox: ${mode}: the bubblewrap sandbox cannot be set up: ${reason}. ` +
            `agent-fix does not run the model's commands unsandboxed unless told to. ${advice(host, userNamespacesRestricted(host))}`);
    };
}
/** bwrap on PATH, or installed with apt-get on a GitHub-hosted runner (a change to the machine, added to `changes`). */
async function findBubblewrap(host, root, log, changes, fail) {
    let bwrap = (0,sandbox_host/* which */.K7)('bwrap');
    if (!bwrap && host.githubHosted) {
        log('sandbox: bubblewrap is not installed on this GitHub-hosted runner; installing it');
        bwrap = await installBubblewrap(host, root, log);
        if (bwrap)
            changes.push('installed bubblewrap (`sudo apt-get install bubblewrap`)');
    }
    if (!bwrap)
        fail(`bwrap is not installed (not found on PATH)${host.githubHosted ? ' and installing it with sudo apt-get failed' : ''}`);
    return bwrap;
}
/** Started as root, commands drop to nobody through setpriv; otherwise they run as this user (undefined). */
function dropTarget(host, fail) {
    if (host.uid !== 0)
        return undefined;
    const setpriv = (0,sandbox_host/* which */.K7)('setpriv');
    if (!setpriv)
        fail('agent-fix runs as root, and setpriv (util-linux) is missing, so commands cannot drop to an unprivileged user');
    return { setpriv, uid: SANDBOX_UID, gid: SANDBOX_GID };
}
/** The preflight; on a GitHub-hosted runner where AppArmor stops bwrap's user namespace, lift that and try again. */
async function preflightLiftingAppArmor(wrap, root, host, log, changes) {
    const check = await preflight(wrap, root);
    if (check.ok || !host.githubHosted || !userNamespacesRestricted(host))
        return check;
    log(`sandbox: AppArmor restricts unprivileged user namespaces here (${sandbox_host/* USERNS_SYSCTL */.WS}=1), which bwrap needs; lifting it`);
    if (!(await asRoot(['sysctl', '-w', `${sandbox_host/* USERNS_SYSCTL */.WS}=0`], host, root, log)))
        return check;
    changes.push(`set \`${sandbox_host/* USERNS_SYSCTL */.WS}=0\` (sudo sysctl) so that bwrap can create its user namespace`);
    return preflight(wrap, root);
}

// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(77733);
;// CONCATENATED MODULE: ./src/workspace/sandbox/secrets.ts
/** What the sandbox covers: credential files and sockets on disk, secret variables, the token in `.git/config`. */








/** Files and folders in $HOME that hold credentials the agent has no business reading. */
const HOME_SECRETS = [
    '.ssh',
    // The user's git config: a token in url.<base>.insteadOf or a credential helper (`git/credentials.ts` redacts them).
    '.gitconfig',
    '.config/git',
    '.git-credentials',
    '.netrc',
    '.config/gh',
    '.config/hub',
    '.docker',
    '.aws',
    '.azure',
    '.config/gcloud',
    '.kube',
    '.gnupg',
    '.npmrc',
    '.yarnrc.yml',
    '.pypirc',
    '.gem/credentials',
    '.cargo/credentials',
    '.cargo/credentials.toml',
    '.m2/settings.xml',
    '.m2/settings-security.xml',
    '.gradle/gradle.properties',
    '.terraform.d/credentials.tfrc.json',
];
/** What a GitHub runner keeps beside its binaries: its own OAuth credentials and diagnostics. */
const RUNNER_ROOT_SECRETS = ['.credentials', '.credentials_rsaparams', '.runner', '.env', '.path', '_diag'];
/** Sockets that hand out root on the host (a container engine) work across network namespaces. */
const HOST_SOCKETS = ['/run/docker.sock', '/var/run/docker.sock', '/run/containerd', '/run/podman', '/run/user'];
/** Install folders of the GitHub runner processes above us (Runner.Worker / Runner.Listener), found through /proc. */
function runnerRoots() {
    const roots = new Set();
    let pid = process.ppid;
    for (let depth = 0; pid > 1 && depth < 16; depth++) {
        try {
            const exe = external_node_fs_default().readlinkSync(`/proc/${pid}/exe`);
            if (/^Runner\.(Worker|Listener)$/.test(external_node_path_default().basename(exe)))
                roots.add(external_node_path_default().dirname(external_node_path_default().dirname(exe)));
            const stat = external_node_fs_default().readFileSync(`/proc/${pid}/stat`, 'utf8');
            pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        }
        catch {
            break;
        }
    }
    return [...roots];
}
/** Paths to cover inside the sandbox (existing ones only, as real paths). */
function secretPaths(env = process.env, home = external_node_os_default().homedir()) {
    const candidates = HOME_SECRETS.map((p) => external_node_path_default().join(home, p));
    if (env.XDG_CONFIG_HOME && external_node_path_default().isAbsolute(env.XDG_CONFIG_HOME))
        candidates.push(external_node_path_default().join(env.XDG_CONFIG_HOME, 'git'));
    // GITHUB_ENV, GITHUB_OUTPUT, GITHUB_PATH: writing them would set variables and PATH for later steps of the job.
    if (env.RUNNER_TEMP)
        candidates.push(env.RUNNER_TEMP);
    for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
        const file = env[name];
        if (file && external_node_path_default().isAbsolute(file))
            candidates.push(external_node_path_default().dirname(file));
    }
    for (const root of runnerRoots())
        candidates.push(...RUNNER_ROOT_SECRETS.map((p) => external_node_path_default().join(root, p)));
    candidates.push(...HOST_SOCKETS);
    const out = new Set();
    for (const c of candidates)
        if ((0,sandbox_host/* exists */.t2)(c))
            out.add((0,sandbox_host/* realOrSelf */.er)(c));
    return [...out];
}
const CREDENTIAL_LINE = /^\s*(extraheader|password|token|oauthtoken|helper)\s*=/i;
const URL_USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;
/**
 * A copy of `.git/config` without credentials, or undefined when it holds none. actions/checkout stores the token
 * as an `http.<url>.extraheader` unless `persist-credentials: false`; inside the sandbox the copy hides it, and the
 * values found are registered with the redactor.
 */
function gitConfigWithoutCredentials(root) {
    const configPath = external_node_path_default().join(root, '.git', 'config');
    let text;
    try {
        text = external_node_fs_default().readFileSync(configPath, 'utf8');
    }
    catch {
        return undefined;
    }
    let found = false;
    const lines = text.split('\n').filter((line) => {
        if (!CREDENTIAL_LINE.test(line))
            return true;
        found = true;
        const value = line.slice(line.indexOf('=') + 1).trim();
        (0,redact/* registerSecret */.cl)(value);
        const basic = /basic\s+([A-Za-z0-9+/=]+)/i.exec(value);
        if (basic) {
            const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
            (0,redact/* registerSecret */.cl)(basic[1]);
            (0,redact/* registerSecret */.cl)(decoded.slice(decoded.indexOf(':') + 1));
        }
        return false;
    });
    const clean = lines.join('\n').replace(URL_USERINFO, (whole, scheme) => {
        found = true;
        const userinfo = whole.slice(scheme.length, -1);
        (0,redact/* registerSecret */.cl)(userinfo.slice(userinfo.indexOf(':') + 1));
        return scheme;
    });
    if (!found)
        return undefined;
    const dir = (0,temp_name/* neutralTempDir */.R)();
    const copy = external_node_path_default().join(dir, 'config');
    external_node_fs_default().writeFileSync(copy, clean, { mode: 0o600 });
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(dir));
    return copy;
}
/** Credentials a runner or a developer shell commonly holds, whether or not we hold them now. */
const KNOWN_SECRET_NAMES = [
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'NPM_TOKEN',
    'NODE_AUTH_TOKEN',
];
/**
 * Names removed (with `env -u`) before bwrap starts, whatever env a caller hands to the process runner: bwrap is
 * PID 1 inside, and its own /proc/1/environ is readable there, so `--unsetenv` alone would not be enough.
 */
function namesToUnset(env = process.env) {
    const ours = Object.keys(env).filter((n) => (0,security_env/* isSecretName */.e)(n) || /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/.test(n));
    return [...new Set([...KNOWN_SECRET_NAMES, ...ours])].sort();
}
function sandboxGitConfig(root, dropTo) {
    const gitConfig = gitConfigWithoutCredentials(root);
    // Read by nobody as root drops to it; it holds no credential.
    if (gitConfig && dropTo)
        external_node_fs_default().chmodSync(gitConfig, 0o644);
    return gitConfig;
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/seccomp.ts
/**
 * The seccomp filter every sandboxed command gets (bwrap `--seccomp FD`), a classic BPF program written here by hand,
 * for each architecture a command may run as:
 * - The kernel keyrings are not namespaced: bwrap's new namespaces leave every command in agent-fix's session keyring
 *   (and its user's), where a command could read a key agent-fix or the runner holds, or plant one. bwrap 0.8 has no
 *   option for a fresh keyring, and `keyctl` may not be installed: `add_key`, `request_key` and `keyctl` answer EPERM,
 *   as in Docker's default profile. A program that uses keyrings treats that as "no keyring here".
 * - No set-user-ID or set-group-ID bit: a mode with either (chmod, fchmod, fchmodat, fchmodat2, and a file made by
 *   open, openat, creat, mknod or mknodat) answers EPERM. As root, the workspace is shown to the commands' user as its
 *   own (idmap.ts), so it could otherwise leave a set-user-ID root program in the host's work tree. openat2 (its mode
 *   is in a struct the filter cannot read) and io_uring_setup (io_uring opens files past the filter) answer ENOSYS,
 *   and libc and libuv fall back to openat.
 */






const ENOSYS_CALLS = [437, 425];
const ARCHES = [
    {
        arch: 0xc000003e, // x86-64 (and x32)
        mask: 0xbfffffff,
        keyring: [248, 249, 250],
        // chmod, fchmod, fchmodat, fchmodat2, open, openat, creat, mknod, mknodat
        modes: [
            [90, 1],
            [91, 1],
            [268, 2],
            [452, 2],
            [2, 2],
            [257, 3],
            [85, 1],
            [133, 1],
            [259, 2],
        ],
        enosys: ENOSYS_CALLS,
    },
    {
        arch: 0x40000003, // i386
        keyring: [286, 287, 288],
        modes: [
            [15, 1],
            [94, 1],
            [306, 2],
            [452, 2],
            [5, 2],
            [295, 3],
            [8, 1],
            [14, 1],
            [297, 2],
        ],
        enosys: ENOSYS_CALLS,
    },
    {
        arch: 0xc00000b7, // aarch64: only the *at calls exist
        keyring: [217, 218, 219],
        modes: [
            [52, 1],
            [53, 2],
            [452, 2],
            [56, 3],
            [33, 2],
        ],
        enosys: ENOSYS_CALLS,
    },
    {
        arch: 0x40000028, // arm (EABI)
        keyring: [309, 310, 311],
        modes: [
            [15, 1],
            [94, 1],
            [333, 2],
            [452, 2],
            [5, 2],
            [322, 3],
            [8, 1],
            [14, 1],
            [324, 2],
        ],
        enosys: ENOSYS_CALLS,
    },
];
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JSET_K = 0x45;
const AND_K = 0x54;
const RET_K = 0x06;
/** Offsets in struct seccomp_data; an argument's low 32 bits (native byte order). */
const NR = 0;
const ARCH = 4;
const argLow = (i) => 16 + 8 * i + (external_node_os_default().endianness() === 'LE' ? 0 : 4);
const SET_ID_BITS = 0o6000;
const ALLOW = 0x7fff0000;
const ERRNO_EPERM = 0x00050000 | 1;
const ERRNO_ENOSYS = 0x00050000 | 38;
/** Resolves the labels into relative jumps (forward only, as BPF has them). */
function assemble(steps) {
    const at = new Map();
    let pc = 0;
    for (const s of steps) {
        if ('label' in s)
            at.set(s.label, pc);
        else
            pc++;
    }
    const out = [];
    for (const s of steps) {
        if ('label' in s)
            continue;
        const here = out.length;
        const rel = (label, given) => (label === undefined ? given : at.get(label) - here - 1);
        const [code, jt, jf, k] = s.insn;
        out.push([code, rel(s.jt, jt), rel(s.jf, jf), k]);
    }
    return out;
}
/** One architecture's block: its keyring calls, its mode calls and the ENOSYS ones; anything else is allowed. */
function archBlock(a, n, next) {
    const l = (name) => `${n}-${name}`;
    const steps = [{ insn: [JEQ_K, 0, 0, a.arch], jf: next }, { insn: [LD_W_ABS, 0, 0, NR] }];
    if (a.mask !== undefined)
        steps.push({ insn: [AND_K, 0, 0, a.mask] });
    for (const nr of a.keyring)
        steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l('eperm') });
    const args = [...new Set(a.modes.map(([, arg]) => arg))];
    for (const [nr, arg] of a.modes)
        steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l(`arg${arg}`) });
    for (const nr of a.enosys)
        steps.push({ insn: [JEQ_K, 0, 0, nr], jt: l('enosys') });
    steps.push({ insn: [RET_K, 0, 0, ALLOW] });
    for (const arg of args)
        steps.push({ label: l(`arg${arg}`) }, { insn: [LD_W_ABS, 0, 0, argLow(arg)] }, { insn: [JSET_K, 0, 0, SET_ID_BITS], jt: l('eperm') }, { insn: [RET_K, 0, 0, ALLOW] });
    steps.push({ label: l('eperm') }, { insn: [RET_K, 0, 0, ERRNO_EPERM] });
    steps.push({ label: l('enosys') }, { insn: [RET_K, 0, 0, ERRNO_ENOSYS] });
    return steps;
}
/** The filter's instructions: the architecture is loaded once; each block is skipped by one of another. */
function sandboxFilter() {
    const steps = [{ insn: [LD_W_ABS, 0, 0, ARCH] }];
    ARCHES.forEach((a, n) => steps.push(...archBlock(a, n, `arch-${n + 1}`), { label: `arch-${n + 1}` }));
    steps.push({ insn: [RET_K, 0, 0, ALLOW] });
    return assemble(steps);
}
/** The filter as `struct sock_filter[]` in this machine's byte order (bwrap reads it from a descriptor). */
function sandboxFilterBytes() {
    const insns = sandboxFilter();
    const buf = Buffer.alloc(insns.length * 8);
    const le = external_node_os_default().endianness() === 'LE';
    insns.forEach(([code, jt, jf, k], i) => {
        if (jt > 255 || jf > 255)
            throw new Error('the seccomp filter has a jump longer than BPF allows');
        if (le)
            buf.writeUInt16LE(code, i * 8);
        else
            buf.writeUInt16BE(code, i * 8);
        buf.writeUInt8(jt, i * 8 + 2);
        buf.writeUInt8(jf, i * 8 + 3);
        if (le)
            buf.writeUInt32LE(k, i * 8 + 4);
        else
            buf.writeUInt32BE(k, i * 8 + 4);
    });
    return buf;
}
/** Writes the filter to a private file for this run (removed at exit); bwrap gets it on a descriptor. */
function sandboxFilterFile() {
    const dir = (0,temp_name/* neutralTempDir */.R)();
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(dir));
    const file = external_node_path_default().join(dir, 'sandbox.bpf');
    external_node_fs_default().writeFileSync(file, sandboxFilterBytes(), { mode: 0o600 });
    return file;
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/tool-reach.ts
/** Tool reach: PATH and the toolchain folders kept enterable for nobody (issue 21). */





/** The highest ancestor of `p` that others may not enter (e.g. /root, mode 700), which nobody could not pass. */
function closedAncestor(p) {
    const parts = p.split((external_node_path_default()).sep).filter(Boolean);
    for (let i = 1; i < parts.length; i++) {
        const dir = (external_node_path_default()).sep + parts.slice(0, i).join((external_node_path_default()).sep);
        try {
            if ((external_node_fs_default().statSync(dir).mode & 0o001) === 0)
                return dir;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
/** The first folder on the way to `p` (from `from` down, `p` included) that others may not enter, if any. */
function firstClosed(p, from = (external_node_path_default()).sep) {
    const rel = external_node_path_default().relative(from, p);
    let dir = from;
    for (const part of ['', ...rel.split((external_node_path_default()).sep).filter(Boolean)]) {
        dir = external_node_path_default().join(dir, part);
        try {
            if ((external_node_fs_default().statSync(dir).mode & 0o001) === 0)
                return dir;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
/** Toolchain variables naming folders the tools read at run time (pyenv's shims exec from PYENV_ROOT, and so on). */
const TOOL_VARS = ['RUSTUP_HOME', 'PYENV_ROOT', 'NVM_DIR', 'GOROOT', 'JAVA_HOME', 'VIRTUAL_ENV', 'CONDA_PREFIX'];
const TOOL_LIST_VARS = ['GEM_PATH', 'NODE_PATH', 'PYTHONPATH'];
/**
 * As root, commands run as nobody, which cannot enter /root (mode 700). Root's PATH there (pyenv, cargo, nvm) would
 * make a missing program fail with EACCES instead of ENOENT, and the tools would be gone: the suite would see another
 * machine. So a PATH or toolchain folder under a closed folder is reached the way it is outside: the closed folder
 * is covered by an empty tmpfs and the tool's own folder (its first level below, e.g. /root/.pyenv) is bound back
 * read-only, secrets in it covered as everywhere. A folder that is itself closed to nobody leaves PATH; a missing
 * one under a closed folder too (outside, looking there finds nothing as well).
 */
function toolReach(pathValue, env) {
    const covered = new Set();
    const tools = new Set();
    /** Can `dir` be reached, once its closed ancestor is covered and its tool folder bound back? */
    const reach = (dir) => {
        const closed = firstClosed(dir);
        if (!closed)
            return true;
        if (closed === dir)
            return false;
        const tool = external_node_path_default().join(closed, external_node_path_default().relative(closed, dir).split((external_node_path_default()).sep)[0]);
        if (!(0,sandbox_host/* exists */.t2)(dir) || firstClosed(dir, tool))
            return false;
        covered.add(closed);
        tools.add(tool);
        return true;
    };
    const kept = [];
    const dropped = [];
    for (const dir of pathValue.split(':')) {
        if (!external_node_path_default().isAbsolute(dir) || reach(dir))
            kept.push(dir);
        else
            dropped.push(dir);
    }
    for (const name of TOOL_VARS)
        if (env[name] && external_node_path_default().isAbsolute(env[name]))
            reach(env[name]);
    for (const name of TOOL_LIST_VARS)
        for (const dir of (env[name] ?? '').split(':'))
            if (external_node_path_default().isAbsolute(dir))
                reach(dir);
    return { path: kept.join(':'), covered: [...covered], tools: [...tools], dropped };
}
function nobodysReach(home, log) {
    const reach = toolReach((0,security_env/* childEnv */.g)().PATH, { ...(0,security_env/* childEnv */.g)(), ...homeEnv(home) });
    if (reach.dropped.length)
        log(`sandbox: PATH folders that the sandbox user (nobody) cannot enter are left out: ${reach.dropped.join(', ')}`);
    return reach;
}
/** The closed folders above the workspace and the home, and those the tools need, that bwrap opens for nobody. */
function coveredFolders(root, home, reach) {
    return [...new Set([...[root, home].map(closedAncestor).filter((d) => Boolean(d)), ...reach.covered])];
}
/**
 * The tool folders under the host's home that the commands use (PATH, the toolchain variables: ~/.pyenv, ~/.nvm,
 * ~/.rustup, ~/.cargo/bin), bound back read-only over the private home shown there (home.ts `homeShownAt`). A folder
 * is bound at its first level below the home (its tool's own folder, as `toolReach` does), or alone when that level
 * is the private home's own (~/.cargo/bin, not ~/.cargo: CARGO_HOME stays the private home's, writable). Missing
 * folders are left out: outside, looking there finds nothing as well.
 */
function homeTools(shownAt, hostHome, pathValue, env) {
    const dirs = [
        ...pathValue.split(':'),
        ...TOOL_VARS.map((name) => env[name] ?? ''),
        ...TOOL_LIST_VARS.flatMap((name) => (env[name] ?? '').split(':')),
    ];
    const out = new Set();
    for (const dir of dirs) {
        if (!external_node_path_default().isAbsolute(dir) || !(0,sandbox_host/* exists */.t2)(dir))
            continue;
        // The home as PATH names it, or as its real path.
        const base = [hostHome, shownAt].find((h) => (0,sandbox_host/* within */.ux)(dir, h) && dir !== h);
        if (!base)
            continue;
        const rel = external_node_path_default().relative(base, dir);
        const top = rel.split((external_node_path_default()).sep)[0];
        out.add(external_node_path_default().join(shownAt, HOME_OWN.has(top) ? rel : top));
    }
    // A folder inside another one bound is bound with it.
    const all = [...out];
    return all.filter((d) => !all.some((o) => o !== d && (0,sandbox_host/* within */.ux)(d, o))).sort();
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/wrappers.ts








/**
 * Shell code that closes every descriptor above stderr: a descriptor our parent handed down (a runner's pipe, a
 * credential file) would otherwise reach the command. bash, because dash reads `exec 12>&-` as a command named 12.
 */
const CLOSE_FDS = 'for f in /proc/$$/fd/*; do n=${f##*/}; case $n in 0|1|2|\'*\') ;; *) eval "exec $n>&-" ;; esac; done;';
function wrapperScript(env, limiter, body) {
    const exports = Object.entries(env)
        .map(([k, v]) => `export ${k}=${(0,exec/* shellQuote */.ZL)(v)};`)
        .join(' ');
    return `${CLOSE_FDS} ${limiter?.shell ?? ''} ${exports} ${body}`;
}
function noneSandbox(limiter, home, env, why, network) {
    const limit = limiter ? `, ${limiter.describe}` : '';
    const wrap = (argv) => [
        'bash',
        '-c',
        wrapperScript(env, limiter, 'exec "$@"'),
        limiter?.arg0 ?? 'sh',
        ...argv,
    ];
    // Nothing isolates the network here: a narrower policy cannot be enforced, and the note says so rather than pretend.
    const unenforced = network.kind === 'all' || network.kind === 'none'
        ? ''
        : `; network: ${(0,network_policy/* networkText */.gw)(network)} is not enforced without the sandbox`;
    return {
        mode: 'none',
        wrap,
        setupWrap: wrap,
        note: `sandbox: none (${why}): commands run with an allowlisted environment and a private home for caches only${limit}; the file system, network and this process's /proc are not isolated${unenforced}; commands write the work tree itself (no layer over it: snapshots undo their changes to files, except ignored files in dependency and cache folders or past 5,000)`,
        changes: [],
        home,
        isolation: 'none',
        wrapIn: () => wrap,
        wrapFresh: wrap,
        freeze: () => { },
        commandLayer: () => undefined,
        grant: () => { },
        refusedHosts: () => [],
        protect: async () => { },
        dispose: () => (0,remove_tree/* removeTree */.d)(home),
    };
}
/**
 * Makes wrappers that run a command in bwrap with a plan and extra variables. The shell in front replaces CWD_MARK
 * with its working directory (the one the runner spawned us in), so bwrap enters the same folder or fails loudly;
 * without --chdir it would fall back to $HOME without a word.
 */
function bwrapWrapper(env, limiter, mounts, layering) {
    const envProgram = (0,sandbox_host/* which */.K7)('env') ?? '/usr/bin/env';
    // The CI variables the commands are given (ci-env.ts) are not unset: no secret is among them.
    const unset = namesToUnset(process.env)
        .filter((name) => !(name in env))
        .flatMap((name) => ['-u', name]);
    // In a view the tree's folder is the workspace's inside: the same folder under the workspace's path.
    const here = (plan) => (plan.view ? `${(0,exec/* shellQuote */.ZL)(plan.root)}"\${PWD#${(0,exec/* shellQuote */.ZL)(plan.view)}}"` : '$PWD');
    // After the descriptors are closed: the keyring filter's, which bwrap reads (seccomp.ts).
    const filter = (plan) => (plan.seccomp ? `exec ${SECCOMP_FD}<${(0,exec/* shellQuote */.ZL)(plan.seccomp)}; ` : '');
    // bwrap's options go to it through ARGS_FD (bwrap-args.ts), read once at its start: PID 1 shows none of them.
    const body = (plan) => `${filter(plan)}o=(); i=; for a do shift; [ "$a" = ${CWD_MARK} ] && a=${here(plan)}; ` +
        `case $a in ${ARGS_OPEN}) i=1 ;; ${ARGS_CLOSE}) i= ;; *) if [ -n "$i" ]; then o+=("$a"); else set -- "$@" "$a"; fi ;; esac; ` +
        `done; exec ${ARGS_FD}< <(printf '%s\\0' "\${o[@]}"); exec "$@"`;
    // PID 1 is bwrap's reaper: under the name a runner's init has, as `exec -a` gives it (env has no argv0 here).
    const named = ['bash', '-c', 'exec -a "$0" "$@"', PID1_NAME];
    return (plan, extra, layer) => {
        const script = wrapperScript({ ...env, ...extra }, limiter, body(plan));
        // The mounts are read at each call: the dependency folders setup made, and the layer in force (layers.ts).
        return (argv, extra) => {
            const kind = layer?.();
            const tree = plan.viewLower && plan.view ? treeTop(plan.view) : undefined;
            const layers = kind ? layering.prefix(kind, tree) : layering.plain();
            const bound = {
                readOnly: mounts.readOnly,
                layered: kind ? mounts.layered() : [],
                userns: layers?.userns,
                writable: extra?.writable ?? [],
            };
            return [
                'bash',
                '-c',
                script,
                limiter?.arg0 ?? 'sh',
                ...(layers?.argv ?? []),
                ...[envProgram, ...unset, ...named, ...optionsByFd(bwrapArgs({ ...plan, ...bound }))],
                ...argv,
            ];
        };
    };
}
/** `bwrap OPTIONS -- COMMAND` as `bwrap --args FD OPEN OPTIONS CLOSE -- COMMAND`: the shell moves the options. */
function optionsByFd(args) {
    const end = args.indexOf('--');
    return [args[0], '--args', String(ARGS_FD), ARGS_OPEN, ...args.slice(1, end), ARGS_CLOSE, ...args.slice(end)];
}
/**
 * Setup's wrapper: the network `setup-network` allows (setup-network.ts), and its own copies of the job's caches,
 * made on first use (most runs have no setup).
 */
function setupWrapper(wrapWith, plan, caches, setupCachesDir, log, net) {
    const made = {};
    return (argv) => {
        if (!made.wrap) {
            const seeded = seedSetupCaches(caches, setupCachesDir, process.env, plan.dropTo);
            if (seeded.notes.length)
                log(`setup: reusing the job's caches: ${seeded.notes.join('; ')}`);
            const bridge = net.bridge && { dir: net.bridge.dir, spec: net.bridge.spec, node: process.execPath };
            made.wrap = wrapWith({
                ...plan,
                network: net.network,
                ...(bridge ? { bridge } : {}),
                setupCaches: setupCachesDir,
                setupCacheBinds: seeded.binds,
            }, { ...seeded.env, ...net.bridge?.env });
        }
        return made.wrap(argv);
    };
}

;// CONCATENATED MODULE: ./src/workspace/sandbox/index.ts
/**
 * The sandbox for commands the model drives (run_bash, run_tests). The model can write any shell command, so a list of
 * "dangerous commands" would be no defence; instead each command runs in a bubblewrap jail: the root is read-only,
 * only the workspace is writable, /tmp is private, the PID namespace is new (our /proc/<pid>/environ is out of sight),
 * secrets on disk are covered, there is no network unless asked for, and a pids limit stops fork bombs.
 * Started as root, the command itself runs as `nobody` (a real unprivileged uid on the host): root's own files,
 * /proc/sys and the kernel's knobs stay out of its reach. Commands get a private home for caches, kept for the run.
 * `auto` sets bwrap up on GitHub-hosted runners and otherwise fails closed like `bwrap`; `none` is the explicit opt-out.
 * Beyond the secrets and the network, a suite must see the machine it sees outside (issue 21): PATH and the folders on
 * the way to the work tree are kept enterable for nobody, so a missing program is ENOENT, not EACCES.
 */
























/** What a refusal of setup's proxy tells the user to widen. */
const SETUP_SETTING = { input: 'setup-network', flag: '--setup-network' };









/** The forwarder a limited network goes through; when it cannot start, `releaseHeld` runs before the failure. */
async function startBridge(network, opts, releaseHeld, fail) {
    let bridge;
    try {
        bridge = await startNetworkBridge(network, opts);
    }
    catch (err) {
        releaseHeld();
        // A policy that cannot be honoured as written (a bare localhost over agent-fix's own port) is the user's to fix.
        if (err instanceof ConfigError)
            throw err;
        return fail(`the network bridge for \`network: ${(0,network_policy/* networkText */.gw)(network)}\` could not start: ${err.message}`);
    }
    const dir = bridge.dir;
    (0,sandbox_host/* atExit */.sz)(() => (0,remove_tree/* removeTree */.d)(dir));
    return bridge;
}
/**
 * The setup command's network (setup-network.ts): the host's (`all`, never on a fork's PR), none, or the allowlist
 * through a bridge of its own, whose refusals name `setup-network`. Without a setup command: none.
 */
async function setupNetwork(opts, dropTo, log, releaseHeld, fail) {
    if (!opts.setup)
        return { network: false };
    const value = typeof opts.setup.network === 'string' ? (0,setup_network/* parseSetupNetwork */.JK)(opts.setup.network) : opts.setup.network;
    const { policy, why } = (0,setup_network/* setupPolicy */._g)(value ?? { kind: 'hosts', registries: true, extra: [] }, opts.setup.fork);
    if (why)
        log(why);
    if (policy.kind !== 'limited') {
        log(`setup: ${policy.kind === 'all' ? "the runner's network (setup-network: all)" : 'no network'}`);
        return { network: policy.kind === 'all' };
    }
    const bridge = await startBridge(policy, { owner: dropTo, log: (line) => log(`setup ${line}`), setting: SETUP_SETTING, ...opts.setupProxy }, releaseHeld, fail);
    log(`setup: ${bridge.describe}`);
    return { network: false, bridge };
}
/** The agent commands' bridge (a limited `network`) and setup's; `dispose` releases them with what `held` holds. */
async function startBridges(opts, network, held, dropTo, log, fail) {
    const bridge = network.kind === 'limited'
        ? await startBridge(network, { owner: dropTo, log, implied: opts.implied ?? {} }, () => release(held), fail)
        : undefined;
    const releaseHeld = () => {
        release(held);
        void bridge?.close();
    };
    const setupNet = await setupNetwork(opts, dropTo, log, releaseHeld, fail);
    return {
        ...(bridge ? { bridge } : {}),
        setupNet,
        dispose: () => {
            releaseHeld();
            void setupNet.bridge?.close();
        },
    };
}
/** The layers over the home, the dependency folders and the workspace; a path overlayfs cannot take fails closed. */
function workspaceLayering(root, host, lowers, idmap, dispose, fail) {
    if (!layerable(root)) {
        dispose();
        return fail(`the workspace's path ${root} holds a character overlayfs cannot take in a layer's path (, : \\ " $ \` or a newline): move the checkout to a plainer path`);
    }
    const layering = makeLayering(lowers, { uid: host.uid, gid: process.getgid?.() ?? host.uid }, root, idmap);
    if ('missing' in layering) {
        dispose();
        return fail(`the proof's layers need ${layering.missing}`);
    }
    return layering;
}
/**
 * The sandbox is tried before anything relies on it: plain (lifting AppArmor's restriction where it is in the way),
 * then both layers a command can get: a proof run's, and the agent's over the workspace.
 */
async function preflightAll(wraps, where, undo, fail) {
    const check = await preflightLiftingAppArmor(wraps.wrap, where.root, where.host, where.log, where.changes);
    const proofCheck = check.ok ? await preflight(wraps.proofWrap, where.root) : check;
    const layered = proofCheck.ok ? await preflight(wraps.agentWrap, where.root) : proofCheck;
    if (layered.ok)
        return;
    undo();
    fail(`its preflight failed${check.ok ? " with the proof's layers (overlayfs in a private mount namespace; kernel ≥ 5.11 where agent-fix is not root)" : ''}: ${layered.detail.slice(0, 300)}`);
}
/** The log line that says what the bwrap sandbox isolates. */
function bwrapNote(plan, bridge, limiter) {
    const parts = [
        'read-only root',
        `writable workspace ${plan.root}`,
        plan.homeAt ? `private /tmp, and a private home shown at ${plan.homeAt}` : 'private /tmp and home',
        "the agent's commands write a layer over the workspace",
        'new PID namespace',
        plan.network ? 'network on' : (bridge?.describe ?? 'no network'),
        plan.dropTo
            ? `commands run as uid ${plan.dropTo.uid}, not root${plan.idmapped ? ', the workspace shown to it as its own (idmapped mount)' : ''}`
            : 'no capabilities',
        ...(plan.tools?.length ? [`tool folders bound read-only for it: ${plan.tools.join(', ')}`] : []),
        `${plan.hidden.length} secret paths covered`,
        limiter ? limiter.describe : 'no pids limit available',
    ];
    return `sandbox: bwrap (${parts.join(', ')})`;
}
/**
 * What every bwrap command of the run shares (`plan`: setup's too), and the agent commands' own plan: the job's package
 * caches and setup's cache folder covered, the bridge in for a limited network.
 */
function bwrapPlans(bwrap, root, network, held, dropTo, reach, bridge, shownHome) {
    const hidden = secretPaths();
    const scratch = scratchFolders(hidden);
    const event = eventPayload(root, hidden, scratch);
    // The tools under the shown home are bound back over it (homeTools), the others as nobody reaches them.
    const tools = [...(reach?.tools ?? []).filter((t) => !shownHome.at || !(0,sandbox_host/* within */.ux)(t, shownHome.at)), ...shownHome.tools];
    const plan = {
        bwrap,
        root,
        network: network.kind === 'all',
        hidden,
        home: held.home,
        ...(shownHome.at ? { homeAt: shownHome.at } : {}),
        scratch,
        ...(event ? { event } : {}),
        covered: reach ? coveredFolders(root, held.home, reach) : [],
        tools,
        dropTo,
        gitConfig: sandboxGitConfig(root, dropTo),
        seccomp: sandboxFilterFile(),
    };
    const caches = hostCaches();
    const commandsPlan = {
        ...plan,
        hidden: [...plan.hidden, ...cachePathsToCover(caches), held.setupCachesDir],
        ...(bridge ? { bridge: { dir: bridge.dir, spec: bridge.spec, node: process.execPath } } : {}),
    };
    return { plan, commandsPlan, caches };
}
/** Decide the sandbox for this run and prove it works with one trivial command. */
async function prepareSandbox(opts) {
    const log = opts.log ?? (() => { });
    const host = opts.host ?? (0,sandbox_host/* hostFacts */.sm)();
    const root = external_node_fs_default().realpathSync(opts.root);
    const limiter = pidsLimiter(opts.pidsLimit ?? DEFAULT_PIDS_LIMIT);
    const network = (0,network_policy/* toNetworkPolicy */.s7)(opts.network);
    if (opts.mode === 'none') {
        const home = makeHome(undefined);
        return noneSandbox(limiter, home, homeEnv(home), opts.noneWhy ?? 'sandbox: none was asked for', network);
    }
    const fail = setupFailure(opts.mode, host);
    if (host.platform !== 'linux')
        fail(`this runner is ${host.platform}`);
    const changes = [];
    const bwrap = await findBubblewrap(host, root, log, changes, fail);
    const dropTo = dropTarget(host, fail);
    const { idmap, why: noIdmap } = dropTo ? await (0,sandbox_idmap/* workspaceIdmap */.lP)(root, dropTo) : {};
    if (noIdmap)
        log(`sandbox: the workspace is opened to nobody's group file by file, not idmapped: ${noIdmap}`);
    const held = holdOnHost(root, dropTo, idmap !== undefined);
    const started = await startBridges(opts, network, held, dropTo, log, fail);
    const { bridge, setupNet } = started;
    const made = {};
    const dispose = () => {
        // Once per sandbox: another sandbox of the same workspace keeps its idmap.
        if (idmap && !made.forgotten)
            (0,sandbox_idmap/* forgetIdmap */.NO)(root);
        made.forgotten = true;
        started.dispose();
        // The private .git/config and the seccomp filter go with it, not only at exit (a bench makes many in a process).
        for (const file of [made.gitConfig, made.seccomp, made.event])
            if (file)
                (0,remove_tree/* removeTree */.d)(external_node_path_default().dirname(file));
    };
    const reach = dropTo ? nobodysReach(held.home, log) : undefined;
    const { shownEnv, shownHome } = showHome(root, held.home, dropTo, reach?.path);
    const { plan, commandsPlan, caches } = bwrapPlans(bwrap, root, network, held, dropTo, reach, bridge, shownHome);
    if (idmap)
        plan.idmapped = commandsPlan.idmapped = true;
    Object.assign(made, { gitConfig: plan.gitConfig, seccomp: plan.seccomp, event: plan.event?.source });
    const deps = [];
    const lowers = () => [held.home, ...deps.filter(layerable)];
    const layering = workspaceLayering(root, host, lowers, idmap?.shell, dispose, fail);
    const mounts = { readOnly: [], layered: () => deps.filter(layerable) };
    const env = { ...shownEnv, ...ciEnv(plan.scratch ?? []), ...(reach ? { PATH: reach.path } : {}) };
    const wrapWith = bwrapWrapper(env, limiter, mounts, layering);
    const state = { frozen: false };
    const wrap = wrapWith(commandsPlan, bridge?.env ?? {}, () => (state.frozen ? 'agent' : undefined));
    const proofWrap = (view) => wrapWith({ ...commandsPlan, view, ...treeView(root, view) }, bridge?.env ?? {}, () => 'proof');
    const agentWrap = wrapWith(commandsPlan, bridge?.env ?? {}, () => 'agent');
    await preflightAll({ wrap, proofWrap: proofWrap(), agentWrap }, { root, host, log, changes }, () => {
        dispose();
        layering.release();
    }, fail);
    for (const c of changes)
        log(`sandbox: changed this machine: ${c}`);
    const setupWrap = setupWrapper(wrapWith, plan, caches, held.setupCachesDir, log, setupNet);
    // Each command first settles what the last one left (modes to restore, read-only folders): see holdOnHost.
    // The grants are in the run's record too: after a SIGKILL the next run gives them back (process/run-folder.ts).
    return bwrapSandbox({
        wrap,
        setupWrap,
        proofWrap,
        plan,
        bridge,
        limiter,
        changes,
        held,
        state,
        layering,
        dropTo,
        idmap,
        deps,
        mounts,
        dispose,
    });
}
/**
 * The private home as the host's: at the host's HOME path (where the workspace is not under it), with the tools
 * installed under the host's home bound back read-only, and the variables that derive from it.
 */
function showHome(root, home, dropTo, path) {
    const hostHome = external_node_os_default().homedir();
    const homeAt = homeShownAt(root, hostHome);
    const shownEnv = homeEnv(homeAt ? hostHome : home);
    const shownHome = {
        ...(homeAt ? { at: homeAt } : {}),
        tools: homeAt ? homeTools(homeAt, hostHome, path ?? (0,security_env/* childEnv */.g)().PATH, { ...(0,security_env/* childEnv */.g)(), ...shownEnv }) : [],
    };
    if (homeAt)
        makeMountPoints(home, homeAt, [...shownHome.tools, root], dropTo);
    return { shownEnv, shownHome };
}
/**
 * A view outside the workspace is a proof tree's layer over it (layers.ts `treeLayout`); one inside is a checkout. A
 * folder elsewhere is no tree of ours: refused, never bound at the workspace's path.
 */
function treeView(root, view) {
    if (!view || (0,sandbox_host/* within */.ux)(view, root))
        return {};
    if (!treeTop(view))
        throw new Error(`${view} is neither inside the workspace nor a proof tree's layer`);
    return { viewLower: root };
}
/** The bwrap sandbox's face: every wrapper first settles what the last command left (see holdOnHost). */
function bwrapSandbox(p) {
    // The grants are in the run's record too: after a SIGKILL the next run gives them back (process/run-folder.ts).
    const settled = (w) => (argv, extra) => {
        p.held.deferred.settle();
        (0,run_folder/* noteGrants */.Ee)(p.held.grants);
        return w(argv, extra);
    };
    const owned = new Set();
    return {
        mode: 'bwrap',
        isolation: 'layers',
        wrap: settled(p.wrap),
        setupWrap: settled(p.setupWrap),
        // A proof tree at the workspace's path, over the pristine home and dependency folders with a fresh layer.
        wrapIn: (tree) => settled(p.proofWrap(external_node_fs_default().realpathSync(tree))),
        // The baseline: the workspace itself, over the pristine home and dependency folders with a fresh layer.
        wrapFresh: settled(p.proofWrap()),
        note: bwrapNote(p.plan, p.bridge, p.limiter),
        changes: p.changes,
        home: p.held.home,
        freeze: () => {
            p.state.frozen = true;
        },
        commandLayer: () => (p.state.frozen ? p.layering.work : undefined),
        grant: (dir) => {
            // A tree's layer outside the workspace is made with the owners the sandbox sees: nothing to grant. A checkout
            // inside it made by root is given the workspace's owner where it is idmapped (it is removed with the tree).
            if (p.dropTo && (0,sandbox_host/* within */.ux)(external_node_fs_default().realpathSync(dir), p.plan.root)) {
                // Once, as it is made: a command that ran in it since could have swapped a folder for a link.
                if (!p.idmap)
                    p.held.grants.push(...grantWorkspace(dir, p.dropTo.gid));
                else if (!owned.has(dir))
                    (0,sandbox_idmap/* ownAsWorkspace */.qq)(dir, p.idmap.host);
                owned.add(dir);
            }
            (0,run_folder/* noteGrants */.Ee)(p.held.grants);
        },
        refusedHosts: () => p.bridge?.refused() ?? [],
        protect: async (dirs) => {
            p.deps.push(...dirs);
            p.mounts.readOnly.push(...dirs.filter((d) => !layerable(d)));
            await p.held.deferred.settleReadOnly(dirs);
            if (p.dropTo && !p.idmap)
                for (const d of dirs)
                    p.held.grants.push(...grantToolCaches(d, p.dropTo.gid));
            (0,run_folder/* noteGrants */.Ee)(p.held.grants);
        },
        dispose: () => {
            p.dispose();
            p.layering.release();
        },
    };
}

// EXTERNAL MODULE: ./src/security/no-follow.ts
var no_follow = __webpack_require__(94533);
;// CONCATENATED MODULE: ./src/verify/tree-layer.ts
/**
 * A proof tree as a layer (bwrap): the candidate's tree is the host workspace seen through an overlay whose upper
 * holds only what differs, so a tree costs what the change costs, not what the repository weighs. The upper gets the
 * files where the work tree differs from the commit (`git diff-index`, from the index's stat data: an over-report
 * costs a write, never a wrong file), written from git objects with their modes and links; a whiteout for each file
 * the commit lacks and for every untracked or ignored entry (`git ls-files --others`, no exclude patterns), except the
 * dependency folders setup made and `.git`. The sandbox mounts it over the workspace for each command in the tree
 * (workspace/sandbox/layers.ts `treeLayout`), in a private mount namespace; the host workspace is never written.
 * Folders and files written here take the owner and mode of what they replace or of the folder above, as overlayfs
 * shows the upper's: the sandbox's user can write where it could in the workspace, and nothing is granted per file.
 * Callers write and read files in the tree (canaries, report folders): `treeSource` and `treeNames` read it as the
 * overlay shows it, `treeFolder` makes a folder in it.
 */









/** The trees open now: the upper (`ProofTree.dir`) → the workspace under it. Gone at dispose. */
const lowers = new Map();
const isWhiteout = (st) => st.isCharacterDevice() && st.rdev === 0;
const lstat = (p) => external_node_fs_default().lstatSync(p, { throwIfNoEntry: false });
const uid = process.getuid?.() ?? -1;
const STAT = {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: 'core.checkStat',
    GIT_CONFIG_VALUE_0: 'minimal',
    GIT_CONFIG_KEY_1: 'core.trustctime',
    GIT_CONFIG_VALUE_1: 'false',
};
/**
 * Workspaces held still (see holdStill): what a tree reads of the workspace, read once while nothing writes it. The
 * untracked listing, the git folder and the index's attributes files are the same for every commit; the work tree
 * against a commit, for each commit.
 */
const still = new Map();
/**
 * Says that nothing writes the workspace `root` on the host until the returned function is called (the proof's
 * phase, after the candidate is made: every command then runs in a tree). The trees opened meanwhile read the
 * workspace's state once (at 100,000 files: 0.2 s a tree), not once each.
 */
function holdStill(root) {
    const held = still.get(root) ?? { holds: 0, reads: new Map() };
    held.holds++;
    still.set(root, held);
    let released = false;
    return () => {
        if (released)
            return;
        released = true;
        if (--held.holds === 0)
            still.delete(root);
    };
}
/** `read()` once per `key` while `root` is held still; every time otherwise. A failure is not kept. */
function readOnce(root, key, read) {
    const held = still.get(root);
    if (!held)
        return read();
    const known = held.reads.get(key);
    if (known)
        return known;
    const reading = read();
    reading.catch(() => held.reads.delete(key));
    held.reads.set(key, reading);
    return reading;
}
/** The work tree against `commit` (workspace-relative): what to write from the commit and what to hide. */
async function changes(root, commit) {
    const [raw, others] = await Promise.all([
        // Ownership and ctime left out of the stat check: as root the sandbox's grant re-owns every file (a new ctime and
        // group), which would report the whole tree. Content changes still show in the mtime or size (and git compares
        // the content of an entry as new as the index itself).
        readOnce(root, `diff ${commit}`, () => (0,git/* git */.$Y)(root, ['diff-index', '-z', '--no-renames', '--relative', commit], { env: STAT, timeoutMs: 10 * 60_000 })),
        readOnce(root, 'others', () => (0,git/* git */.$Y)(root, ['ls-files', '-z', '--others', '--directory'], { timeoutMs: 10 * 60_000 })),
    ]);
    const write = [];
    const hide = [];
    const fields = raw.split('\0');
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [srcMode, , srcSha] = fields[i].slice(1).split(' ');
        const rel = fields[i + 1];
        // A submodule stays as the workspace has it: a checkout would leave an empty folder, and no file of ours is in it.
        if (srcMode === '160000')
            continue;
        if (srcMode === '000000')
            hide.push(rel);
        else
            write.push({ rel, mode: srcMode, sha: srcSha });
    }
    for (const entry of others.split('\0'))
        if (entry)
            hide.push(entry.replace(/\/$/, ''));
    return { write, hide };
}
/** Writes `write` into `upper` from git objects (a private index of just them: modes, links, the attributes' eol). */
async function writeFromObjects(root, top, upper, { write, hide }) {
    if (!write.length)
        return;
    const gitDir = (await readOnce(root, 'git dir', () => (0,git/* git */.$Y)(root, ['rev-parse', '--absolute-git-dir']))).trim();
    // The attributes files, so that eol and filter attributes apply as in a checkout (the workspace's own where the
    // commit has the same: a differing one is among the writes, one the commit lacks among the hidden).
    const attrs = await readOnce(root, 'attributes', () => (0,git/* git */.$Y)(root, ['ls-files', '-z', '-s', '--', ':(glob)**/.gitattributes']));
    const written = new Set([...write.map((c) => c.rel), ...hide]);
    const lines = write.map((c) => `${c.mode} ${c.sha}\t${c.rel}`);
    for (const entry of attrs.split('\0').filter(Boolean)) {
        const [meta, rel] = entry.split('\t');
        const [mode, sha] = meta.split(' ');
        if (!written.has(rel))
            lines.push(`${mode} ${sha}\t${rel}`);
    }
    const on = ['--git-dir', gitDir, '--work-tree', upper];
    const env = { GIT_INDEX_FILE: external_node_path_default().join(top, 'index') };
    await (0,git/* git */.$Y)(upper, [...on, 'update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
    await (0,git/* git */.$Y)(upper, [...on, 'checkout-index', '-a', '-f'], { env, timeoutMs: 10 * 60_000 });
    external_node_fs_default().rmSync(env.GIT_INDEX_FILE, { force: true });
}
/**
 * Hides `rel`: a whiteout where the upper has nothing; below a folder the upper has (one a write made), each entry of
 * the workspace's folder that is not kept. `keep`: `.git` and the dependency folders.
 */
function hideIn(upper, lower, rel, keep, whiteouts) {
    if (keep.has(rel))
        return;
    const at = external_node_path_default().join(upper, rel);
    const st = lstat(at);
    if (st) {
        if (st.isDirectory() && lstat(external_node_path_default().join(lower, rel))?.isDirectory())
            for (const name of external_node_fs_default().readdirSync(external_node_path_default().join(lower, rel)))
                hideIn(upper, lower, `${rel}/${name}`, keep, whiteouts);
        return;
    }
    // Below a file of the upper, nothing of the workspace shows.
    for (let d = external_node_path_default().dirname(rel); d !== '.'; d = external_node_path_default().dirname(d)) {
        const above = lstat(external_node_path_default().join(upper, d));
        if (above && !above.isDirectory())
            return;
    }
    external_node_fs_default().mkdirSync(external_node_path_default().dirname(at), { recursive: true });
    whiteouts.add(at);
}
/** Makes the whiteouts (0/0 character devices: no CAP_MKNOD needed since Linux 5.8), in batches. */
async function makeWhiteouts(paths) {
    for (let i = 0; i < paths.length; i += 500) {
        const batch = paths.slice(i, i + 500);
        const made = await (0,exec/* runProcess */.R3)(['sh', '-c', 'for p; do mknod -m 000 "$p" c 0 0 || exit 1; done', 'sh', ...batch], {
            cwd: '/',
            env: (0,security_env/* childEnv */.g)(),
            timeoutMs: 120_000,
        });
        if (made.exitCode !== 0)
            throw new Error(`the proof tree's whiteouts could not be made: ${made.output.trim()}`);
    }
}
/**
 * Gives every entry of the upper the owner and mode it replaces in the workspace, or its folder's (a new one); a
 * file keeps the commit's permission bits, group-writable where its folder is. As another user than root, the owner
 * stays ours (the sandbox maps it back).
 */
function mirrorOwners(upper, lower, rel = '', parent) {
    const at = external_node_path_default().join(upper, rel);
    const st = external_node_fs_default().lstatSync(at);
    if (isWhiteout(st))
        return;
    const old = lstat(external_node_path_default().join(lower, rel));
    const same = old && (old.mode & (external_node_fs_default()).constants.S_IFMT) === (st.mode & (external_node_fs_default()).constants.S_IFMT) ? old : undefined;
    const ref = same ?? parent ?? external_node_fs_default().statSync(lower);
    if (uid === 0) {
        const owner = (0,sandbox_idmap/* shownOwner */.Vc)(lower, ref);
        external_node_fs_default().lchownSync(at, owner.uid, owner.gid);
    }
    if (st.isSymbolicLink())
        return;
    if (st.isDirectory()) {
        external_node_fs_default().chmodSync(at, ref.mode & 0o7777);
        const self = external_node_fs_default().lstatSync(at);
        for (const name of external_node_fs_default().readdirSync(at))
            mirrorOwners(upper, lower, rel ? `${rel}/${name}` : name, self);
        return;
    }
    const perm = st.mode & 0o755;
    const dirMode = (parent ?? external_node_fs_default().statSync(lower)).mode;
    external_node_fs_default().chmodSync(at, perm | (dirMode & 0o020 ? (perm & 0o700) >> 3 : 0));
}
/**
 * The layer of `commit` over the workspace `root` in a new folder outside it, or undefined where overlayfs cannot
 * take the paths (then the caller checks the commit out). `keep`: the dependency folders (workspace-relative).
 */
async function makeTreeLayer(root, commit, keep) {
    const top = external_node_fs_default().realpathSync((0,temp_name/* neutralTempDir */.R)());
    const { upper, work, lock } = treeLayout(top);
    const within = (a, b) => a === b || a.startsWith(`${b}/`);
    if (!layerable(top) || !layerable(root) || within(top, root) || within(root, top)) {
        (0,remove_tree/* removeTree */.d)(top);
        return undefined;
    }
    try {
        external_node_fs_default().chmodSync(top, 0o700);
        external_node_fs_default().mkdirSync(upper);
        external_node_fs_default().mkdirSync(work);
        external_node_fs_default().writeFileSync(lock, '');
        const { write, hide } = await changes(root, commit);
        await writeFromObjects(root, top, upper, { write, hide });
        const whiteouts = new Set();
        const kept = new Set(['.git', ...keep]);
        for (const rel of hide)
            hideIn(upper, root, rel, kept, whiteouts);
        mirrorOwners(upper, root);
        await makeWhiteouts([...whiteouts]);
    }
    catch (err) {
        (0,remove_tree/* removeTree */.d)(top);
        throw err;
    }
    lowers.set(upper, root);
    return { top, dir: upper };
}
/** The tree at `dir` is closed: its files are no longer read through the workspace. */
function forgetTreeLayer(dir) {
    lowers.delete(dir);
}
/**
 * Where `rel` of the tree at `dir` is on the host: in the tree's own folder, or (a layer) the workspace under it;
 * null where the layer hides it. Read it there without following links (src/security/no-follow.ts).
 */
function treeSource(dir, rel) {
    const lower = lowers.get(dir);
    if (!lower)
        return { base: dir, rel };
    let at = dir;
    const parts = rel.split('/').filter((p) => p && p !== '.');
    for (const [i, part] of parts.entries()) {
        at = external_node_path_default().join(at, part);
        const st = lstat(at);
        if (!st)
            return { base: lower, rel };
        if (isWhiteout(st))
            return null;
        // A run's own commands write this folder: a link or file on the way to `rel` leads out of the tree.
        if (!st.isDirectory())
            return i === parts.length - 1 ? { base: dir, rel } : null;
    }
    return { base: dir, rel };
}
/** The names in the tree's folder `rel`, as the tree shows them. */
function treeNames(dir, rel) {
    // Only a real folder beneath `base`, never one reached through a link a run left on the way.
    const list = (base) => {
        const top = rel === '' || external_node_path_default().posix.normalize(rel) === '.';
        if (!top && !(0,no_follow/* statBeneath */.iV)(base, rel)?.isDirectory())
            return [];
        try {
            return external_node_fs_default().readdirSync(external_node_path_default().join(base, rel));
        }
        catch {
            return [];
        }
    };
    const lower = lowers.get(dir);
    const at = treeSource(dir, rel);
    if (!at)
        return [];
    if (!lower || at.base === lower)
        return list(at.base);
    const own = list(dir);
    const hidden = new Set(own.filter((n) => isWhiteout(external_node_fs_default().lstatSync(external_node_path_default().join(dir, rel, n)))));
    return [...new Set([...own, ...list(lower)])].filter((n) => !hidden.has(n));
}
/**
 * Makes the folder `rel` in the tree's own folder where a layer lacks it, with the workspace's owner and mode, so that
 * a file of ours can be made there. False where the tree has no such folder.
 */
function treeFolder(dir, rel) {
    const lower = lowers.get(dir);
    if (!lower)
        return true;
    let done = '';
    for (const part of rel.split('/').filter((p) => p && p !== '.')) {
        done = done ? `${done}/${part}` : part;
        const st = lstat(external_node_path_default().join(dir, done));
        if (st) {
            if (!st.isDirectory())
                return false;
            continue;
        }
        const old = lstat(external_node_path_default().join(lower, done));
        if (!old?.isDirectory())
            return false;
        external_node_fs_default().mkdirSync(external_node_path_default().join(dir, done));
        if (uid === 0) {
            const owner = (0,sandbox_idmap/* shownOwner */.Vc)(lower, old);
            external_node_fs_default().lchownSync(external_node_path_default().join(dir, done), owner.uid, owner.gid);
        }
        external_node_fs_default().chmodSync(external_node_path_default().join(dir, done), old.mode & 0o7777);
    }
    return true;
}

// EXTERNAL MODULE: ./src/git/object-store.ts
var object_store = __webpack_require__(95285);
;// CONCATENATED MODULE: ./src/verify/proof-tree.ts
/**
 * Proof trees: clean trees of a commit, made by us from git objects, where the final run and the fail-to-pass
 * runs happen. With bwrap a tree is a layer over the workspace holding only what differs (tree-layer.ts): it costs
 * what the change costs. The rest of this note is about the checkout, made without bwrap or where a layer cannot be. Nothing the agent's commands left in the work tree (untracked files, ignored files, bytecode, a test
 * file swapped for a symlink) is there. Dependency folders the setup installed come from the workspace; the sandbox
 * keeps them read-only after setup (Sandbox.protect), so the agent phase cannot have changed them.
 * The trees live in hidden folders inside the workspace: the one place the sandbox lets a command write. With bwrap a
 * command sees its tree at the workspace's own path (Sandbox.wrapIn), so the suite's paths are the same as in every
 * other run and nothing of the work tree around it is in reach (a gitignored `go.work`, a stray `conftest.py` above
 * the tree): the tree keeps empty folders where the sandbox binds the workspace's `.git` and dependency folders.
 * Without bwrap the tree is a linked worktree with the dependency folders symlinked in.
 */












/** Dependency folders: made by setup, not by git; linked into proof trees. */
const DEPENDENCY_DIRS = new Set(['node_modules', '.venv', 'venv', 'vendor', '.pnp.cjs', '.pnp.loader.mjs']);

/** Ignored dependency folders in `root` now (after setup), workspace-relative. */
async function dependencyDirs(root) {
    let listed;
    try {
        listed = await (0,git/* git */.$Y)(root, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], {
            timeoutMs: 60_000,
        });
    }
    catch {
        return [];
    }
    return listed
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.replace(/\/$/, ''))
        .filter((rel) => DEPENDENCY_DIRS.has(external_node_path_default().basename(rel)) && !rel.split('/').some((p) => p.startsWith(OWN_PREFIX)));
}
/** Is every folder on the way to `rel` (inside `tree`) a real folder? A committed symlink must not be written through. */
function realFolders(tree, rel) {
    let at = tree;
    for (const part of external_node_path_default().dirname(rel)
        .split('/')
        .filter((p) => p !== '.')) {
        at = external_node_path_default().join(at, part);
        try {
            if (!external_node_fs_default().lstatSync(at).isDirectory())
                return false;
        }
        catch {
            return false;
        }
    }
    return true;
}
/**
 * The tree of `commit` with `deps` from `root`. `shownAtRoot` (bwrap): a layer over `root` (tree-layer.ts) where
 * overlayfs can take the paths. Otherwise checks `commit` out into a new hidden folder of `root` (`git worktree add
 * --detach`). `shownAtRoot` (bwrap, see Sandbox.wrapIn): the tree is seen at `root`'s path, so `deps` and a `.git` at
 * the top become empty folders for the sandbox to bind the workspace's own over; git inside then sees the candidate
 * as changes to the work tree's HEAD, as in the agent's own runs. Otherwise `deps` are symlinked in and the tree keeps
 * its own HEAD (the user's HEAD with the commit's files as changes, when only the run's private store holds the
 * commit: see headOutside). `dispose` removes it.
 */
async function openProofTree(root, commit, deps, kind = 'proof', shownAtRoot = false) {
    if (shownAtRoot) {
        const layered = await openLayeredTree(root, commit, deps);
        if (layered)
            return layered;
    }
    const top = external_node_path_default().join(root, `${OWN_PREFIX}${kind}-${external_node_crypto_default().randomBytes(6).toString('hex')}`);
    // A cancelled run removes the tree and git's record of it at exit; `dispose` does it with git's own command.
    // A `worktree add` cut short leaves its record locked ("initializing"): forgetWorktree removes it all the same.
    const release = (0,cleanup/* hold */._2)('folder', () => forgetWorktree(root, top));
    // A commit only the run's private store holds (the candidate, an --allow-dirty start) cannot be the tree's HEAD: the
    // suite's own git there (`git status`, `git diff HEAD`, a version read from `git describe`) is not pointed at the
    // store and would die on "bad object HEAD". The tree then has the user's HEAD, and the commit's files as changes
    // to it, as the agent's own runs see the work tree (and as a layer shows it, with bwrap).
    const head = await headOutside(root, commit);
    // Parallel checkout (one worker per core): a 30,000-file tree is checked out in about half the time.
    await (0,git/* git */.$Y)(root, ['-c', 'checkout.workers=0', 'worktree', 'add', '--detach', '--quiet', top, head ?? commit], {
        timeoutMs: 10 * 60_000,
    });
    if (head)
        await checkOutOver(top, head, commit);
    // `root` may be a subfolder of the repository (a CLI run there): the tests run in the same folder of the tree.
    const prefix = await (0,workspace_candidate/* showPrefix */.a0)(root);
    const dir = external_node_path_default().join(top, prefix);
    // No command has run in the tree yet: these paths are ours.
    if (shownAtRoot && prefix === '') {
        external_node_fs_default().rmSync(external_node_path_default().join(top, '.git'));
        external_node_fs_default().mkdirSync(external_node_path_default().join(top, '.git'));
    }
    for (const rel of deps) {
        const target = external_node_path_default().join(dir, rel);
        if (!realFolders(dir, rel) || external_node_fs_default().existsSync(target) || isLink(target))
            continue;
        // Yarn's `.pnp.cjs` is a file: its mount point is an empty file.
        if (!shownAtRoot)
            external_node_fs_default().symlinkSync(external_node_path_default().join(root, rel), target);
        else if (external_node_fs_default().lstatSync(external_node_path_default().join(root, rel), { throwIfNoEntry: false })?.isFile())
            external_node_fs_default().writeFileSync(target, '');
        else
            external_node_fs_default().mkdirSync(target);
    }
    return {
        dir,
        dispose: async () => {
            // The files go in the background; only this tree's record goes, never `git worktree prune`, which drops the
            // user's own worktrees on a disk that is not mounted now.
            moveToTrash(top);
            forgetWorktree(root, top);
            release();
        },
    };
}
/**
 * The user's HEAD when `commit` is only in the run's private object store (git/object-store.ts) and HEAD is not;
 * undefined when the user's own objects hold `commit` (or no store is open, or HEAD is unborn).
 */
async function headOutside(root, commit) {
    const objects = (0,object_store/* userObjectsFor */.D7)(root);
    if (!objects)
        return undefined;
    // The user's objects alone (and their own alternates), as a command's git reads them.
    const env = { GIT_OBJECT_DIRECTORY: objects, GIT_ALTERNATE_OBJECT_DIRECTORIES: '' };
    const has = async (rev) => (await (0,git/* git */.$Y)(root, ['rev-parse', '--verify', '-q', `${rev}^{commit}`], { env, okCodes: [1, 128] })).trim();
    if (await has(commit))
        return undefined;
    return (await has('HEAD')) || undefined;
}
/**
 * Makes the files of the worktree `top` (checked out at `head`) those of `commit`, leaving its HEAD and index at
 * `head`: git's own two-tree update (`read-tree -m -u`) through a copy of the fresh index, so only the files that
 * differ are written or removed, with git's checks against a link on the way.
 */
async function checkOutOver(top, head, commit) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-over-'));
    const release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(dir));
    try {
        const index = (await (0,git/* git */.$Y)(top, ['rev-parse', '--path-format=absolute', '--git-path', 'index'])).trim();
        const own = external_node_path_default().join(dir, 'index');
        external_node_fs_default().copyFileSync(index, own);
        await (0,git/* git */.$Y)(top, ['read-tree', '-m', '-u', head, commit], { env: { GIT_INDEX_FILE: own }, timeoutMs: 10 * 60_000 });
    }
    finally {
        (0,remove_tree/* removeTree */.d)(dir);
        release();
    }
}
/**
 * The tree as a layer over the workspace (tree-layer.ts), for bwrap: the sandbox mounts it at the workspace's path.
 * Undefined where overlayfs cannot take the paths. `dispose` removes the layer (what differs, and what the runs wrote)
 * in the background.
 */
async function openLayeredTree(root, commit, deps) {
    const made = await makeTreeLayer(root, commit, deps);
    if (!made)
        return undefined;
    const { top, dir } = made;
    const release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(top));
    return {
        dir,
        dispose: async () => {
            forgetTreeLayer(dir);
            openWorkFolders(top);
            removeInBackground(top, release);
        },
    };
}
/** overlayfs leaves a mode-000 `work` folder in the mounts' work folder, which an unprivileged remove cannot enter. */
function openWorkFolders(top) {
    const inner = external_node_path_default().join(treeLayout(top).work, 'work');
    if (external_node_fs_default().lstatSync(inner, { throwIfNoEntry: false })?.isDirectory())
        external_node_fs_default().chmodSync(inner, 0o700);
}
/** Removals of disposed trees still under way (proofTreesRemoved waits for them). */
const removing = new Set();
/**
 * Takes the tree out of the workspace at once (a rename into a fresh temporary folder, held until removed) and
 * removes its files in the background: a 100,000-file tree takes seconds to delete. `rename` does not follow a link
 * at `top`, as `rmSync` did not. Where the temporary folder is on another file system the tree is removed here.
 */
function moveToTrash(top) {
    const trash = external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-trash-'));
    const release = (0,cleanup/* hold */._2)('folder', () => (0,remove_tree/* removeTree */.d)(trash));
    try {
        external_node_fs_default().renameSync(top, external_node_path_default().join(trash, 'tree'));
    }
    catch {
        (0,remove_tree/* removeTree */.d)(top);
    }
    removeInBackground(trash, release);
}
/** Removes the folder `top` off the main thread; `release` drops the hold that removes it at exit. */
function removeInBackground(top, release) {
    const remove = () => (0,remove_tree/* removeTree */.d)(top);
    const done = external_node_fs_default().promises
        .rm(top, { recursive: true, force: true, maxRetries: 3 })
        .catch(remove)
        .catch(() => undefined)
        .finally(() => {
        release();
        removing.delete(done);
    });
    removing.add(done);
}
/** Waits until the files of every disposed proof tree are gone (the end of a run). */
async function proofTreesRemoved() {
    while (removing.size)
        await Promise.all([...removing]);
}
function isLink(p) {
    try {
        return external_node_fs_default().lstatSync(p).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/**
 * Environment for runs in a proof tree: Python writes no bytecode there. A proof tree is checked out fresh from git
 * objects, so no `__pycache__` the agent's commands planted is in it, and a candidate cannot commit one (`*.pyc` is
 * always protected); Python keeps reading the interpreter's and the read-only dependencies' own bytecode, so a proof
 * run starts as fast as the project's own.
 */
function proofEnv() {
    return { PYTHONDONTWRITEBYTECODE: '1' };
}

// EXTERNAL MODULE: ./src/tools/syntax-guard.ts + 3 modules
var syntax_guard = __webpack_require__(52349);
// EXTERNAL MODULE: ./src/verify/runners/index.ts + 16 modules
var runners = __webpack_require__(36550);
;// CONCATENATED MODULE: ./src/verify/detect.ts
/**
 * Finding the test command when none is given: the proof must be the project's own test command, chosen from the
 * files a developer would look at, and the choice must be explained. Reads files only; never runs anything.
 */




// `npm init`'s placeholder: a test script that only fails.
const NPM_PLACEHOLDER = /no test specified/;
const read = (file) => {
    try {
        return external_node_fs_default().readFileSync(file, 'utf8');
    }
    catch {
        return null;
    }
};
function packageManager(repo, pkg) {
    const locks = [
        ['pnpm-lock.yaml', 'pnpm'],
        ['yarn.lock', 'yarn'],
        ['bun.lockb', 'bun'],
        ['bun.lock', 'bun'],
        ['package-lock.json', 'npm'],
        ['npm-shrinkwrap.json', 'npm'],
    ];
    for (const [file, pm] of locks)
        if (repo.exists(file))
            return { pm, why: `${file} → ${pm}` };
    const declared = typeof pkg.packageManager === 'string' ? /^(npm|pnpm|yarn|bun)@/.exec(pkg.packageManager) : null;
    if (declared)
        return { pm: declared[1], why: `packageManager field → ${declared[1]}` };
    return { pm: 'npm', why: 'no lockfile → npm' };
}
/**
 * `npm test` and its kin, or with `asWritten` (the files are a fork's base) the script as the base writes it, with the
 * packages' programs on PATH as npm puts them: `npm test` would run the script of the PR's own package.json, which a
 * fork may have rewritten to leave the failing test out.
 */
function fromPackageJson(repo, asWritten = false) {
    const text = repo.read('package.json');
    if (text === null)
        return null;
    let pkg;
    try {
        pkg = JSON.parse(text);
    }
    catch {
        return null;
    }
    const scripts = (pkg.scripts ?? {});
    const test = scripts.test;
    if (typeof test !== 'string' || !test.trim() || NPM_PLACEHOLDER.test(test))
        return null;
    if (asWritten)
        return {
            command: `PATH="$PWD/node_modules/.bin:$PATH" ${test.trim()}`,
            reason: "package.json has scripts.test, run as written there (never through the PR's own package.json)",
        };
    const { pm, why } = packageManager(repo, pkg);
    // `bun test` is bun's own runner, not the script.
    return { command: pm === 'bun' ? 'bun run test' : `${pm} test`, reason: `package.json has scripts.test; ${why}` };
}
/** The folder `root` as the detectors read it: regular files only, by name. */
function folderView(root) {
    return {
        read: (rel) => read(external_node_path_default().join(root, rel)),
        exists: (rel) => external_node_fs_default().existsSync(external_node_path_default().join(root, rel)),
        list(rel) {
            try {
                return external_node_fs_default().readdirSync(external_node_path_default().join(root, rel), { withFileTypes: true })
                    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
            }
            catch {
                return [];
            }
        },
    };
}
/**
 * The folder `prefix` of `commit`, read from git objects in the repository at `root` (never the work tree): a fork's
 * PR is detected on its base's files, so the fork's `package.json` never chooses the command that proves it.
 */
function commitView(root, commit, prefix) {
    const at = (rel) => external_node_path_default().posix
        .join(prefix, rel)
        .replace(/^\.?\/?$/, '')
        .replace(/\/$/, '');
    // `mode type oid\tname` entries of the folder `dir` ('' = the top) of the commit.
    const entries = (dir) => ((0,runner/* runGitSync */.bJ)(root, ['ls-tree', '-z', `${commit}:${dir}`]) ?? '')
        .split('\0')
        .filter(Boolean)
        .map((line) => {
        const [meta = '', name = ''] = line.split('\t');
        const [mode = '', , oid = ''] = meta.split(' ');
        return { mode, name, oid };
    });
    const entry = (rel) => {
        const full = at(rel);
        const name = external_node_path_default().posix.basename(full);
        return full ? entries(external_node_path_default().posix.dirname(full).replace(/^\.$/, '')).find((e) => e.name === name) : undefined;
    };
    return {
        read(rel) {
            const e = entry(rel);
            if (!e || !/^1006[0-9]{2}$/.test(e.mode))
                return null;
            return (0,runner/* runGitSync */.bJ)(root, ['cat-file', 'blob', e.oid]) ?? null;
        },
        exists: (rel) => entry(rel) !== undefined,
        list: (rel) => entries(at(rel)).map((e) => (e.mode === '040000' ? `${e.name}/` : e.name)),
    };
}
function fromMakefile(repo) {
    for (const name of ['GNUmakefile', 'Makefile', 'makefile']) {
        const text = repo.read(name);
        if (text && /^test\s*:(?!=)/m.test(text))
            return { command: 'make test', reason: `${name} has a test target` };
    }
    return null;
}
/**
 * The test command for the repository at `root`, and why; null when nothing says how to run the tests. Order:
 * package.json scripts.test, the runner profiles' own detection (pytest config or test files, go.mod, Cargo.toml),
 * Maven, Gradle, a Makefile `test` target. With `from`, the files are the folder `from.prefix` of the commit
 * `from.commit` (a fork's base), read from git objects; otherwise the folder `root` as it is.
 */
async function detectTestCommand(root, from) {
    const repo = from ? commitView(root, from.commit, from.prefix) : folderView(root);
    const fromPkg = fromPackageJson(repo, Boolean(from));
    if (fromPkg)
        return fromPkg;
    // The runner profiles that can tell from files alone: pytest, go, cargo (in the registry's order).
    for (const profile of runners/* PROFILES */.jI) {
        const found = profile.detect?.(repo);
        if (found)
            return found;
    }
    if (repo.exists('pom.xml')) {
        return repo.exists('mvnw')
            ? { command: './mvnw -q test', reason: 'pom.xml and the mvnw wrapper exist' }
            : { command: 'mvn -q test', reason: 'pom.xml exists' };
    }
    for (const gradle of ['build.gradle', 'build.gradle.kts']) {
        if (repo.exists(gradle)) {
            return repo.exists('gradlew')
                ? { command: './gradlew test', reason: `${gradle} and the gradlew wrapper exist` }
                : { command: 'gradle test', reason: `${gradle} exists` };
        }
    }
    return fromMakefile(repo);
}

// EXTERNAL MODULE: ./src/verify/excerpt.ts
var excerpt = __webpack_require__(57876);
// EXTERNAL MODULE: ./src/verify/parse.ts + 1 modules
var parse = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/verify/runners/profile.ts
var profile = __webpack_require__(29628);
;// CONCATENATED MODULE: ./src/verify/report-folder.ts
/**
 * The fresh folder a run's runner writes its report into (`ReportForm` in runners/profile.ts): made empty by us just
 * before the run, under a name no earlier run used, in the run's temporary folder, outside the work tree: a folder
 * `.agent-fix-report-…` there told the code under test it runs where agent-fix proves it (issue 54), and showed in
 * its `git status`. The sandbox binds it in for that command only, at its own path (`WrapExtra.writable`), so no other
 * command (the agent's, another proof run) sees it. The command names the folder by its literal path (`reportPath`):
 * no variable of agent-fix's is in the run's environment, where a test could read it (`$AGENT_FIX_REPORTS` before,
 * issue 54). After the run it is hostile: the folder and its files are read without following links, only regular
 * files, and the folder is removed whatever it became.
 */






/** A report is a few megabytes at most; more (in one file or all of them) is not a report we read. */
const MAX_REPORT_BYTES = 16 * 1024 * 1024;
/** Where the command records `$PWD` in the folder (see `shownCwd`): a name that says nothing of agent-fix. */
const PWD_FILE = '.pwd';
/**
 * A fresh report folder for a command run in `cwd` that `form` can tell where to write; null when it cannot. `cwd`
 * is the folder the command runs in (for `npm test`'s scripts, read by the caller); the folder itself is not in it.
 */
function reportFolder(cwd, command, form, scripts) {
    if (!form)
        return null;
    // mkdtemp makes a new folder: nothing a command left can pass for this run's report.
    const dir = (0,temp_name/* neutralTempDir */.R)();
    const told = form.command(command, dir, scripts);
    if (!told) {
        (0,remove_tree/* removeTree */.d)(dir);
        return null;
    }
    const parent = external_node_path_default().dirname(dir);
    const name = external_node_path_default().basename(dir);
    // The sandboxed command may run as another user (nobody, when agent-fix runs as root).
    external_node_fs_default().chmodSync(dir, 0o777);
    // Our own files (mocha's reporter), written before any command runs there; never read back as a report.
    const own = new Set([PWD_FILE, ...Object.keys(form.files ?? {})]);
    for (const [file, text] of Object.entries(form.files ?? {}))
        external_node_fs_default().writeFileSync(external_node_path_default().join(dir, file), text, { flag: 'wx', mode: 0o644 });
    let shown = null;
    return {
        // `$PWD` as the command sees it: in a proof tree under bwrap that is the workspace's path, not the tree's.
        dir,
        command: `printf '%s' "$PWD" > ${(0,profile/* reportPath */.eG)(dir, PWD_FILE)}; ${told}`,
        shownCwd: () => shown,
        collect() {
            try {
                const st = (0,no_follow/* lstatOrUndefined */.YB)(dir);
                if (!st?.isDirectory())
                    return [];
                const files = [];
                let left = MAX_REPORT_BYTES;
                for (const file of external_node_fs_default().readdirSync(dir).sort()) {
                    const text = left > 0 ? readReport(parent, `${name}/${file}`, left) : null;
                    if (text === null)
                        continue;
                    if (file === PWD_FILE) {
                        if (/^\/[^\n\0]*$/.test(text))
                            shown = text.replace(/\/+$/, '') || '/';
                        continue;
                    }
                    if (own.has(file))
                        continue;
                    files.push({ name: file, text });
                    left -= Buffer.byteLength(text);
                }
                return files;
            }
            finally {
                (0,remove_tree/* removeTree */.d)(dir);
            }
        },
    };
}
function readReport(parent, rel, maxBytes) {
    try {
        return (0,no_follow/* readBeneathOrNull */.Ih)(parent, rel, maxBytes)?.toString('utf8') ?? null;
    }
    catch {
        // A link, a folder or a fifo in place of a report: not a report.
        return null;
    }
}

// EXTERNAL MODULE: ./src/verify/runners/script-call.ts
var script_call = __webpack_require__(35607);
;// CONCATENATED MODULE: ./src/verify/script-workspace.ts
/**
 * The one workspace folder a package manager's script step runs in, from a workspaces root: npm's `--workspace=P`
 * (`-w P`, `--prefix P`) after the script, pnpm's `--filter P` / `-F P` / `-C dir` / `--dir dir` before it, yarn's
 * `workspace P` / `--cwd dir` before it (runners/script-call.ts reads the words). That folder's package.json says the
 * runner and its script, as the manager runs it there. Files are read as the run sees them (a proof tree's layer).
 */




/**
 * The workspace folder (relative, inside the run's folder) the command's one script step runs in, or '' for the folder
 * itself. A folder given by path needs its package.json; a name (`-w @scope/a`, `--filter @scope/a`, `yarn workspace
 * a`) is found among the root's workspace folders of the form `dir/*` or `dir`: package.json's `workspaces` (npm,
 * yarn), pnpm-workspace.yaml's `packages` (pnpm). Several workspaces, all of them, a pattern, a path out of the folder
 * or one not found: '' (the root's package.json, as before).
 */
function scriptWorkspace(command, cwd) {
    if (/&&|\|\||;|\|/.test(command))
        return '';
    const target = (0,script_call/* scriptCall */.A)(command.trim())?.target;
    if (!target || target === 'several')
        return '';
    const given = 'path' in target ? target.path : target.name;
    if (!given || /[$`\\*?]/.test(given))
        return '';
    // npm's `-w P` is a folder first, then a package name; pnpm's and yarn's names are names only.
    const byPath = 'path' in target || target.manager === 'npm';
    const asPath = byPath ? inside(given) : null;
    if (asPath && readTreeFile(cwd, external_node_path_default().posix.join(asPath, 'package.json')) !== null)
        return asPath;
    if ('path' in target)
        return '';
    return workspaceNamed(cwd, given, target.manager === 'pnpm' ? pnpmGlobs(cwd) : packageGlobs(cwd)) ?? '';
}
/** The filter's words under `workspace/` made relative to it; the others as they are. */
function fromWorkspace(filter, workspace) {
    if (/['"]/.test(filter))
        return filter;
    const prefix = `${workspace}/`;
    return filter
        .trim()
        .split(/\s+/)
        .map((w) => (w.startsWith(prefix) && w.length > prefix.length ? w.slice(prefix.length) : w))
        .join(' ');
}
/** A relative folder inside the run's folder, normalized, or null (absolute, `..`, the folder itself). */
function inside(p) {
    const n = external_node_path_default().posix.normalize(p).replace(/\/+$/, '');
    return !n || n === '.' || n.startsWith('/') || n === '..' || n.startsWith('../') ? null : n;
}
/** The root package.json's `workspaces` (an array, or yarn's `{ packages: [...] }`). */
function packageGlobs(cwd) {
    try {
        const root = JSON.parse(readTreeFile(cwd, 'package.json') ?? 'null');
        const raw = root?.workspaces;
        const globs = Array.isArray(raw) ? raw : raw?.packages;
        return Array.isArray(globs) ? globs : [];
    }
    catch {
        return [];
    }
}
/**
 * pnpm-workspace.yaml's `packages`, as pnpm's docs write it: a block list (`packages:` then `  - 'dir/*'` lines) or
 * a flow list on the key's line (`packages: ['dir/*', tools]`). Anything else: none.
 */
function pnpmGlobs(cwd) {
    const text = readTreeFile(cwd, 'pnpm-workspace.yaml') ?? readTreeFile(cwd, 'pnpm-workspace.yml') ?? '';
    const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+#.*$/, ''));
    const at = lines.findIndex((l) => /^packages\s*:/.test(l));
    if (at < 0)
        return [];
    const item = (s) => s.trim().replace(/^(['"])(.*)\1$/, '$2');
    const flow = /^packages\s*:\s*\[(.*)\]\s*$/.exec(lines[at]);
    if (flow)
        return flow[1].split(',').map(item).filter(Boolean);
    const out = [];
    for (const line of lines.slice(at + 1)) {
        if (!line.trim())
            continue;
        const m = /^\s+-\s+(.+)$/.exec(line);
        if (!m)
            break;
        out.push(item(m[1]));
    }
    return out;
}
/** The workspace folder among `globs` (`dir/*` and plain folders only) whose package.json is named `name`. */
function workspaceNamed(cwd, name, globs) {
    const folders = [];
    for (const g of globs) {
        if (typeof g !== 'string')
            continue;
        const star = /^(.*)\/\*$/.exec(g);
        const base = inside(star ? star[1] : g);
        if (!base || /[*?{[!]/.test(base))
            continue;
        if (!star)
            folders.push(base);
        else
            // The folder as the run sees it: a proof tree's layer over the workspace (tree-layer.ts).
            for (const e of treeNames(cwd, base))
                folders.push(`${base}/${e}`);
    }
    const hits = folders.filter((f) => {
        try {
            return JSON.parse(readTreeFile(cwd, `${f}/package.json`) ?? 'null')?.name === name;
        }
        catch {
            return false;
        }
    });
    return hits.length === 1 ? hits[0] : null;
}
/**
 * A file of the run's folder as the command sees it, read without following links: in a proof tree under bwrap the
 * folder holds only what the change changed, over the workspace's files (tree-layer.ts), so an unchanged package.json
 * is read from beneath.
 */
function readTreeFile(cwd, rel) {
    try {
        const at = treeSource(cwd, rel);
        return at ? ((0,no_follow/* readBeneathOrNull */.Ih)(at.base, at.rel)?.toString('utf8') ?? null) : null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/verify/run.ts
/** One test run: the command (filtered if asked) through the process runner, read by the parsers into a TestRun. */









/** Enough output for the runner's summary and a failure excerpt; the head and tail are kept. */
const TEST_OUTPUT_CHARS = 60_000;
/**
 * What the parsers read: the whole output up to this, so a runner that names each test on its own line (unittest -v,
 * go -v, pytest -v) is read per test even where the kept output cuts the middle (pyflakes' 740 tests print ~90 KB).
 */
const PARSED_OUTPUT_CHARS = 16 * 1024 * 1024;
/** Environment that makes runners list passing tests without changing which tests run (each profile's `listing.env`). */
function listingEnv(base) {
    return (0,runners/* listingEnv */.Kl)(base);
}
async function runTestCommand(testCommand, options) {
    // A filter names files from the run's folder (the ids' paths); a workspace's runner matches them from its own
    // folder (vitest: `src/memory/a.test.ts` finds nothing where `a.test.ts` does).
    const inWorkspace = options.filter ? scriptWorkspace(testCommand, options.cwd) : '';
    const filter = inWorkspace ? fromWorkspace(options.filter, inWorkspace) : options.filter;
    const given = filter ? (0,parse/* filterCommand */.Si)(testCommand, filter) : testCommand;
    const child = (0,security_env/* childEnv */.g)();
    // Every run in the form the proof reads per test (go -v, cargo --no-fail-fast), then the listing's switches.
    const proof = (0,runners/* proofForm */.L_)(given, child);
    const command = proof.command;
    const base = { ...child, ...proof.env };
    const env = options.listTests ? { ...base, ...listingEnv(base) } : base;
    // `npm test --workspace=pkg`, `pnpm --filter pkg test`, `yarn workspace pkg test` from the root run pkg's own
    // script in pkg's folder: its package.json says the runner.
    const workspace = scriptWorkspace(command, options.cwd);
    const runner = runnerOf(command, options.cwd, workspace);
    // A runner with a report file (JUnit XML, RSpec's JSON) writes it into a fresh folder of this run's own.
    // A build step before the tests (`cmake --build build && ctest`) still gets the runner's report form.
    const reporter = runner ? (0,runners/* profileNamed */.JD)(runner) : runners/* PROFILES */.jI.find((p) => p.report && p.runsIn(command));
    const scripts = packageScripts(options.cwd, workspace);
    const reports = reportFolder(options.cwd, command, reporter?.report, scripts);
    // Where a JS runner cannot be told to write its report (`npm test` whose script pipes the runner's output on),
    // the run is read from its text, and its notes say why.
    const refused = reports ? undefined : reporter?.report?.refusal?.(command, scripts);
    const wrap = options.wrap;
    const result = await (0,exec/* runCommand */.d1)(reports?.command ?? command, {
        cwd: options.cwd,
        env,
        wrap: wrap && reports ? (argv) => wrap(argv, { writable: [reports.dir] }) : wrap,
        timeoutMs: options.timeoutMs,
        maxOutputChars: PARSED_OUTPUT_CHARS,
    });
    const whole = result.output;
    const output = keptOutput(whole);
    const files = reports?.collect() ?? [];
    const cwd = realCwd(options.cwd);
    // Absolute paths in a report are as the command saw them: under bwrap a proof tree is shown at the workspace's path.
    const fromFiles = files.length ? reporter?.report?.parse(files, reports?.shownCwd() ?? cwd) : null;
    const read = fromFiles ? (0,parse/* settledReport */.Qz)(fromFiles) : (0,parse/* parseTestOutput */.vN)(whole, undefined, cwd, runner);
    // A run narrowed to files names its tests as the whole command's run does (ava: one file's titles lack the file).
    const narrowedTo = options.filter?.split(/\s+/).filter(Boolean);
    // The runner from the output when the project did not say (a proof tree's layer holds only the changed files).
    const reader = reporter ?? (0,runners/* profileNamed */.JD)(read.runner);
    const narrowed = narrowedTo && !fromFiles ? reader?.narrowed?.(whole, narrowedTo, read) : null;
    const settled = narrowed ?? read;
    const refusal = refused && `no ${reporter.name} report file was asked for: ${refused}`;
    const report = refusal ? { ...settled, note: settled.note ? `${settled.note}; ${refusal}` : refusal } : settled;
    const passed = result.exitCode === 0 && !result.timedOut;
    // A red run with no failing test (7 passed, 0 failed, exit 1) says why in the runner's own words.
    const why = !passed && !result.timedOut && report.failingIds.length === 0 ? (0,excerpt/* breakdownLines */.d)(whole) : [];
    return {
        ...report,
        command,
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        passed,
        output,
        durationMs: result.durationMs,
        ...(options.filter ? { filter: options.filter } : {}),
        ...(why.length ? { errorLines: why } : {}),
    };
}
/** The output as a run keeps it (for the model, the report, the excerpts): its head and tail, the middle cut. */
function keptOutput(whole) {
    if (whole.length <= TEST_OUTPUT_CHARS)
        return whole;
    const kept = new exec/* HeadTailBuffer */.jM(TEST_OUTPUT_CHARS);
    kept.push(Buffer.from(whole, 'utf8'));
    return kept.text().text;
}
/** The runner the command runs, from the command and the project (package.json, what `npx` resolves); no output. */
function runnerOf(command, cwd, workspace = '') {
    // A command of several steps may run several runners (`go test && pytest`): their reports are summed by shape.
    if (/&&|\|\||;|\|/.test(command))
        return undefined;
    // The tree is hostile once a command ran there: package.json is read without following links (no-follow.ts).
    const read = (rel) => readTreeFile(cwd, rel);
    // The .bin entry's own link text, resolved lexically: nothing the link or its target points at is followed.
    // A workspace's own .bin first, then the root's, where npm hoists the workspaces' runners.
    const binPackage = (name) => (workspace && binPackageIn(cwd, workspace, name)) || binPackageIn(cwd, '', name);
    return (0,runners/* profileForProject */.Wh)(command, { packageJson: read(external_node_path_default().posix.join(workspace, 'package.json')), binPackage })
        ?.name;
}
function binPackageIn(cwd, folder, name) {
    try {
        const bin = external_node_path_default().join(cwd, folder, 'node_modules/.bin', name);
        const target = external_node_path_default().resolve(external_node_path_default().dirname(bin), external_node_fs_default().readlinkSync(bin));
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/[^]*$/.exec(target.slice(target.lastIndexOf('node_modules/')));
        return m ? m[1] : null;
    }
    catch {
        return null;
    }
}
/** The package.json scripts of the run's folder (read without following links), or null. */
function packageScripts(cwd, workspace = '') {
    try {
        const text = readTreeFile(cwd, external_node_path_default().posix.join(workspace, 'package.json'));
        if (!text)
            return null;
        const scripts = JSON.parse(text).scripts;
        if (!scripts || typeof scripts !== 'object')
            return null;
        return Object.fromEntries(Object.entries(scripts).filter((e) => typeof e[1] === 'string'));
    }
    catch {
        return null;
    }
}
/** Machine-readable reports name files by absolute path as the runner saw its working folder: the real path. */
function realCwd(cwd) {
    try {
        return external_node_fs_default().realpathSync(cwd);
    }
    catch {
        return cwd;
    }
}

;// CONCATENATED MODULE: ./src/verify/canary-kind.ts
/**
 * What one runner's canaries are (`CanaryKind`), and the small readers of the tree and the command the kinds share
 * (canary.ts: pytest, unittest, go; canary-js.ts: node --test, jest, vitest, mocha, ava, node-tap).
 */




/** A file of the tree as the tree shows it: a proof tree's layer reads through to the workspace (tree-layer.ts). */
const existsFile = (cwd, rel) => {
    const at = treeSource(cwd, rel);
    return (at && (0,no_follow/* statBeneath */.iV)(at.base, at.rel)?.isFile()) ?? false;
};
const existsFolder = (cwd, rel) => {
    const at = treeSource(cwd, external_node_path_default().posix.normalize(rel));
    return (at && (0,no_follow/* statBeneath */.iV)(at.base, at.rel)?.isDirectory()) ?? false;
};
const readTree = (cwd, rel) => {
    const at = treeSource(cwd, rel);
    return at && (0,no_follow/* readBeneathOrNull */.Ih)(at.base, at.rel);
};
const textOf = (cwd, rel) => readTree(cwd, rel)?.toString('utf8') ?? '';
const dirOf = (rel) => external_node_path_default().posix.dirname(rel);
/** Names in a folder of the tree (no links followed: only its regular entries' names are read). */
const listFolder = (cwd, folder) => treeNames(cwd, folder);
/** The runner's words in the command's last step (a package script's text for `npm test`), after the runner itself. */
function runnerWords(command, runner) {
    const words = (0,profile/* lastStep */.tX)(command).split(/\s+/);
    const at = words.findIndex((w) => runner.test(w));
    return at < 0 ? null : words.slice(at + 1);
}
const flagIn = (words, flags) => words.find((w) => flags.some((f) => w === f || w.startsWith(`${f}=`)));
/** A flag that stops the run at its first failure: the must-fail canary would stop the suite's own tests. */
function stopsEarly(words, flags) {
    const flag = flagIn(words, flags);
    return flag
        ? `the command stops at the first failure (${flag.split('=')[0]}), and the must-fail canary is one`
        : null;
}
/** A selection flag in the command: the canary's name would not match it. */
function selects(words, flags) {
    const flag = flagIn(words, flags);
    return flag
        ? `the command selects tests by name or by change (${flag.split('=')[0]}), which a canary's random name would not match`
        : null;
}
/** The words that are no switch nor a switch's value (`valued`: the switches that take the next word). */
function positionals(words, valued) {
    return words.filter((w, i) => w !== '' && !w.startsWith('-') && !valued.has(words[i - 1] ?? ''));
}
/**
 * Test files in the tree, breadth first from the top (no dependency, build or hidden folder; a bounded walk): where
 * the baseline's ids name no file, the first that `isTest` takes is a file the runner's discovery finds.
 */
function findTestFile(cwd, isTest) {
    const queue = [''];
    for (let seen = 0; queue.length && seen < 400; seen++) {
        const folder = queue.shift();
        const names = listFolder(cwd, folder || '.').sort();
        for (const name of names) {
            const rel = folder ? `${folder}/${name}` : name;
            if (isTest(rel) && existsFile(cwd, rel))
                return rel;
        }
        for (const name of names) {
            if (/^(\.|node_modules$|dist$|build$|coverage$|vendor$|fixtures?$)/.test(name))
                continue;
            const rel = folder ? `${folder}/${name}` : name;
            if (folder.split('/').length < 5 && existsFolder(cwd, rel))
                queue.push(rel);
        }
    }
    return null;
}

;// CONCATENATED MODULE: ./src/verify/canary-shape.ts
/**
 * A canary's shape, fresh each run: its tag, test names, failure message, compared values and file stem are drawn
 * from random bytes over plausible words, so no fixed text (a `zz` prefix, an "agent-fix canary" message, a 16-hex
 * name) tells the code under test which tests are agent-fix's. The tag (letters and digits, 7 to 9 of them, at least
 * two digits) is what marks every line and id of the canaries: it is in both tests' names, the message and the file
 * name, and is long and mixed enough that a line of the suite's own output never holds it by chance.
 */

const VERBS = [
    'parses', 'formats', 'rounds', 'merges', 'sorts', 'encodes', 'decodes', 'validates', 'resolves', 'normalizes',
    'handles', 'returns', 'keeps', 'computes', 'splits', 'joins', 'caches', 'maps', 'filters', 'reads', 'writes',
    'counts', 'trims', 'escapes', 'groups', 'converts', 'compares', 'loads',
]; // prettier-ignore
const NOUNS = [
    'input', 'values', 'options', 'records', 'paths', 'keys', 'items', 'headers', 'tokens', 'entries', 'dates', 'ranges',
    'names', 'limits', 'units', 'totals', 'fields', 'labels', 'rows', 'chunks', 'offsets', 'prefixes', 'flags', 'lines',
]; // prettier-ignore
/** File stems that sort late among a folder's test files (`sortsLast` makes sure). */
const LATE = [
    'validation', 'values', 'versions', 'widgets', 'windows', 'workers', 'wrappers', 'yaml', 'zones', 'xml', 'utils',
    'types', 'urls', 'usage', 'views', 'weights', 'writer', 'zip',
]; // prettier-ignore
/** A fresh shape from `bytes` (random unless given: tests pin it). */
function canaryShape(bytes = external_node_crypto_default().randomBytes(32)) {
    let at = 0;
    const next = () => bytes[at++ % bytes.length];
    const pick = (list) => list[next() % list.length];
    const tag = makeTag(next);
    const pass = [pick(VERBS), pick(NOUNS)];
    let fail = [pick(VERBS), pick(NOUNS)];
    if (fail[0] === pass[0])
        fail = [VERBS[(VERBS.indexOf(pass[0]) + 1) % VERBS.length], fail[1]];
    const noun = pick(NOUNS);
    const message = `${pick(['unexpected', 'wrong', 'stale', 'missing', 'extra', 'mismatched'])} ${noun} ${tag}`;
    const expected = `${pick(['expected', 'known', 'stored', 'parsed'])} ${noun} ${tag}`;
    const start = next() % LATE.length;
    const stems = [...LATE.slice(start), ...LATE.slice(0, start)].map((w) => `${w}-${tag}`);
    return { tag, pass, fail, group: `${noun} ${tag}`, message, expected, stems };
}
function makeTag(next) {
    const letters = 'abcdefghijkmnpqrstuvwxyz';
    const digits = '23456789';
    const length = 7 + (next() % 3);
    const chars = Array.from({ length }, (_, i) => i === 0 ? letters[next() % letters.length] : `${letters}${digits}`[next() % (letters.length + digits.length)]);
    // Two digits at least, at places the bytes choose (never the first: a Python or Go name may start with it).
    // Each at a place that holds a letter, walking on from where the bytes start it (a digit over a digit left one).
    let need = 2 - chars.filter((c) => digits.includes(c)).length;
    for (let k = 0, p = 1 + (next() % (length - 1)); need > 0 && k < length; k++, p = 1 + (p % (length - 1)))
        if (!digits.includes(chars[p])) {
            chars[p] = digits[next() % digits.length];
            need--;
        }
    return chars.join('');
}
/**
 * The first name `make(stem)` that sorts after every name in `siblings` (by code unit, as a runner's or the shell's
 * sort does): a runner that stops at a first failure has then run the suite's own files. When no stem does, `z`s go
 * before the first one until it does; where the name's fixed part decides the order (`test-x.js` always sorts before
 * `test.js`), no number of `z`s helps, and the first stem's name is taken after 64 tries.
 */
function sortsLast(stems, siblings, make) {
    const last = siblings.reduce((a, b) => (b > a ? b : a), '');
    for (const stem of stems)
        if (make(stem) > last)
            return make(stem);
    let stem = stems[0];
    for (let tries = 0; make(stem) <= last; tries++) {
        if (tries === 64)
            return make(stems[0]);
        stem = `z${stem}`;
    }
    return make(stem);
}
/** Words as one identifier: `snake` (`parses_input`) or `camel` (`ParsesInput`). */
function identifier(words, style) {
    return style === 'snake' ? words.join('_') : words.map((w) => `${w[0].toUpperCase()}${w.slice(1)}`).join('');
}

// EXTERNAL MODULE: ./src/verify/runners/node-test.ts
var node_test = __webpack_require__(9598);
;// CONCATENATED MODULE: ./src/verify/canary-js.ts
/**
 * Canaries for the JavaScript runners: node --test, jest, vitest, mocha, ava and node-tap. Each canary file sits beside
 * a test file the runner's discovery finds (the filter's, a baseline id's, else the first test file of the tree the
 * runner's default or configured pattern takes) and copies that neighbour's form: its extension (`.js`, `.mjs`,
 * `.cjs`, `.ts`: a runner that runs the suite's TypeScript transpiles ours, written in syntax both read), its
 * `.test`/`.spec` infix or `test-` prefix, `import` or `require`, the framework imported as the suite imports it
 * (vitest's and jest's globals or their modules) and its assertion library (node:assert's module and method, chai's
 * `expect`), so the canary fails through the very assertion the suite's tests call.
 */







const q = (s) => JSON.stringify(s);
/** Test names with spaces, as JS suites write them: `parses input k3vq9x2`. */
const jsNames = (shape) => ({
    pass: `${shape.pass.join(' ')} ${shape.tag}`,
    fail: `${shape.fail.join(' ')} ${shape.tag}`,
});
/** The style of `neighbour` (a test file of the folder), or of a plain `.test.js` file where there is none. */
function jsStyle(cwd, neighbour) {
    const base = neighbour ? external_node_path_default().posix.basename(neighbour) : 'x.test.js';
    const ext = /\.[cm]?[jt]sx?$/.exec(base)?.[0] ?? '.js';
    const text = neighbour ? textOf(cwd, neighbour) : '';
    const infix = new RegExp(`\\.(test|spec)\\${ext}$`).exec(base)?.[0].slice(0, -ext.length) ?? '';
    const prefix = /^test[-_]/.test(base) && !infix ? base.slice(0, 5) : '';
    let esm;
    if (/^\.m/.test(ext))
        esm = true;
    else if (/^\.c/.test(ext))
        esm = false;
    else if (/^\s*(import\s|export\s)/m.test(text))
        esm = true;
    else if (/\brequire\s*\(/.test(text))
        esm = false;
    else
        esm = /"type"\s*:\s*"module"/.test(textOf(cwd, 'package.json')) || /\.tsx?$/.test(ext);
    return { ext, infix, prefix, esm, text };
}
/** `import x from 'm'` or `const x = require('m')`, as the neighbour does it. */
const imports = (style, binding, module) => style.esm ? `import ${binding} from ${q(module)};` : `const ${binding} = require(${q(module)});`;
const importsFrom = (text, module) => new RegExp(`(from\\s+|require\\(\\s*)['"]${module.replace(/[/@]/g, '\\$&')}['"]`).test(text);
/** The neighbour's node:assert (module and the equality method it calls), node:assert's strictEqual by default. */
function nodeAssert(text) {
    const module = ['node:assert/strict', 'assert/strict', 'node:assert', 'assert'].find((m) => importsFrom(text, m));
    const methods = ['strictEqual', 'equal', 'deepStrictEqual', 'deepEqual'];
    const method = methods.find((m) => new RegExp(`\\bassert\\.${m}\\(`).test(text)) ?? 'strictEqual';
    return { module: module ?? 'node:assert', method };
}
/** The neighbour's test file in `folder` that `isTest` takes (sorted first), or null. */
function neighbourIn(cwd, folder, isTest) {
    return (listFolder(cwd, folder)
        .sort()
        .map((n) => (folder === '.' ? n : `${folder}/${n}`))
        .find((rel) => isTest(rel) && existsFile(cwd, rel)) ?? null);
}
/**
 * The folder a JS runner's canary goes to: the filter's first test file's, a baseline id's file's (`file > …`), else
 * that of the first test file in the tree the runner's discovery (`isTest`) finds.
 */
function jsFolder(cwd, words, anchor, isTest) {
    const named = words.find((w) => /\.[cm]?[jt]sx?$/.test(w) && existsFile(cwd, w));
    if (named)
        return dirOf(named);
    for (const id of [...anchor.failingIds, ...(anchor.passingIds ?? [])]) {
        const file = id.split(' > ')[0];
        if (id.includes(' > ') && /\.[cm]?[jt]sx?$/.test(file) && isTest(file) && existsFile(cwd, file))
            return dirOf(file);
    }
    const found = findTestFile(cwd, isTest);
    return found === null ? null : dirOf(found);
}
/** The canary's file name: the neighbour's form, sorting after the folder's files. */
function jsFileName(cwd, folder, shape, isTest) {
    const style = jsStyle(cwd, neighbourIn(cwd, folder, isTest));
    return sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${style.prefix}${stem}${style.infix}${style.ext}`);
}
const styleOf = (o, isTest) => jsStyle(o.cwd, neighbourIn(o.cwd, o.folder, isTest));
/** A file that `glob` (a runner's spec pattern, `./`, `*`, `**`, `?`, `{a,b}`) takes. */
function globTest(glob) {
    let src = '';
    const g = glob.replace(/^\.\//, '');
    for (let i = 0; i < g.length; i++) {
        const c = g[i];
        if (g.startsWith('**/', i)) {
            src += '(?:.*/)?';
            i += 2;
        }
        else if (g.startsWith('**', i)) {
            src += '.*';
            i += 1;
        }
        else if (c === '*')
            src += '[^/]*';
        else if (c === '?')
            src += '[^/]';
        else if (c === '{')
            src += '(?:';
        else if (c === '}')
            src += ')';
        else if (c === ',' && src.lastIndexOf('(?:') > src.lastIndexOf(')'))
            src += '|';
        else
            src += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
    }
    const re = new RegExp(`^${src}$`);
    return (rel) => re.test(rel);
}
const JS_TEST_FILE = /\.[cm]?[jt]sx?$/;
// ---- jest -----------------------------------------------------------------------------------------------------
/** jest's default testMatch: `__tests__/` files and `*.test.*`/`*.spec.*`. */
const jestTest = (rel) => !/(^|\/)node_modules\//.test(rel) &&
    (/(^|\/)__tests__\/.*\.[cm]?[jt]sx?$/.test(rel) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel));
const JEST_VALUED = new Set(['-c', '--config', '-w', '--maxWorkers', '--reporters', '--outputFile', '--testTimeout', '--rootDir', '--roots', '--selectProjects', '--testEnvironment', '--env', '--seed', '--coverageDirectory', '--cacheDirectory', '--json', '--coverageReporters']); // prettier-ignore
/** Globals, or `@jest/globals`/`vitest` imported as the neighbour does; one group, two tests, `expect(…).toBe`. */
function expectSource(o, style, module) {
    const { names, shape } = o;
    return [
        ...(module && importsFrom(style.text, module) ? [imports(style, '{ describe, expect, test }', module)] : []),
        '',
        `describe(${q(shape.group)}, () => {`,
        `  test(${q(names.pass)}, () => {`,
        `    expect(${q(shape.message)}).toBe(${q(shape.message)});`,
        '  });',
        `  test(${q(names.fail)}, () => {`,
        `    expect(${q(shape.message)}).toBe(${q(shape.expected)});`,
        '  });',
        '});',
        '',
    ].join('\n');
}
const jestKind = {
    runner: 'jest',
    folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, jestTest),
    fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, jestTest),
    source: (o) => expectSource(o, styleOf(o, jestTest), '@jest/globals'),
    names: jsNames,
    unreachable(command) {
        const words = runnerWords(command, /^jest$|\/jest$/) ?? [];
        if (positionals(words, JEST_VALUED).length)
            return 'the command gives jest test path patterns, which a test file added beside them would not match';
        return (selects(words, ['-t', '--testNamePattern', '--testPathPattern', '--testPathPatterns', '--findRelatedTests', '-o', '--onlyChanged', '--changedSince', '--lastCommit', '--onlyFailures', '-f', '--shard', '--listTests']) ?? // prettier-ignore
            stopsEarly(words, ['--bail', '-b']));
    },
    filterWord: (file) => file,
};
// ---- vitest ---------------------------------------------------------------------------------------------------
/** vitest's default include: `*.test.*`/`*.spec.*`. */
const vitestTest = (rel) => !/(^|\/)node_modules\//.test(rel) && /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel);
const VITEST_VALUED = new Set(['-c', '--config', '-r', '--root', '--dir', '--reporter', '--outputFile', '--pool', '--environment', '--maxWorkers', '--minWorkers', '--project', '--mode', '--testTimeout', '--retry', '--sequence.seed', '--coverage.reporter', '--coverage.reportsDirectory']); // prettier-ignore
const vitestKind = {
    runner: 'vitest',
    folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, vitestTest),
    fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, vitestTest),
    source: (o) => expectSource(o, styleOf(o, vitestTest), 'vitest'),
    names: jsNames,
    unreachable(command) {
        const words = runnerWords(command, /^vitest$|\/vitest$/) ?? [];
        const rest = positionals(words, VITEST_VALUED);
        if (rest[0] === 'related')
            return 'the command runs the tests related to named files (vitest related)';
        if (rest.filter((w) => !['run', 'watch', 'dev'].includes(w)).length)
            return 'the command gives vitest file filters, which a test file added beside them would not match';
        return (selects(words, ['-t', '--testNamePattern', '--changed', '--shard', '--related']) ?? stopsEarly(words, ['--bail']));
    },
    filterWord: (file) => file,
};
// ---- mocha ----------------------------------------------------------------------------------------------------
const MOCHA_VALUED = new Set(['-r', '--require', '-R', '--reporter', '-O', '--reporter-option', '--reporter-options', '--config', '-u', '--ui', '-t', '--timeout', '-s', '--slow', '--extension', '--ignore', '--exclude', '--file', '--spec', '--package', '-j', '--jobs', '--node-option', '-n', '--import', '--loader']); // prettier-ignore
/**
 * The spec globs mocha runs: the command's own (positionals, `--spec`), else `spec` in `.mocharc.json`/`.yml`/`.yaml`
 * or package.json's `mocha`, else mocha's default `./test` (its `*.{js,cjs,mjs}`, or every folder below with
 * `--recursive`). Null where the command names its files (a file, no glob).
 */
function mochaSpecs(command, cwd) {
    const words = runnerWords(command, /^mocha$|\/mocha$/) ?? [];
    const given = [...positionals(words, MOCHA_VALUED), ...words.filter((w, i) => words[i - 1] === '--spec'), ...words.filter((w) => w.startsWith('--spec=')).map((w) => w.slice(7))].map((w) => w.replace(/^['"]|['"]$/g, '')); // prettier-ignore
    const recursive = words.includes('--recursive') || /"recursive"\s*:\s*true|^recursive:\s*true/m.test(mochaConfigText(cwd));
    const asGlobs = (specs) => specs.map((s) => /[*?{]/.test(s) || !existsFolder(cwd, s) ? s : `${s.replace(/\/$/, '')}/${recursive ? '**/' : ''}*.{js,cjs,mjs}`);
    if (given.length)
        return given.some((s) => !/[*?{]/.test(s) && existsFile(cwd, s)) ? null : asGlobs(given);
    const configured = mochaConfigSpec(cwd);
    return asGlobs(configured.length ? configured : ['./test']);
}
function mochaConfigText(cwd) {
    return ['.mocharc.json', '.mocharc.jsonc', '.mocharc.yml', '.mocharc.yaml'].map((f) => textOf(cwd, f)).join('\n');
}
function mochaConfigSpec(cwd) {
    const json = (text) => {
        try {
            const v = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) ?? {};
            return v.spec ?? v.mocha?.spec;
        }
        catch {
            return undefined;
        }
    };
    const list = (v) => typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [];
    for (const f of ['.mocharc.json', '.mocharc.jsonc']) {
        const spec = list(json(textOf(cwd, f)));
        if (spec.length)
            return spec;
    }
    for (const f of ['.mocharc.yml', '.mocharc.yaml']) {
        const text = textOf(cwd, f);
        const inline = /^spec:\s*['"]?([^'"\n[]+?)['"]?\s*$/m.exec(text)?.[1];
        if (inline)
            return [inline];
        const block = /^spec:\s*\n((?:\s+-\s*.+\n?)+)/m.exec(text)?.[1];
        if (block)
            return [...block.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((m) => m[1]);
    }
    const pkg = json(textOf(cwd, 'package.json'));
    return list(pkg);
}
function mochaTest(command, cwd) {
    const specs = (mochaSpecs(command, cwd) ?? []).map(globTest);
    return (rel) => !/(^|\/)node_modules\//.test(rel) && JS_TEST_FILE.test(rel) && specs.some((t) => t(rel));
}
const mochaKind = {
    runner: 'mocha',
    folder: (cwd, words, anchor, command) => jsFolder(cwd, words, anchor, mochaTest(command, cwd)),
    fileName: (cwd, folder, shape, command) => jsFileName(cwd, folder, shape, mochaTest(command, cwd)),
    source(o) {
        // The neighbour's file, found by any JS test file of the folder: its assertion library and interface.
        const style = styleOf(o, (rel) => JS_TEST_FILE.test(rel) && rel !== `${o.folder}/${o.file}`);
        const { names, shape } = o;
        const tdd = /^\s*suite\s*\(/m.test(style.text) && !/^\s*describe\s*\(/m.test(style.text);
        const [group, test] = tdd ? ['suite', 'test'] : ['describe', 'it'];
        let head;
        let equal;
        if (importsFrom(style.text, 'chai')) {
            head = imports(style, '{ expect }', 'chai');
            equal = (a, b) => `expect(${q(a)}, ${q(shape.message)}).to.equal(${q(b)});`;
        }
        else {
            const { module, method } = nodeAssert(style.text);
            head = imports(style, 'assert', module);
            equal = (a, b) => `assert.${method}(${q(a)}, ${q(b)}, ${q(shape.message)});`;
        }
        return [
            head,
            '',
            `${group}(${q(shape.group)}, () => {`,
            `  ${test}(${q(names.pass)}, () => {`,
            `    ${equal(shape.message, shape.message)}`,
            '  });',
            `  ${test}(${q(names.fail)}, () => {`,
            `    ${equal(shape.message, shape.expected)}`,
            '  });',
            '});',
            '',
        ].join('\n');
    },
    names: jsNames,
    unreachable(command, cwd) {
        const words = runnerWords(command, /^mocha$|\/mocha$/) ?? [];
        if (!mochaSpecs(command, cwd))
            return 'the command names its test files, so a file added beside them would not run';
        return selects(words, ['-g', '--grep', '-f', '--fgrep', '-i', '--invert']) ?? stopsEarly(words, ['-b', '--bail']);
    },
    filterWord: (file) => file,
    // mocha exits with the number of failed tests (at most 255).
    failedExit: (run) => run.exitCode !== null && run.exitCode >= 1 && run.exitCode <= 255,
};
// ---- ava ------------------------------------------------------------------------------------------------------
const AVA_DEFAULT = /(^|\/)(test|src\/test|source\/test)\.[cm]?js$|(^|\/)test-[^/]*\.[cm]?js$|\.(spec|test)\.[cm]?js$|(^|\/)(test|tests|__tests__)\/.*\.[cm]?js$/;
/** ava's files: package.json's `ava.files` globs where given, else its defaults; never helpers (`_x.js`, fixtures). */
function avaTest(cwd) {
    let globs = [];
    try {
        const files = JSON.parse(textOf(cwd, 'package.json') || '{}').ava?.files;
        if (Array.isArray(files))
            globs = files.filter((f) => typeof f === 'string' && !f.startsWith('!'));
    }
    catch {
        // No package.json to read: ava's defaults.
    }
    const tests = globs.map(globTest);
    return (rel) => !/(^|\/)(node_modules|fixtures|helpers)\//.test(rel) &&
        !/(^|\/)_/.test(rel) &&
        (tests.length ? tests.some((t) => t(rel)) : AVA_DEFAULT.test(rel));
}
const avaKind = {
    runner: 'ava',
    folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, avaTest(cwd)),
    fileName(cwd, folder, shape) {
        const isTest = avaTest(cwd);
        const style = jsStyle(cwd, neighbourIn(cwd, folder, isTest));
        // At the top, a neighbour named `test.js` gives no form of its own; ava also runs `*.test.js` there, which sorts
        // by the stem (a `test-` prefix would always sort before `test.js`: '-' < '.').
        const infix = folder === '.' && !style.infix && !style.prefix ? '.test' : style.infix;
        return sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${style.prefix}${stem}${infix}${style.ext}`);
    },
    source(o) {
        const style = styleOf(o, avaTest(o.cwd));
        const { names, shape } = o;
        return [
            imports(style, 'test', 'ava'),
            '',
            `test(${q(names.pass)}, (t) => {`,
            `  t.is(${q(shape.message)}, ${q(shape.message)});`,
            '});',
            `test(${q(names.fail)}, (t) => {`,
            `  t.is(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
            '});',
            '',
        ].join('\n');
    },
    names: jsNames,
    unreachable(command) {
        const words = runnerWords(command, /^ava$|\/ava$/) ?? [];
        if (positionals(words, new Set(['-c', '--concurrency', '-T', '--timeout', '--config', '--node-arguments'])).length)
            return 'the command names its test files, so a file added beside them would not run';
        return selects(words, ['-m', '--match']) ?? stopsEarly(words, ['--fail-fast']);
    },
    filterWord: (file) => file,
    alone: avaAlone,
};
/**
 * ava names a test's file (`tax > taxes 20%`) only when more than one file ran, so the canary's file beside a suite of
 * one file gives that file's tests a file part the baseline's run did not print. Taken off only where every test of
 * the run has the same file part and no id of the baseline starts with it: a suite of several files keeps its ids.
 */
function avaAlone(run, anchor) {
    const ids = [...run.failingIds, ...(run.passingIds ?? []), ...(run.skippedIds ?? [])];
    const parts = new Set(ids.map((id) => (id.includes(' > ') ? id.slice(0, id.indexOf(' > ')) : '')));
    const [part] = parts;
    const known = [...anchor.failingIds, ...(anchor.passingIds ?? []), ...(anchor.skippedIds ?? [])];
    if (parts.size !== 1 || !part || !known.length || known.some((id) => id.startsWith(`${part} > `)))
        return run;
    const bare = (list) => list.map((id) => id.slice(part.length + 3));
    const scopes = run.scopes && Object.fromEntries(Object.entries(run.scopes).map(([id, s]) => [bare([id])[0], s]));
    return {
        ...run,
        failingIds: bare(run.failingIds),
        ...(run.passingIds ? { passingIds: bare(run.passingIds) } : {}),
        ...(run.skippedIds ? { skippedIds: bare(run.skippedIds) } : {}),
        ...(scopes ? { scopes } : {}),
    };
}
// ---- node-tap -------------------------------------------------------------------------------------------------
const tapTest = (rel) => !/(^|\/)node_modules\//.test(rel) &&
    (/(^|\/)(test|tests|__tests__)\/.*\.[cm]?[jt]sx?$/.test(rel) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel));
const tapKind = {
    runner: 'node-tap',
    folder: (cwd, words, anchor) => jsFolder(cwd, words, anchor, tapTest),
    fileName: (cwd, folder, shape) => jsFileName(cwd, folder, shape, tapTest),
    source(o) {
        const style = styleOf(o, tapTest);
        const { names, shape } = o;
        return [
            imports(style, 't', 'tap'),
            '',
            `t.test(${q(names.pass)}, async (t) => {`,
            `  t.equal(${q(shape.message)}, ${q(shape.message)});`,
            '});',
            `t.test(${q(names.fail)}, async (t) => {`,
            `  t.equal(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
            '});',
            '',
        ].join('\n');
    },
    names: jsNames,
    unreachable(command) {
        const words = runnerWords(command, /^tap$|\/tap$/) ?? [];
        const rest = positionals(words, new Set(['-R', '--reporter', '-j', '--jobs', '-t', '--timeout', '-c', '--config', '--plugin', '-P']));
        if (rest.filter((w) => w !== 'run').length)
            return 'the command names its test files, so a file added beside them would not run';
        return (selects(words, ['-g', '--grep', '-O', '--only', '--changed', '--failures']) ?? stopsEarly(words, ['-b', '--bail']));
    },
    filterWord: (file) => file,
};
// ---- node --test ----------------------------------------------------------------------------------------------
/**
 * The folders `node --test` is given (`node --test test/`), none when it is given no path; null when a path is a file,
 * a glob or nothing in the tree: a canary file beside them would not run.
 */
function commandFolders(command, cwd) {
    const paths = (0,node_test/* nodeTestWords */.cg)((0,profile/* lastStep */.tX)(command))?.paths ?? [];
    const folder = (p) => {
        if (/[*?{}[\]]/.test(p))
            return false;
        const at = treeSource(cwd, external_node_path_default().posix.normalize(p));
        return (at && (0,no_follow/* statBeneath */.iV)(at.base, at.rel)?.isDirectory()) ?? false;
    };
    return paths.every(folder) ? paths : null;
}
/** Node's default patterns (`*.test.js`, `test-*.js`, `test/**`), for the neighbour whose assertions the canary copies. */
const nodeTest = (rel) => !/(^|\/)node_modules\//.test(rel) &&
    /(^|\/)(test\/.*\.[cm]?js|[^/]*[.\-_]test\.[cm]?js|test-[^/]*\.[cm]?js|test\.[cm]?js)$/.test(rel);
const nodeTestKind = {
    runner: 'node-test',
    folder(cwd, words, _anchor, command) {
        const named = words.find((w) => /\.[cm]?[jt]s$/.test(w) && existsFile(cwd, w));
        if (named)
            return dirOf(named);
        // Without files, `node --test` finds `*.test.mjs` anywhere below its folder, or below the folders it is given.
        const folders = words.length ? [] : commandFolders(command, cwd);
        return folders?.length ? external_node_path_default().posix.normalize(folders[0]) : '.';
    },
    // `.test.mjs`: node's default patterns take it in any folder, and it is ESM whatever the package says.
    fileName: (cwd, folder, shape) => sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${stem}.test.mjs`),
    source(o) {
        const near = neighbourIn(o.cwd, o.folder, nodeTest) ?? findTestFile(o.cwd, nodeTest);
        const { module, method } = nodeAssert(near ? textOf(o.cwd, near) : '');
        const { names, shape } = o;
        return [
            "import test from 'node:test';",
            `import assert from ${q(module)};`,
            '',
            `test(${q(names.pass)}, () => {`,
            `  assert.${method}(${q(shape.message)}, ${q(shape.message)});`,
            '});',
            `test(${q(names.fail)}, () => {`,
            `  assert.${method}(${q(shape.message)}, ${q(shape.expected)}, ${q(shape.message)});`,
            '});',
            '',
        ].join('\n');
    },
    names: jsNames,
    unreachable(command, cwd) {
        const words = runnerWords(command, /^--test$/) ?? [];
        if (!commandFolders(command, cwd))
            return 'the command names its test files, so a file added beside them would not run';
        return selects(words, ['--test-name-pattern']);
    },
    filterWord: (file, names, filter) => /(^|\s)--test-name-pattern[=\s]/.test(filter) ? `${file} ${(0,node_test/* nodeNamePattern */.uO)([names.pass, names.fail])}` : file,
    // A file whose process exits before its tests report is listed under the file's own path, as one passing test.
    hollow(run) {
        const file = run.passingIds?.find((id) => !id.includes(' > ') && /\.[cm]?[jt]sx?$/.test(id));
        return file ? `the test file ${file} reported no test of its own (its process ended before its tests ran)` : null;
    },
};

;// CONCATENATED MODULE: ./src/verify/canary.ts
/**
 * Canary tests: the check that a proof run's report is the runner's own (DESIGN.md guarantee 12). Before each run in
 * a proof tree, agent-fix writes one test file of its own beside the suite's tests, in a shape drawn fresh for the run
 * (canary-shape.ts: names, message and file name from plausible words and a random tag): one test that must pass and
 * one that must fail, both through the assertion the suite itself uses, the failing one with the shape's message in
 * its failure. Only then is the report trusted: the
 * must-fail canary is named failing with its message, the must-pass one passing (or, where the run names no passing
 * test, counted), and the command exits with the code its runner gives for failed tests. A forged summary, a patched
 * runner, an exit before the tests ran, a deselection or a muted output cannot show that without reading the canary
 * out of the tree at run time. The file lives only in the proof tree, never in the candidate, and is removed after the
 * run; its tests are taken out of the ids, counts and output before anyone reads them, and the run passed when every
 * other test did.
 */











/** Said under the output, whose lines naming the canaries are gone but whose summary line still counts them. */
const CANARY_NOTE = "(agent-fix: the runner's own summary above counts agent-fix's two canary tests, one passing and one failing by design; the counts reported leave them out)";
const GO_TEST_NAME = /^(Test|Benchmark|Fuzz|Example)\w*(\/\S*)?$/;
const canary_q = (s) => JSON.stringify(s);
/** Python test names: `test_parses_input_k3vq9x2`. */
const pythonNames = (shape) => ({
    pass: `test_${identifier([...shape.pass, shape.tag], 'snake')}`,
    fail: `test_${identifier([...shape.fail, shape.tag], 'snake')}`,
});
/** The words after pytest in the command. */
const pytestWords = (command) => runnerWords(command, /^(py\.test|pytest)$|\/pytest$/) ?? [];
const pytestKind = {
    runner: 'pytest',
    folder(cwd, words, anchor) {
        const files = [
            ...words.filter((w) => w.endsWith('.py')),
            // A node id (`tests/test_x.py::test_y`) as given to a narrowed run: its file is one the run collects.
            ...words.filter((w) => /^[^'\s:]+\.py::/.test(w)).map((w) => w.split('::')[0]),
            ...[...anchor.failingIds, ...(anchor.passingIds ?? [])]
                .filter((id) => id.includes('::'))
                .map((id) => id.split('::')[0]),
        ];
        const file = files.find((f) => existsFile(cwd, f));
        return file === undefined ? null : dirOf(file);
    },
    fileName(cwd, folder, shape) {
        // A suite named by `*_test.py` (python_files) collects that form; the default is `test_*.py`.
        const siblings = listFolder(cwd, folder);
        const prefixed = siblings.some((f) => /^test_.*\.py$/.test(f)) || !siblings.some((f) => /_test\.py$/.test(f));
        const snake = (stem) => stem.replace(/-/g, '_');
        return prefixed
            ? sortsLast(shape.stems, siblings, (stem) => `test_${snake(stem)}.py`)
            : sortsLast(shape.stems, siblings, (stem) => `${snake(stem)}_test.py`);
    },
    // pytest's own `assert`, rewritten by pytest as the suite's are: a hook that flips outcomes flips this one too.
    source: ({ names, shape }) => [
        `def ${names.pass}():`,
        `    assert ${canary_q(shape.message)} == ${canary_q(shape.message)}`,
        '',
        '',
        `def ${names.fail}():`,
        `    assert ${canary_q(shape.message)} == ${canary_q(shape.expected)}, ${canary_q(shape.message)}`,
        '',
    ].join('\n'),
    names: pythonNames,
    unreachable(command) {
        const words = pytestWords(command);
        return selects(words, ['-k', '-m']) ?? stopsEarly(words, ['-x', '--exitfirst', '--maxfail']);
    },
    // `pytest tests/test_a.py tests/test_b.py::test_x`: one more path given is collected beside them.
    listedFiles(command) {
        const words = pytestWords(command);
        const files = words.filter((w) => !w.startsWith('-') && (w.endsWith('.py') || w.includes('::')));
        return files.length ? files.map((w) => w.split('::')[0]) : null;
    },
    filterWord: (file) => file,
};
const unittestKind = {
    runner: 'unittest',
    folder(cwd, words, anchor) {
        const named = words.find((w) => w.endsWith('.py') && existsFile(cwd, w));
        if (named)
            return dirOf(named);
        // `tests.test_calc.CalcTest.test_add`: the module is the longest prefix that is a file.
        for (const id of [...anchor.failingIds, ...(anchor.passingIds ?? [])]) {
            const parts = id.split('.');
            for (let k = parts.length - 1; k > 0; k--) {
                const file = `${parts.slice(0, k).join('/')}.py`;
                if (existsFile(cwd, file))
                    return dirOf(file);
            }
        }
        return null;
    },
    fileName: (cwd, folder, shape) => sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `test_${stem.replace(/-/g, '_')}.py`),
    // `self.assertEqual`, the suite's own: a TestCase whose assertEqual was blanked passes the must-fail canary.
    source: ({ names, shape }) => [
        'import unittest',
        '',
        '',
        `class Test${identifier(shape.group.split(' '), 'camel')}(unittest.TestCase):`,
        `    def ${names.pass}(self):`,
        `        self.assertEqual(${canary_q(shape.message)}, ${canary_q(shape.message)})`,
        '',
        `    def ${names.fail}(self):`,
        `        self.assertEqual(${canary_q(shape.message)}, ${canary_q(shape.expected)}, ${canary_q(shape.message)})`,
        '',
    ].join('\n'),
    names: pythonNames,
    unreachable(command) {
        const words = runnerWords(command, /^unittest$/) ?? [];
        if (words.includes('discover'))
            return selects(words, ['-k']);
        const takesValue = new Set(['-k', '-s', '-p', '-t']);
        const named = words.filter((w, i) => !w.startsWith('-') && !takesValue.has(words[i - 1] ?? ''));
        return named.length
            ? 'the command names its test modules, so a module added beside them would not run'
            : selects(words, ['-k']);
    },
    filterWord: (file) => file,
};
const goKind = {
    runner: 'go',
    folder(cwd, words, anchor, _command, base) {
        const dirs = words.filter((w) => w.startsWith('./') && !w.includes('...')).map((w) => external_node_path_default().posix.normalize(w));
        // The base's module path, never the candidate's: a candidate that renames its module leaves no package id of the
        // baseline under it, and so no folder for the canaries, unless the path is the one the untouched code declared.
        const mod = base.goModule ?? goModule(cwd);
        if (mod) {
            // The packages of the baseline's tests, and those it named failing as a whole: a package whose tests did not
            // build on the old code (a fix's test calling a function it adds) ran no test, and so left no scope.
            for (const pkg of [...Object.values(anchor.scopes ?? {}), ...anchor.failingIds]) {
                if (pkg === mod)
                    dirs.push('.');
                else if (pkg.startsWith(`${mod}/`))
                    dirs.push(pkg.slice(mod.length + 1));
            }
        }
        return dirs.find((d) => packageName(cwd, d) !== null) ?? null;
    },
    fileName: (cwd, folder, shape) => sortsLast(shape.stems, listFolder(cwd, folder), (stem) => `${stem.replace(/-/g, '_')}_test.go`),
    // go's own failure calls, `t.Fatalf` on a comparison as the suite's tests make them.
    source: ({ names, shape, cwd, folder }) => [
        `package ${packageName(cwd, folder)}`,
        '',
        'import "testing"',
        '',
        `func ${names.pass}(t *testing.T) {`,
        `\tif got, want := ${canary_q(shape.message)}, ${canary_q(shape.message)}; got != want {`,
        '\t\tt.Fatalf("got %q, want %q", got, want)',
        '\t}',
        '}',
        '',
        `func ${names.fail}(t *testing.T) {`,
        `\tif got, want := ${canary_q(shape.message)}, ${canary_q(shape.expected)}; got != want {`,
        `\t\tt.Fatalf("%s: got %q, want %q", ${canary_q(shape.message)}, got, want)`,
        '\t}',
        '}',
        '',
    ].join('\n'),
    // `Test` and a capital: a test name's next character must not be a lower-case letter.
    names: (shape) => ({
        pass: `Test${identifier(shape.pass, 'camel')}_${shape.tag}`,
        fail: `Test${identifier(shape.fail, 'camel')}_${shape.tag}`,
    }),
    unreachable: (command) => {
        const words = runnerWords(command, /^test$/) ?? [];
        return selects(words, ['-run', '--run']) ?? stopsEarly(words, ['-failfast', '--failfast']);
    },
    // Names only (`-run '^(TestA|…)$'`): a package path among them would turn the pattern into one that runs every test.
    filterWord: (file, names, filter) => filter
        .trim()
        .split(/\s+/)
        .every((w) => GO_TEST_NAME.test(w))
        ? `${names.pass} ${names.fail}`
        : `./${dirOf(file)}`,
};
/** Runners with canaries, by the name their parser gives the report. */
const KINDS = {
    pytest: pytestKind,
    unittest: unittestKind,
    go: goKind,
    'node-test': nodeTestKind,
    jest: jestKind,
    vitest: vitestKind,
    mocha: mochaKind,
    ava: avaKind,
    'node-tap': tapKind,
};
/** The Go package a folder's code declares (an external `_test` package is the same folder's package). */
function packageName(cwd, folder) {
    for (const f of listFolder(cwd, folder)
        .filter((n) => n.endsWith('.go'))
        .sort((a, b) => +a.endsWith('_test.go') - +b.endsWith('_test.go'))) {
        const text = readTree(cwd, external_node_path_default().posix.join(folder, f))?.toString('utf8') ?? '';
        const name = /^package\s+(\w+)/m.exec(text.replace(/\/\*[^]*?\*\/|\/\/.*$/gm, ''))?.[1];
        if (name)
            return name.replace(/_test$/, '');
    }
    return null;
}
/**
 * The command as the runner sees it: a package manager's `test` is the package.json test script, the workspace's
 * where the step names one (`npm test -w a`, `pnpm --filter a test`, `yarn workspace a test`: script-workspace.ts).
 */
function effectiveCommand(command, cwd) {
    const last = (0,profile/* lastStep */.tX)(command);
    if ((0,script_call/* scriptCall */.A)(last)?.script !== 'test')
        return command;
    try {
        const pkg = JSON.parse(readTree(cwd, external_node_path_default().posix.join(scriptWorkspace(last, cwd), 'package.json'))?.toString('utf8') ?? '{}');
        return typeof pkg.scripts?.test === 'string' ? pkg.scripts.test : command;
    }
    catch {
        return command;
    }
}
/** The module path a tree's `go.mod` declares. */
function goModule(cwd) {
    return /^module\s+(\S+)/m.exec(readTree(cwd, 'go.mod')?.toString('utf8') ?? '')?.[1];
}
/**
 * Where this run's canaries go, or why it has none (`unchecked`). The runner is the one the baseline's report was
 * read as; the folder is the first file the filter names, else one the baseline's tests live in.
 */
function placeCanaries(command, filter, anchor, cwd, base = {}) {
    const runner = anchor?.runner;
    const kind = runner ? KINDS[runner] : undefined;
    if (!anchor || !kind)
        return {
            status: 'unchecked',
            ...(runner ? { runner } : {}),
            reason: `agent-fix has no canary tests for ${runner && runner !== 'unknown' ? `the runner ${runner}` : 'output it cannot read per test'}`,
        };
    const effective = effectiveCommand(command, cwd);
    const listed = filter ? null : (kind.listedFiles?.(effective) ?? null);
    const words = filter ? (0,parse/* filterWords */.kf)(filter) : (listed ?? []);
    const unreachable = filter ? null : kind.unreachable(effective, cwd);
    if (unreachable)
        return { status: 'unchecked', runner: kind.runner, reason: unreachable };
    const named = base.testIds?.length ? { ...anchor, failingIds: [...anchor.failingIds, ...base.testIds] } : anchor;
    const folder = kind.folder(cwd, words, named, effective, base);
    if (folder === null)
        return {
            status: 'unchecked',
            runner: kind.runner,
            reason: 'no folder of the tests the baseline ran is in this tree',
        };
    const shape = canaryShape();
    const file = external_node_path_default().posix.join(folder, kind.fileName(cwd, folder, shape, effective));
    const filterWord = kind.filterWord(file, kind.names(shape), filter ?? '');
    return { kind, file, shape, filterWord, ...(listed ? { named: true } : {}) };
}
const isCheck = (p) => 'status' in p;
/**
 * Runs `run` with canaries in `cwd` (a proof tree) and gives its report checked and without them. `run` gets the
 * filter to use: the caller's plus the canary file when the run is filtered.
 */
async function runWithCanaries(o) {
    const placed = placeCanaries(o.command, o.filter, o.anchor, o.cwd, o.base);
    if (isCheck(placed)) {
        const result = await o.run(o.filter);
        return { ...result, reportCheck: placed };
    }
    const { kind, file, shape } = placed;
    const names = kind.names(shape);
    try {
        if (!treeFolder(o.cwd, dirOf(file)))
            throw new Error(`${dirOf(file)} is no folder of the tree`);
        const source = kind.source({ names, shape, cwd: o.cwd, folder: dirOf(file), file: external_node_path_default().posix.basename(file) });
        (0,no_follow/* createBeneath */.w3)(o.cwd, file, source);
    }
    catch (err) {
        // A fresh tree refuses a file of ours only where the candidate made its test folder a link: not trusted.
        const result = await o.run(o.filter);
        return failed(result, kind.runner, `the canary file ${file} could not be written (${err.message})`);
    }
    try {
        // First: the filter may end in reporter switches (unittest `-v`) that take no file after them.
        const raw = await o.run(o.filter ? `${placed.filterWord} ${o.filter}` : placed.named ? placed.filterWord : undefined);
        return checkCanaries(raw, placed, o.filter, o.anchor);
    }
    finally {
        removeCanary(o.cwd, file);
    }
}
/** Removes the canary file: only a regular file at that path in a folder that is still the tree's own. */
function removeCanary(cwd, file) {
    const folder = external_node_path_default().join(cwd, dirOf(file));
    try {
        if (external_node_fs_default().realpathSync(folder) !== external_node_path_default().join(external_node_fs_default().realpathSync(cwd), dirOf(file)))
            return;
        if (external_node_fs_default().lstatSync(external_node_path_default().join(folder, external_node_path_default().basename(file))).isFile())
            external_node_fs_default().unlinkSync(external_node_path_default().join(folder, external_node_path_default().basename(file)));
    }
    catch {
        // Gone already, or the folder is no longer ours: the tree is thrown away with it.
    }
}
/** A run whose report did not hold up: its own result, with why, and the canaries' ids out of it. */
function failed(run, runner, reason) {
    return {
        ...run,
        reportCheck: { status: 'failed', runner, reason, exit_code: run.exitCode },
        ...(run.passed ? {} : { errorLines: [...(run.errorLines ?? []), `the report could not be checked: ${reason}`] }),
    };
}
/**
 * The report checked against the canaries (pure). Checked: the must-fail canary named failing with its message, the
 * must-pass one named passing (counted where the run names no passing test), and the "tests failed" exit code.
 */
function checkCanaries(raw, placed, filter, anchor) {
    const { kind, shape } = placed;
    const names = kind.names(shape);
    const own = (id) => id.includes(shape.tag);
    const bare = strip(raw, own, filter);
    const stripped = anchor && kind.alone ? kind.alone(bare, anchor) : bare;
    const why = canaryShortfall(raw, names, shape, kind);
    if (why)
        return failed(stripped, kind.runner, why);
    // A run that names no passing test counted the must-pass canary without naming it.
    const counts = stripped.counts && {
        ...stripped.counts,
        passed: Math.max(0, stripped.counts.passed - (raw.passingIds ? 0 : 1)),
    };
    const clean = stripped.failingIds.length === 0 && !!counts && counts.failed === 0 && counts.errors === 0;
    const { errorLines: _none, ...rest } = stripped;
    return {
        ...rest,
        counts,
        passed: clean,
        // mocha exits with the number of failed tests: the must-fail canary's failure is not the suite's.
        exitCode: clean
            ? 0
            : kind.failedExit && raw.exitCode !== null && raw.exitCode > 1 && raw.exitCode < 255
                ? raw.exitCode - 1
                : raw.exitCode,
        ...(clean || !raw.errorLines ? {} : { errorLines: raw.errorLines.filter((l) => !own(l)) }),
        reportCheck: { status: 'checked', runner: kind.runner, exit_code: raw.exitCode },
    };
}
/** Why the report does not show the canaries as planted, or null when it does. */
function canaryShortfall(raw, names, shape, kind) {
    const { runner } = kind;
    const seen = `exit ${raw.exitCode}${raw.counts ? `, ${raw.counts.passed} passed, ${raw.counts.failed} failed` : ', no test report read'}`;
    const failing = (name) => raw.failingIds.some((id) => id.endsWith(name));
    const passing = (name) => raw.passingIds?.some((id) => id.endsWith(name)) ?? false;
    if (raw.timedOut)
        return 'the run timed out before its report was complete';
    if (!failing(names.fail) || passing(names.fail))
        return `the must-fail canary ${names.fail} was not reported failing (${seen})`;
    if (!raw.output.includes(shape.message))
        return `the must-fail canary's message was not in the output (${seen})`;
    if (failing(names.pass))
        return `the must-pass canary ${names.pass} was reported failing (${seen})`;
    if (raw.passingIds ? !passing(names.pass) : !(raw.counts && raw.counts.passed > 0))
        return `the must-pass canary ${names.pass} was not reported passing (${seen})`;
    const hollow = kind.hollow?.(raw);
    if (hollow)
        return hollow;
    const expected = /^g?make\b/.test((0,profile/* lastStep */.tX)(raw.command)) ? [1, 2] : [1];
    const exitOk = kind.failedExit && !/^g?make\b/.test((0,profile/* lastStep */.tX)(raw.command))
        ? kind.failedExit(raw)
        : raw.exitCode !== null && expected.includes(raw.exitCode);
    if (!exitOk)
        return `the command exited ${raw.exitCode ?? 'by a signal'} where ${runner} exits ${kind.failedExit ? 'with the number of failed tests' : expected.join(' or ')} for failed tests`;
    return null;
}
/** The run without the canaries: their ids, their scopes, the output's lines that name them, the filter as given. */
function strip(run, own, filter) {
    const scopes = run.scopes && Object.fromEntries(Object.entries(run.scopes).filter(([id]) => !own(id)));
    const { filter: _canaryFilter, passingIds: _all, ...rest } = run;
    const passing = run.passingIds?.filter((id) => !own(id));
    const gone = (ids) => ids?.filter(own).length ?? 0;
    const counts = run.counts && {
        ...run.counts,
        failed: Math.max(0, run.counts.failed - gone(run.failingIds)),
        passed: Math.max(0, run.counts.passed - gone(run.passingIds)),
    };
    return {
        ...rest,
        counts,
        failingIds: run.failingIds.filter((id) => !own(id)),
        // As the parser gives it without the canaries: a run that names no passing test has no list at all.
        ...(passing?.length ? { passingIds: passing } : {}),
        ...(run.skippedIds ? { skippedIds: run.skippedIds.filter((id) => !own(id)) } : {}),
        ...(scopes ? { scopes } : {}),
        output: `${run.output
            .split('\n')
            .filter((l) => !own(l))
            .join('\n')}\n${CANARY_NOTE}`,
        ...(filter ? { filter } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/trajectory.ts
/**
 * The trajectory: one JSONL file written as the run goes, so a crash still leaves it. Every line passes the redactor.
 * Lines: start, model (each model call: message, usage, timing), tool (each call and result), tests, note, outcome.
 * A trajectory is also a replay recording (`--model replay:FILE`).
 */




class Trajectory {
    file;
    /**
     * The file, opened once: a command may swap its path for a link (it can sit in the work tree), and appends by path
     * would then write model text into whatever file the link names, with agent-fix's rights (DESIGN guarantee 13).
     */
    fd;
    constructor(file) {
        this.file = file;
        if (!file)
            return;
        external_node_fs_default().mkdirSync(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        this.fd = openOwnFile(file);
        // Lines are written as long as the object lives (a crash still leaves them); the descriptor goes with it.
        closeWhenGone.register(this, this.fd);
    }
    write(type, data) {
        if (this.fd === undefined)
            return;
        const line = `${JSON.stringify((0,redact/* redactDeep */.KL)({ type, time: new Date().toISOString(), ...data }))}\n`;
        external_node_fs_default().writeSync(this.fd, line);
    }
}
const closeWhenGone = new FinalizationRegistry((fd) => {
    try {
        external_node_fs_default().closeSync(fd);
    }
    catch {
        // closed already
    }
});
const { O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW: trajectory_O_NOFOLLOW, O_NONBLOCK: trajectory_O_NONBLOCK } = (external_node_fs_default()).constants;
/** Opens `file` for appending, emptied, never through a link at its end and never a FIFO or device. */
function openOwnFile(file) {
    let fd;
    try {
        fd = external_node_fs_default().openSync(file, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | trajectory_O_NOFOLLOW | trajectory_O_NONBLOCK, 0o644);
    }
    catch (err) {
        if (err.code !== 'ELOOP')
            throw err;
        throw new ConfigError(`the trajectory file ${file} is a symbolic link; agent-fix writes it only as a regular file of its own. Give --trajectory a path that is not a link`);
    }
    if (!external_node_fs_default().fstatSync(fd).isFile()) {
        external_node_fs_default().closeSync(fd);
        throw new ConfigError(`the trajectory file ${file} is not a regular file; give --trajectory the path of a file`);
    }
    return fd;
}

// EXTERNAL MODULE: ./src/modes/mode.ts
var modes_mode = __webpack_require__(93805);
;// CONCATENATED MODULE: ./src/pipeline/setup.ts
/** The setup command, inside prepare: it installs the dependencies, its edits to tracked files are undone. */







/**
 * The setup command (if any), its edits to tracked files undone, then the start tree. Dependencies come from setup:
 * read-only for every later command, and given to every proof tree.
 */
async function setupPhase(setup, ws, sandbox, snapshots, trajectory, say, warn, tests) {
    if (setup.setupCommand) {
        const before = await snapshots.take();
        await runSetup(setup.setupCommand, ws, sandbox, trajectory, say);
        await undoSetupEdits(ws.root, snapshots, before, warn);
    }
    await warmBuildCache(tests.testCommand, ws.root, sandbox, trajectory, say, tests.timeoutMs);
    // The run's start, after setup: the note on what the snapshots leave out counts from here.
    const startTree = await snapshots.take({ countIgnored: true });
    const deps = await dependencyDirs(ws.root);
    await sandbox.protect(deps.map((d) => external_node_path_default().join(ws.root, d)));
    if (deps.length)
        trajectory.write('note', { dependency_folders: deps });
    return { startTree, deps };
}
async function runSetup(command, ws, sandbox, trajectory, say) {
    say(`setup: ${command}`);
    // Setup installs dependencies: the same sandbox and private home as every later command, with the network on.
    // It is untrusted like them: on a review round it runs the bot's own branch, whose scripts the model wrote.
    const setup = await (0,exec/* runCommand */.d1)(command, {
        cwd: ws.root,
        env: (0,security_env/* childEnv */.g)(),
        wrap: sandbox.setupWrap,
        timeoutMs: 20 * 60_000,
        maxOutputChars: 20_000,
    });
    trajectory.write('setup', { command, exit_code: setup.exitCode, output: setup.output });
    if (setup.exitCode !== 0) {
        throw new ConfigError(`the setup command \`${command}\` failed (${setup.timedOut ? 'timed out' : `exit ${setup.exitCode}`}):\n${setup.output.slice(-2000)}\nFix setup-command (--setup-command) or the project's dependencies`);
    }
}
/**
 * The toolchain's build cache filled once in the home that becomes the pristine layer (verify/README.md, "The
 * pristine build cache"): every proof run starts from that home under a fresh layer, and would otherwise compile the
 * standard library and the dependencies again, each time. Before the freeze, so it is part of what setup left; the
 * command compiles and runs none of the project's code (`RunnerProfile.warm`). Without layers the commands share one
 * cache that warms by itself. A failure (the start code may not compile: that can be the bug) only costs the time.
 */
async function warmBuildCache(testCommand, root, sandbox, trajectory, say, timeoutMs) {
    const warm = sandbox.isolation === 'layers' ? (0,runners/* profileForCommand */.E8)(testCommand)?.warm?.(testCommand) : null;
    if (!warm)
        return;
    const started = Date.now();
    const env = Object.entries(warm.env).map(([k, v]) => `${k}=${v}`);
    const result = await (0,exec/* runCommand */.d1)(warm.command, {
        cwd: root,
        env: (0,security_env/* childEnv */.g)(),
        wrap: (argv) => sandbox.wrap(['env', ...env, ...argv]),
        timeoutMs,
        maxOutputChars: 4_000,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const failed = result.exitCode ? `, exit ${result.exitCode}: what did not build, each proof run builds itself` : '';
    say(`setup: build cache warmed for the proof runs (\`${warm.command}\`, ${seconds} s${failed})`);
    trajectory.write('setup', {
        warm: warm.command,
        exit_code: result.exitCode,
        duration_ms: Date.now() - started,
        ...(result.exitCode ? { output: result.output } : {}),
    });
}
/**
 * Changes the setup command made to tracked files are undone: they would otherwise reach the proof unseen (and, on
 * a review round, the setup runs the bot branch's own scripts). New files it made (builds, caches) stay, as setup
 * state; they are never part of the candidate unless the agent edits them.
 */
async function undoSetupEdits(root, snapshots, before, warn) {
    const tracked = new Set((await (0,git/* git */.$Y)(root, ['ls-files', '-z'])).split('\0').filter(Boolean));
    const edits = (await snapshots.changes(before, await snapshots.take())).filter((c) => c.status !== 'A' && tracked.has(c.path));
    if (!edits.length)
        return;
    await snapshots.restore(before, edits);
    const names = edits.slice(0, 10).map((c) => c.path);
    warn(`the setup command changed ${edits.length} tracked file(s) (${names.join(', ')}${edits.length > 10 ? ', …' : ''}); ` +
        'they were put back before the baseline, so neither the proof nor the pull request holds those changes. ' +
        'Commit them, or make setup-command (--setup-command) leave tracked files alone');
}

;// CONCATENATED MODULE: ./src/pipeline/shared.ts
/** Small helpers more than one phase uses: putting the work tree back, and a test run in one line. */




/** Undo every change since `tree`: a dry run leaves the work tree as it found it. */
async function restoreAll(snapshots, tree) {
    const now = await snapshots.take();
    await snapshots.restore(tree, await snapshots.changes(tree, now));
}
/**
 * The git-ignored entries of the work tree, a wholly ignored folder as one `dir/` entry: what a dry run had before
 * setup. The snapshots leave dependency and cache folders out (a `node_modules` setup installed, pytest's cache).
 */
async function ignoredEntries(root) {
    const out = await (0,git/* git */.$Y)(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory']);
    return new Set(out.split('\0').filter(Boolean));
}
/**
 * Removes the ignored entries that were not there before (`before`, from ignoredEntries), never through a link: what
 * the snapshots could not undo of a dry run. Returns the entries removed.
 */
async function removeNewIgnored(root, before) {
    const removed = [];
    for (const entry of await ignoredEntries(root)) {
        if (before.has(entry))
            continue;
        const parts = entry.replace(/\/$/, '').split('/');
        // Each folder on the way is a real folder of the tree, not a link a command left.
        const linked = parts.slice(0, -1).some((_, i) => {
            const st = external_node_fs_default().lstatSync(external_node_path_default().join(root, ...parts.slice(0, i + 1)), { throwIfNoEntry: false });
            return !st?.isDirectory();
        });
        if (linked)
            continue;
        (0,remove_tree/* removeTree */.d)(external_node_path_default().join(root, ...parts));
        removed.push(entry);
    }
    return removed;
}
/** Undo every change since `tree` except to the paths the edit tools changed. */
async function restoreNonEdits(snapshots, tree, edited) {
    const now = await snapshots.take();
    const stray = (await snapshots.changes(tree, now)).filter((c) => !edited.has(c.path));
    if (stray.length)
        await snapshots.restore(tree, stray);
}
function describe(run) {
    const counts = run.counts ? ` (passed ${run.counts.passed}, failed ${run.counts.failed})` : '';
    return `${run.timedOut ? 'timed out' : run.passed ? 'passed' : 'failed'}, exit ${run.exitCode}${counts}`;
}

// EXTERNAL MODULE: ./src/workspace/work-layer.ts + 1 modules
var work_layer = __webpack_require__(41526);
;// CONCATENATED MODULE: ./src/pipeline/leftovers.ts
/**
 * What a killed run left on the host (SIGKILL, a crash: no clean-up ran), repaired before this run looks at anything
 * (issue 42): the commands' process groups still running are ended, the owners and modes the sandbox granted in the
 * workspace are given back (on the very inodes it changed), and its temporary folder goes. Its proof worktrees are
 * removed by `startState` (workspace/start-state.ts). Each repair is said; runs still alive are left alone.
 */




const isGrant = (g) => {
    const r = g;
    return (typeof r === 'object' &&
        r !== null &&
        typeof r.path === 'string' &&
        ['dev', 'ino', 'uid', 'gid', 'mode'].every((k) => Number.isInteger(r[k])));
};
/** Repairs every dead run's leftovers; returns one line per run repaired, for the log. */
function repairKilledRuns() {
    const lines = [];
    for (const dead of (0,run_folder/* deadRuns */.ho)()) {
        const ended = (0,run_folder/* endGroups */.KV)(dead.groups);
        const grants = dead.grants.filter(isGrant);
        revoke(grants);
        // Before the folder goes: the record of what its commands' layer had moved into a work tree is in it.
        const moves = dead.moved.map((m) => ({ root: m.root, ...(0,work_layer/* removeLeftMoves */._Z)(m.root, m.files, m.folders) }));
        (0,remove_tree/* removeTree */.d)(dead.dir);
        const parts = [
            `its temporary folder ${dead.dir}`,
            ...(ended ? [`${ended} process group(s) of its commands still running`] : []),
            ...(grants.length ? [`the owners and modes of ${grants.length} workspace entries, given back`] : []),
            ...moves.flatMap((m) => movedLine(m)),
        ];
        lines.push(`an earlier run (pid ${dead.pid}) was killed before its clean-up; repaired: ${parts.join('; ')}`);
    }
    return lines;
}
/** What was taken back from one work tree: the files its commands made, and those an edit tool changed, kept. */
function movedLine(m) {
    const all = m.removed.length + m.folders.length;
    if (!all && !m.kept.length)
        return [];
    const named = [...m.removed, ...m.folders.map((f) => `${f}/`)].slice(0, 5).join(', ');
    const more = all > 5 ? ` and ${all - 5} more` : '';
    const kept = m.kept.length ? `; kept, changed since: ${m.kept.slice(0, 5).join(', ')}` : '';
    return [`in ${m.root}, ${all} file(s) and folder(s) its commands had made, removed (${named}${more})${kept}`];
}

// EXTERNAL MODULE: ./src/deliver/quarantine-mark.ts
var quarantine_mark = __webpack_require__(73539);
;// CONCATENATED MODULE: ./src/pipeline/lift.ts
/**
 * A deflake run of a test in quarantine (issue 57): when the base tree holds the test's quarantine mark (the quarantine
 * PR was merged, deliver/quarantine-mark.ts), the mark is lifted in the work tree before setup and the baseline. A
 * proof of a skipped test proves nothing: the runs of the untouched code must be able to see it fail, the candidate's
 * runs to see it pass. The lifted file is then one of the candidate's edits from the start, so the proven change, the
 * one the PR ships, removes the mark beside the fix; the integrity checks read that file's text after the lift as its
 * "before" (the lift is agent-fix's own change, not the agent's). Read from git objects of the base only, written
 * before any command of the run.
 */




/**
 * Whether the base may hold a mark at all (a cheap look before the lift): some file names the test or carries
 * agent-fix's go mark. Most deflake runs are of tests in no quarantine.
 */
async function markedInBase(root, base, test) {
    const out = await (0,git/* git */.$Y)(root, ['grep', '-l', '-F', '-e', markName(test), '-e', GO_MARK, base, '--']).catch(() => '');
    return out.trim() !== '';
}
const GO_MARK = 'quarantined by agent-fix';
/** The text a file with the mark holds: the test's name (a js title, a go function, a pytest id). */
const markName = (test) => test.includes('::')
    ? test
    : test
        .split(' > ')
        .at(-1)
        .split('/')[0]
        .replace(/ \(#\d+\)$/, '');
/** The mark of `test` in the base commit, lifted in the work tree; undefined when there is none (nothing changes). */
async function liftQuarantine(ws, base, testCommand, test) {
    const listed = await (0,git/* git */.$Y)(ws.root, ['ls-tree', '-r', '-z', base]).catch(() => '');
    // Regular files only: a mark is never read through a link.
    const files = new Map(listed
        .split('\0')
        .filter(Boolean)
        .flatMap((entry) => {
        const m = /^(100644|100755) blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
        return m ? [[m[3], m[2]]] : [];
    }));
    const cache = new Map();
    const readAsync = (file) => {
        const sha = files.get(file);
        if (!sha)
            return Promise.resolve(undefined);
        let text = cache.get(file);
        if (!text)
            cache.set(file, (text = (0,git/* git */.$Y)(ws.root, ['cat-file', 'blob', sha]).catch(() => undefined)));
        return text;
    };
    // The candidate files a mark may be in: the configuration files, and the files naming the test.
    const name = markName(test);
    const grep = async (text) => (await (0,git/* git */.$Y)(ws.root, ['grep', '-l', '-z', '-F', '-e', text, base, '--']).catch(() => ''))
        .split('\0')
        .filter(Boolean)
        .map((hit) => hit.slice(base.length + 1))
        .filter((f) => files.has(f));
    const hits = new Set([...(await grep(name)), ...(await grep(GO_MARK))]);
    const wanted = ['pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg', 'package.json', ...hits];
    const texts = new Map(await Promise.all(wanted.map(async (f) => [f, await readAsync(f)])));
    const tree = {
        files: [...files.keys()],
        read: (f) => texts.get(f),
        containing: (text) => [...hits].filter((f) => texts.get(f)?.includes(text)),
    };
    const runner = (0,quarantine_mark/* quarantineRunner */.hf)(testCommand, test, tree.read('package.json'));
    const lift = (0,quarantine_mark/* liftQuarantineMark */.t2)(runner, test, tree);
    if (!lift)
        return undefined;
    // The work tree's file, never through a link (at its end or in a folder above it): it may differ from the base's.
    if (lift.content !== null)
        (0,no_follow/* rewriteBeneath */.Y8)(ws.root, lift.file, lift.content);
    else if ((0,no_follow/* statBeneath */.iV)(ws.root, lift.file)?.isFile())
        external_node_fs_default().rmSync(ws.resolve(lift.file).abs);
    return lift;
}

;// CONCATENATED MODULE: ./src/pipeline/prepare.ts
/** Phase 1, prepare: the workspace checks, the test command, the model, the trajectory, the sandbox, then setup. */
























/** Phase 1: workspace checks, test command, model, trajectory, sandbox, syntax guard, setup command, start tree. */
async function prepare(settings, hooks) {
    const started = Date.now();
    const say = (line) => hooks.onProgress?.(line);
    (0,redact/* registerSecret */.cl)(settings.model.apiKey);
    for (const line of repairKilledRuns())
        say(`workspace: ${line}`);
    const { ws, base, start } = await openRunWorkspace(settings.workspace, say);
    const { testCommand, testCommandReason } = await chooseTestCommand(settings.tests.testCommand, ws.root, say, {
        commit: hooks.testCommandFrom,
        prefix: start.prefix,
    });
    const model = hooks.model ?? createModel(settings.model, say, `agent-fix-${external_node_crypto_default().randomUUID()}`);
    const trajectory = new Trajectory(settings.trajectoryPath);
    const task = settings.work.task;
    trajectory.write('start', { model: model.name, repo: ws.root, base, task, test_command: testCommand });
    const sandbox = await sandboxAndModelCheck(settings, ws.root, model, say, hooks.sandboxNoneWhy);
    const { warnings, warn } = warningList(trajectory, hooks, say);
    const mode = hooks.mode ?? modes_mode.fixMode;
    await checkSyntaxGuard(mode, warn);
    const sandboxFacts = {
        sandbox: sandbox.mode,
        proofIsolation: sandbox.isolation,
        sandboxNote: sandbox.note,
        sandboxChanges: sandbox.changes,
    };
    const snapshots = new Snapshotter(ws.root);
    const proofAnchor = {};
    // The setup command is untrusted like every other: the git repositories there are now are the user's.
    snapshots.sweepGit();
    const initial = {};
    try {
        const lifted = await liftQuarantined(settings, ws, base, testCommand, { snapshots, trajectory, say, initial });
        const { startTree, deps } = await setupPhase(settings.setup, ws, sandbox, snapshots, trajectory, say, warn, {
            testCommand,
            timeoutMs: settings.verify.testTimeoutSec * 1000,
        });
        noteIgnoredFiles(snapshots, say, trajectory, sandboxFacts);
        return {
            tests: settings.tests,
            work: settings.work,
            verify: settings.verify,
            conclude: settings.conclude,
            hooks,
            started,
            say,
            warn,
            ws,
            base,
            testCommand,
            testCommandReason,
            model,
            trajectory,
            sandbox,
            snapshots,
            startTree,
            initialTree: initial.tree ?? startTree,
            ...(initial.ignored ? { initialIgnored: initial.ignored } : {}),
            ...(lifted ? { lifted } : {}),
            warnings,
            sandboxFacts,
            mode,
            folderInstructions: new instruction_files/* FolderInstructions */.KO(hooks.rules?.nested ?? [], start.prefix),
            proofAnchor,
            runTestsIn: testRunner(settings.verify, ws.root, testCommand, sandbox, proofAnchor),
            openTree: (commit) => openProofTree(ws.root, commit, deps, 'proof', sandbox.mode === 'bwrap'),
        };
    }
    catch (err) {
        if (initial.tree)
            await restoreAll(snapshots, initial.tree).catch(() => undefined);
        if (initial.ignored)
            await removeNewIgnored(ws.root, initial.ignored).catch(() => undefined);
        snapshots.dispose();
        sandbox.dispose();
        throw err;
    }
}
/** Says (and records) which ignored files the snapshots leave out, if any. */
function noteIgnoredFiles(snapshots, say, trajectory, facts) {
    if (!snapshots.ignoredNote)
        return;
    say(`note: ${snapshots.ignoredNote}`);
    trajectory.write('note', { snapshots: snapshots.ignoredNote });
    facts.ignoredFilesNote = snapshots.ignoredNote;
}
/**
 * A deflake of a quarantined test runs it unmarked from the baseline on (pipeline/lift.ts); a dry run first notes the
 * tree to go back to (before the lift, and before a setup command's writes) and, with setup, the ignored entries, in
 * `initial`.
 */
async function liftQuarantined(settings, ws, base, testCommand, { snapshots, trajectory, say, initial }) {
    const deflake = settings.tests.deflake;
    const marked = deflake && (await markedInBase(ws.root, base, deflake.test));
    if (settings.setup.dryRun && (settings.setup.setupCommand || marked)) {
        // The ignored entries too: a node_modules or a cache setup makes is no part of the snapshots (shared.ts).
        const ignored = settings.setup.setupCommand ? await ignoredEntries(ws.root) : undefined;
        Object.assign(initial, { tree: await snapshots.take(), ignored });
    }
    const lifted = marked ? await liftQuarantine(ws, base, testCommand, deflake.test) : undefined;
    if (lifted) {
        say(`deflake: ${deflake.test} is in quarantine in the base tree (${lifted.how}); the mark is lifted before the proof, and the proven change removes it`);
        trajectory.write('note', { quarantine_lifted: { file: lifted.file, how: lifted.how } });
    }
    return lifted;
}
/**
 * The sandbox, then the endpoint: a wrong key or an unreachable endpoint is said before setup and the baseline (one
 * request, no tokens); after the sandbox, so a setting to fix (exit 2) is named before a runtime failure (exit 3).
 */
async function sandboxAndModelCheck(settings, root, model, say, noneWhy) {
    const sandbox = await prepareSandbox({ ...settings.sandbox, root, log: say, noneWhy });
    say(sandbox.note);
    try {
        await model.check?.();
    }
    catch (err) {
        sandbox.dispose();
        throw err;
    }
    return sandbox;
}
/** The syntax guard checks edits: a mode whose tools cannot edit does not need it. */
async function checkSyntaxGuard(mode, warn) {
    if (!mode.verification.finalRun)
        return;
    const guardProblem = await (0,syntax_guard/* syntaxGuardProblem */.cA)();
    if (guardProblem)
        warn((0,syntax_guard/* guardOffWarning */.ZU)(`the tree-sitter runtime could not load (${guardProblem})`));
}
/** Checks that need no process: they fail fast with exit code 2 and a message that says what to fix. */
async function openWorkspace(settings) {
    if (!external_node_fs_default().existsSync(settings.repo) || !external_node_fs_default().statSync(settings.repo).isDirectory()) {
        throw new ConfigError(`the repository folder ${settings.repo} does not exist; give --repo DIR with an existing folder`);
    }
    // A subfolder of a repository is the workspace: the tools, commands and git paths are all relative to it. The
    // start's own reading (top, prefix, HEAD) is the check; only when git refuses is it asked why, for the message.
    const start = await startState(settings.repo, settings.dirtyTree).catch(async (err) => {
        if (!(err instanceof runner/* GitError */.XS))
            throw err;
        if (!(await (0,git/* isGitRepo */.tj)(settings.repo))) {
            throw new ConfigError(`${settings.repo} is not a git repository; agent-fix tracks its change with git. Run \`git init && git add -A && git commit -m init\` there first`);
        }
        const head = await (0,git/* git */.$Y)(settings.repo, ['rev-parse', 'HEAD']).catch(() => undefined);
        if (head === undefined) {
            throw new ConfigError(`${settings.repo} has no commit yet; commit the current state first (git add -A && git commit -m init)`);
        }
        throw err;
    });
    return { ws: new workspace/* Workspace */.aR(settings.repo, settings.protectedPaths), base: start.base, start };
}
/** Opens the workspace and says where the run starts; the workspace's git credentials are registered as secrets. */
async function openRunWorkspace(settings, say) {
    const opened = await openWorkspace(settings);
    const { ws, start } = opened;
    if (start.prefix)
        say(`workspace: ${ws.root}, the folder ${start.prefix} of the repository ${start.top}`);
    if (start.leftovers.length)
        say(`workspace: removed what an earlier run left behind: ${start.leftovers.join(', ')} (a proof worktree)`);
    if (start.keptApart.length)
        say(`--allow-dirty: ${start.keptApart.length} uncommitted path(s) kept apart; the run starts from them and the diff is only the agent's`);
    // Tokens in the workspace's git configs (persist-credentials, submodules, nested repositories) never go out.
    (0,credentials/* registerGitConfigCredentials */.WS)(ws.root);
    return opened;
}
/**
 * The test command given, or the one detected in the workspace, or in the commit `from.commit` when it is set (a
 * fork's PR: its base); none is a configuration error.
 */
async function chooseTestCommand(given, root, say, from) {
    const { commit, prefix } = from;
    const detected = given ? null : await detectTestCommand(root, commit ? { commit, prefix } : undefined);
    const testCommand = given ?? detected?.command;
    if (!testCommand) {
        throw new ConfigError('no test command: none was given and none could be detected (package.json test script, pytest, go.mod, Cargo.toml, pom.xml, Makefile test target). Give --test-command CMD (Action input test-command)');
    }
    const testCommandReason = given
        ? 'given'
        : `${detected.reason}${commit ? `; read from the base ${commit.slice(0, 7)}, not the pull request's files` : ''}`;
    say(`test command: ${testCommand} (${testCommandReason})`);
    return { testCommand, testCommandReason };
}
/**
 * The run's warnings and the function that adds one. A safety check that cannot run must say so, once, everywhere
 * the run is reported; never a silent pass.
 */
function warningList(trajectory, hooks, say) {
    const warnings = [];
    const warn = (line) => {
        if (warnings.includes(line))
            return;
        warnings.push(line);
        trajectory.write('note', { kind: 'warning', text: line });
        (hooks.onWarning ?? say)(line);
    };
    return { warnings, warn };
}
/**
 * Runs the test command in the sandbox, in the workspace or in a proof tree (`cwd`). A run in a proof tree carries
 * canary tests placed after the baseline's tests (`anchor`), and its report comes back checked (verify/canary.ts).
 * `fresh` (the baseline): in the workspace, over a layer thrown away when it ends (`Sandbox.wrapFresh`).
 */
function testRunner(settings, root, testCommand, sandbox, anchor) {
    return (cwd, filter, { timeoutSec, fresh, ...options } = {}) => {
        const proof = cwd !== root;
        const env = Object.entries(proofEnv()).map(([k, v]) => `${k}=${v}`);
        const run = (given) => runTestCommand(testCommand, {
            cwd,
            filter: given,
            ...options,
            wrap: proof
                ? (argv, extra) => sandbox.wrapIn(cwd)(['env', ...env, ...argv], extra)
                : fresh
                    ? sandbox.wrapFresh
                    : sandbox.wrap,
            timeoutMs: (timeoutSec ?? settings.testTimeoutSec) * 1000,
        });
        if (!proof)
            return run(filter);
        // Proof trees are made by us after the sandbox was prepared: as root, open them to the commands' user too.
        sandbox.grant(cwd);
        return runWithCanaries({
            cwd,
            command: testCommand,
            filter,
            anchor: anchor.baseline,
            ...(anchor.base ? { base: anchor.base } : {}),
            run,
        });
    };
}

// EXTERNAL MODULE: ./src/verify/integrity.ts + 8 modules
var integrity = __webpack_require__(59129);
// EXTERNAL MODULE: ./src/verify/pass-to-pass.ts
var pass_to_pass = __webpack_require__(65444);
;// CONCATENATED MODULE: ./src/verify/fail-to-pass.ts
/**
 * Proof that a change fixes something: when the diff adds or changes tests, run those tests against the ORIGINAL
 * code (new tests, old code) and show that they fail there and pass with the fix; and show that tests which passed
 * before still pass. Also the baseline policy for CI failures (reproduce, or report flaky).
 */








const runFacts = (run, filtered) => ({
    command: run.command,
    passed: run.passed,
    exitCode: run.exitCode,
    counts: run.counts,
    ...(run.unit ? { unit: run.unit } : {}),
    filtered,
});
/**
 * The most tests a whole-suite run names (the baseline's count) for its listing to fit in the kept output: the
 * final run of such a suite lists its passing tests, so the fail-to-pass table needs no second run of the changed
 * test files. A larger suite's listing could push the failures out of the kept head and tail.
 */
const LISTED_SUITE_MAX = 300;
/**
 * Should the final run name every test it passes? Only when the baseline counted a suite small enough, in tests: a
 * listing would turn `go test`'s package counts into test counts, and the before and after must count the same unit.
 */
function listingFits(baseline) {
    const c = baseline?.counts;
    if (!c || baseline?.unit === 'packages')
        return false;
    return c.passed + c.failed + c.skipped + c.errors <= LISTED_SUITE_MAX;
}
/**
 * Did a green run name every test it passed? Its ids cover the count its summary gave (a listing cut in the middle
 * of the kept output names fewer): only then can it stand for the "after" of the changed tests.
 */
function namesEveryPass(run) {
    const ids = (0,parse/* passingNamed */.B2)(run);
    if (!run.passed || !run.passingIds?.length)
        return false;
    return !run.counts || run.unit === 'packages' || ids >= run.counts.passed;
}
/** Changed test files a runner can be pointed at (not conftest.py, helpers or fixtures). */
function runnableTestFiles(testPaths) {
    const runnable = (p) => /(^|\/)test_[^/]*\.py$|_test\.py$/.test(p) ||
        /_test\.go$/.test(p) ||
        (/\.[cm]?[jt]sx?$/.test(p) && (/\.(test|spec)\.[cm]?[jt]sx?$/.test(p) || /(^|\/)(__tests__|tests?)\//.test(p)));
    return testPaths.filter((p) => runnable(p) && !/(^|\/)(conftest\.py|__init__\.py)$/.test(p));
}
/**
 * The filter for the listing runs: test files as they are, go test files as their package directories, and the
 * runner profile's reporter arguments that name every test with its file (vitest `--reporter=verbose`, jest
 * `--verbose`, mocha `--reporter json`), added when the command runs the runner itself (not through a package
 * script, where they could reach another tool).
 */
function listingFilter(files, command) {
    const words = files.map((f) => (f.endsWith('_test.go') ? `./${external_node_path_default().posix.dirname(f)}` : f));
    words.push(...(0,runners/* listingArgs */.qv)(command));
    return [...new Set(words)].join(' ');
}
/**
 * The per-test table. When no test file changed, the red baseline is the run on the original code (no extra run);
 * null when no test file changed and the baseline was green or missing: there is nothing to prove.
 * When test files changed, the changed runnable test files run twice with the runner asked to name every test
 * (listTests): on the original code with the candidate's tests (before), and on the candidate's clean tree (after);
 * the table lists their tests by id. Without runnable test files (only a conftest or helper changed), the full
 * command runs on the original code instead. Every file comes from git objects: the "before" tree is a commit of
 * the original code with the candidate's test entries, checked out fresh. Throws on git failures (the caller reports
 * the check as skipped); the temporary tree is removed in every case.
 */
async function proveFailToPass(opts) {
    const { finalRun, ...rest } = opts;
    return (await startFailToPass({ ...rest, command: finalRun.command })).finish(finalRun);
}
/**
 * Begins the proof before the final run is known: the "before" tree (the original code with the candidate's tests)
 * is checked out and its run started, so the caller may run the final suite at the same time. `command` is the
 * final run's command (the unfiltered test command). `finish` or `cancel` must follow; each removes the tree.
 */
async function startFailToPass(opts) {
    const testPaths = opts.changedPaths.filter(integrity/* isTestPath */.MQ);
    if (!testPaths.length && !opts.fullRunOnBase) {
        // Tests untouched: the baseline already ran them on the original code. A red baseline is the "before".
        const baseline = opts.baseline;
        return {
            finish: async (finalRun) => baseline && !baseline.passed
                ? failToPassTable({ before: baseline, final: finalRun, baseline, testPaths })
                : null,
            greenRows: () => undefined,
            cancel: async () => undefined,
        };
    }
    const root = external_node_fs_default().realpathSync(opts.root);
    const candidate = opts.candidate ?? (await (0,workspace_candidate/* buildCandidate */.Ih)(root, 'HEAD', opts.changedPaths)).commit;
    const finalTree = async () => (typeof opts.finalTree === 'function' ? opts.finalTree() : (opts.finalTree ?? root));
    const openTree = opts.openTree ?? ((commit) => openProofTree(root, commit, [], 'f2p'));
    const { sources, changes, deleted, files } = await candidateTests(root, opts.baseRef, candidate, testPaths);
    const filter = files.length ? listingFilter(files, opts.command) : undefined;
    const testChanges = changes.filter((c) => testPaths.includes(c.path));
    const before = await (0,workspace_candidate/* overlayCommit */.ml)(root, opts.baseRef, testChanges, 'agent-fix: original code, candidate tests');
    const tree = await openTree(before);
    const started = filter ? opts.runTests(tree.dir, filter, { listTests: true }) : opts.runTests(tree.dir);
    started.catch(() => undefined); // awaited by finish or cancel; never an unhandled rejection meanwhile
    const known = { baseline: opts.baseline, testPaths, sources, deleted };
    const table = async (finalRun) => {
        // The final run already named every test it passed on this very tree (a clean checkout of the candidate): it is
        // the "after", and the suite does not run again. Otherwise the changed files run once more, listed.
        const named = opts.finalTree !== undefined && namesEveryPass(finalRun);
        let after = filter
            ? named
                ? finalRun
                : await opts.runTests(await finalTree(), filter, { listTests: true })
            : undefined;
        // The narrowed command fails where the full one passed (a script that takes no file arguments, tests that need
        // each other): it cannot speak for the change, and the full command on the original code is the "before".
        if (after && !after.passed && finalRun.passed)
            after = undefined;
        if (!after) {
            // A listed run of the changed files cannot speak for the change: the full command runs on the original code.
            const listed = await started;
            const run = filter ? await opts.runTests(tree.dir) : listed;
            return {
                ...failToPassTable({ before: run, final: finalRun, baseline: opts.baseline, testPaths, sources, deleted }),
                before_run: runFacts(run, false),
            };
        }
        const run = await started;
        return {
            ...failToPassTable({ before: run, after, final: finalRun, baseline: opts.baseline, testPaths, sources, deleted }),
            before_run: runFacts(run, true),
        };
    };
    let disposed = false;
    const dispose = async () => {
        if (disposed)
            return;
        disposed = true;
        await started.catch(() => undefined);
        await tree.dispose();
    };
    return {
        greenRows: (finalRun) => {
            if (!filter || opts.finalTree === undefined || !namesEveryPass(finalRun))
                return undefined;
            // The final run stands for the run on the original code: rows and "after" cells as table() makes them.
            const rows = failToPassTable({ before: finalRun, after: finalRun, final: finalRun, ...known }).tests;
            return rows.filter((t) => t.after === 'pass' || t.after === 'unknown').map((t) => t.id);
        },
        finish: async (finalRun) => {
            try {
                return await table(finalRun);
            }
            finally {
                await dispose();
            }
        },
        cancel: dispose,
    };
}
/**
 * The candidate's tests (added, changed and deleted alike) as git objects: the runnable files' text, the tree's
 * changes, and the tests the change deletes (gone from the final run by design: the integrity guard names them, not
 * pass-to-pass).
 */
async function candidateTests(root, baseRef, candidate, testPaths) {
    const [sources, changes] = await Promise.all([
        testSources(root, candidate, testPaths),
        (0,workspace_candidate/* treeChanges */.CJ)(root, baseRef, candidate),
    ]);
    const deleted = (0,integrity/* deletedTests */.xN)(await Promise.all(testPaths.map(async (f) => ({ path: f, before: await (0,workspace_candidate/* blobText */.L9)(root, baseRef, f), after: sources[f] ?? null }))));
    const files = runnableTestFiles(testPaths).filter((f) => f in sources);
    for (const f of Object.keys(sources))
        if (!files.includes(f))
            delete sources[f];
    return { sources, changes, deleted, files };
}
/** The changed test files' text in the candidate (git objects), by path; a deleted file has none. */
async function testSources(root, candidate, testPaths) {
    const texts = await Promise.all(testPaths.map((f) => (0,workspace_candidate/* blobText */.L9)(root, candidate, f)));
    const sources = {};
    testPaths.forEach((f, i) => {
        if (texts[i] !== null)
            sources[f] = texts[i];
    });
    return sources;
}
/**
 * The table from the runs (pure). Rows: the tests of the changed test files that the listing runs named (`before` on
 * the original code, `after` on the final tree), every failure on the original code, every baseline failure and every
 * final failure. A file or package that failed as a whole on the original code (a pytest module that did not import,
 * a go package that did not build, a node test file that did not load) is a row only when none of its tests is:
 * its tests carry the failure, with the reason.
 * `before` is 'missing' only when the run on the original code listed its tests and this one was not among them
 * (a new test); `after` likewise for the run on the final tree (a removed test).
 * `sources`: the changed test files' text (final tree), to tell which tests they hold when ids don't name a file
 * (go test names, node --test and mocha suite paths).
 */
function failToPassTable(runs) {
    const { before, final, baseline } = runs;
    const after = runs.after ?? final;
    const read = idReader(runs, after);
    const ids = rowIds(runs, after, read);
    const hasTestRows = (f) => ids.some((id) => id !== f && (read.fileOf(id) === read.wholeFile(f) || read.scopeOf(id) === f));
    const tests = ids
        .filter((id) => !((read.fileFailures.includes(id) || read.packageFailures.has(id)) && hasTestRows(id)))
        .map((id) => {
        const scope = read.scopeOf(id);
        return {
            id,
            ...beforeCell(id, before, read),
            after: afterCell(id, runs, after, read),
            ...(scope ? { scope } : {}),
        };
    });
    const isNewTest = (id) => read.fileOf(id) !== undefined;
    return { tests, pass_to_pass: (0,pass_to_pass/* passToPass */.Mb)(baseline, final, isNewTest, runs.deleted) };
}
function idReader(runs, after) {
    const { before, final, testPaths, sources = {} } = runs;
    const wholeFile = (f) => testPaths.find((p) => f === p || f.endsWith(`/${p}`));
    return {
        fileOf: (id) => testFileOf(id, testPaths, sources),
        scopeOf: (id) => after.scopes?.[id] ?? final.scopes?.[id] ?? before.scopes?.[id],
        wholeFile,
        fileFailures: before.failingIds.filter((f) => wholeFile(f) !== undefined),
        // go names a package that failed without a failing test (build failure) by its import path.
        packageFailures: new Set(/\bgo\b/.test(before.runner)
            ? before.failingIds.filter((f) => !/^(Test|Example|Fuzz|Benchmark)\w*(\/|$)/.test(f) && !wholeFile(f))
            : []),
    };
}
/** The changed test file that holds a test: named by its id, else found in the files' text (go, node, mocha names). */
function testFileOf(id, testPaths, sources) {
    const byPath = testPaths.find((p) => id === p || id.startsWith(`${p}::`) || id.startsWith(`${p} > `));
    if (byPath)
        return byPath;
    for (const [file, text] of Object.entries(sources)) {
        if (file.endsWith('.go')) {
            const top = id.split('/')[0];
            if (/^(Test|Example|Fuzz)\w*$/.test(top) && new RegExp(`^func ${top}\\(`, 'm').test(text))
                return file;
        }
        else if (!file.endsWith('.py')) {
            const leaf = id.split(' > ').pop();
            if (leaf && [`'${leaf}'`, `"${leaf}"`, `\`${leaf}\``].some((q) => text.includes(q)))
                return file;
        }
    }
    return undefined;
}
const listed = (list, id) => !!list?.some((known) => (0,runners/* sameTestId */.m$)(known, id));
/** The rows' ids: every failure on the original code, at baseline and at the end, and every test of the changed files. */
function rowIds(runs, after, read) {
    const { fileOf } = read;
    const { before, final, baseline } = runs;
    const ids = [];
    const add = (id) => {
        const same = ids.findIndex((known) => (0,runners/* sameTestId */.m$)(known, id));
        // One test in two forms (mocha's spec names no file, its json does): one row, by the id that names the file.
        if (same < 0)
            ids.push(id);
        else if (id.length > ids[same].length)
            ids[same] = id;
    };
    before.failingIds.forEach(add);
    baseline?.failingIds.forEach(add);
    final.failingIds.forEach(add);
    for (const run of new Set([after, before])) {
        [...(run.failingIds ?? []), ...(run.passingIds ?? [])].filter((id) => fileOf(id) !== undefined).forEach(add);
    }
    // A go package that did not build on the original code with its own tests ran none of them there: each test of it
    // the candidate's runs name is a row (red before, with why), though no test file changed (the failing test came
    // first, as a user commits it). A package that broke only with the candidate's new test files keeps its old tests
    // out: they passed at baseline.
    const atBaseline = new Set((baseline ?? before).failingIds);
    for (const id of packageTests(read, [after, final]))
        if (atBaseline.has(read.scopeOf(id) ?? ''))
            add(id);
    return ids;
}
/** The tests the runs named passing or failing in a package that failed as a whole on the original code. */
function packageTests(read, runs, only) {
    const ids = new Set();
    for (const run of runs)
        for (const id of [...(run.failingIds ?? []), ...(run.passingIds ?? [])]) {
            const scope = run.scopes?.[id];
            if (scope && (only ? scope === only : read.packageFailures.has(scope)))
                ids.add(id);
        }
    return [...ids];
}
/** A test on the original code: failed (itself, or its file or package as a whole, with why), passed, or missing. */
function beforeCell(id, before, read) {
    // A red run that named this test passing (and none failing) failed for something else: this one passed there.
    if (listed(before.failingIds, id) || (0,pass_to_pass/* blindFailOf */.H$)(before, id, false))
        return { before: 'fail' };
    const file = read.fileOf(id);
    const broken = file !== undefined ? read.fileFailures.find((f) => read.wholeFile(f) === file) : undefined;
    if (broken !== undefined)
        return { before: 'fail', why: `${read.wholeFile(broken)} did not load on the old code` };
    const scope = read.scopeOf(id);
    if (scope && read.packageFailures.has(scope))
        return { before: 'fail', why: `package ${scope} did not build on the old code` };
    if (before.passingIds)
        return { before: listed(before.passingIds, id) ? 'pass' : 'missing' };
    return { before: 'pass' };
}
/**
 * A test on the final tree: failed; passed only when a run on that tree named it passing; missing when a run that
 * named every test it ran did not name it (not run: removed, deselected, skipped); else unknown. A run that names no
 * passing test (a report that could not be read, a runner that lists only failures) is no evidence of a pass.
 */
function afterCell(id, runs, after, read) {
    const { final } = runs;
    const failed = (run) => listed(run.failingIds, id) || (0,pass_to_pass/* blindFailOf */.H$)(run, id, true);
    if (failed(final) || failed(after))
        return 'fail';
    if (listed(after.passingIds, id) || listed(final.passingIds, id))
        return 'pass';
    // A package that did not build before: passed when the final run named its tests, each passing (no failing id of
    // it, the package's own included, was seen above).
    if (read.packageFailures.has(id) && packageTests(read, [final], id).length) {
        const failing = final.failingIds.some((f) => read.scopeOf(f) === id);
        if (!failing && final.passed)
            return 'pass';
    }
    // The listing run of the changed test files named its tests, and not this one of theirs.
    if (runs.after && after.passingIds && read.fileOf(id) !== undefined)
        return 'missing';
    // The final run named every test it ran, and not this one: it vanished (deselected, no longer collected, skipped).
    if (namesEveryPass(final))
        return 'missing';
    return 'unknown';
}
/**
 * The whole change of a pull request against its base (a review round's delivery: the PR body shows the PR's own
 * red → green, not only the round's). Paths: what differs between `base` and the work tree, plus the round's own
 * new files. The original code is `base`; with no test file changed, the full command runs there.
 */
async function proveAgainstBase(opts) {
    const root = external_node_fs_default().realpathSync(opts.root);
    const candidate = opts.candidate ?? (await (0,workspace_candidate/* buildCandidate */.Ih)(root, 'HEAD', opts.changedPaths)).commit;
    const tracked = (await (0,workspace_candidate/* treeChanges */.CJ)(root, opts.base, candidate)).map((c) => c.path);
    const changedPaths = [...new Set([...tracked, ...opts.changedPaths])]
        .filter((p) => !p.split('/').some((part) => part.startsWith('.agent-fix-')))
        .sort();
    if (!changedPaths.length)
        return { changedPaths, failToPass: null };
    const failToPass = await proveFailToPass({
        ...opts,
        candidate,
        baseRef: opts.base,
        changedPaths,
        baseline: null,
        fullRunOnBase: true,
    });
    return { changedPaths, failToPass };
}
const red = (run) => !run.passed;
/**
 * The baseline: the tests on the untouched code.
 * - Issues (`ciFailure: false`): one run; red or green are both normal starting points.
 * - CI failures: the failure must reproduce here, and reproduce reliably. Up to `1 + flakyRetries` runs, stopping
 *   as soon as the outcome is settled:
 *   - every run red → reproduced, not flaky: the agent works from the first run;
 *   - red, then a green re-run → flaky ("fails only on its first run"): no change, no PR;
 *   - green every time → flaky: CI failed but the code passes here (a failure that passes on re-run);
 *   - green, then a red re-run → flaky: the same code both passed and failed.
 *   With `flakyRetries: 0`, one run decides: red reproduces, green is reported flaky.
 *   A timed-out run counts as red.
 */
async function runBaseline(runTests, opts) {
    const first = await runTests();
    const runs = [first];
    if (!opts.ciFailure) {
        return { run: first, flaky: false, runs, reason: `baseline ${red(first) ? 'red' : 'green'}` };
    }
    for (let i = 0; i < Math.max(0, opts.flakyRetries); i++) {
        const again = await runTests();
        runs.push(again);
        if (red(again) !== red(first))
            break;
    }
    const reds = runs.filter(red);
    if (reds.length === runs.length) {
        return {
            run: first,
            flaky: false,
            runs,
            reason: `the CI failure reproduces (${runs.length} of ${runs.length} runs failed)`,
        };
    }
    if (reds.length === 0) {
        return {
            run: runs[runs.length - 1],
            flaky: true,
            runs,
            reason: `the CI failure does not reproduce: the tests passed in ${runs.length} of ${runs.length} runs here; treating it as flaky`,
        };
    }
    return {
        run: reds[0],
        flaky: true,
        runs,
        reason: `flaky: on the same code the tests failed in ${reds.length} and passed in ${runs.length - reds.length} of ${runs.length} runs`,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/baseline.ts





/** Phase 2: the tests on the untouched code (retried for CI failures, to tell a real failure from a flaky one). */
async function runBaselinePhase(run) {
    const { say, trajectory, hooks } = run;
    say('baseline: running the tests on the untouched code');
    // Setup alone made the proof's pristine state (Sandbox.freeze): the baseline runs the code under test, which on a
    // fork's PR or a review round is not ours, so what it writes in the home or the dependency folders goes into a layer
    // thrown away when it ends and reaches no later run (guarantee 10).
    run.sandbox.freeze();
    // The candidates start from the base's index: read while the tests go (workspace/candidate.ts).
    (0,workspace_candidate/* warmIndex */.Ef)(run.ws.root, run.base);
    const result = await runBaseline(async () => {
        const tests = await run.runTestsIn(run.ws.root, undefined, { fresh: true });
        await restoreNonEdits(run.snapshots, run.startTree, new Set());
        return tests;
    }, { flakyRetries: run.tests.flakyRetries, ciFailure: Boolean(hooks.ciFailure) });
    const baseline = result.run;
    run.proofAnchor.baseline = baseline;
    // Who the project is, from the untouched tree (the workspace before any edit): the canaries' place in every proof
    // tree, and whether this tree had one at all, so a candidate that leaves its report unchecked is not proven.
    const goMod = goModule(run.ws.root);
    const deflaked = run.tests.deflake?.test;
    run.proofAnchor.base = { ...(goMod ? { goModule: goMod } : {}), ...(deflaked ? { testIds: [deflaked] } : {}) };
    const placed = placeCanaries(run.testCommand, undefined, baseline, run.ws.root, run.proofAnchor.base);
    run.proofAnchor.checkable = !('status' in placed);
    const notStarted = testCommandNotStarted(run.testCommand, baseline);
    if (notStarted) {
        trajectory.write('tests', { phase: 'baseline', run: baseline, not_started: true });
        throw new ConfigError(notStarted);
    }
    trajectory.write('tests', {
        phase: 'baseline',
        run: baseline,
        runs: result.runs.length,
        flaky: result.flaky,
        reason: result.reason,
    });
    say(`baseline: ${describe(baseline)}; ${result.reason}`);
    hooks.onEvent?.({ kind: 'baseline', passed: baseline.passed, detail: describe(baseline) });
    return result;
}
/**
 * What a shell or an interpreter prints when it fails before the test runner starts: the folder to run in cannot be
 * entered (pyenv, a `cd` in the command), the runner's module is not installed (`python3 -m pytest`), the script is
 * not there. Each is matched only on the first lines the command printed, and only when no test was counted: a test
 * file that fails to import prints a runner's report around the same words, and stays a red baseline.
 */
const DID_NOT_START = [
    { re: /^pyenv: cannot change working directory/, what: 'the folder to run in could not be entered' },
    {
        re: /^(?:\S*\/)?(?:sh|bash|dash|zsh)(?:: line \d+|: \d+)?: (?:line \d+: )?cd: /,
        what: 'a cd in the command failed',
    },
    { re: /^(?:\S*\/)?python[\d.]*: No module named \S+/, what: "the interpreter could not find the runner's module" },
    { re: /^(?:\S*\/)?python[\d.]*: can't open file /, what: 'the interpreter could not open the script' },
    {
        re: /^(?:\S*\/)?(?:sh|bash|dash|zsh): (?:line )?\d+: \S+: (?:not found|Permission denied)$/,
        what: 'a program in the command could not start',
    },
];
/** How many of the first lines the command printed are read for a start failure: a runner prints its banner first. */
const FIRST_LINES = 3;
/**
 * Why the test command never ran a test: the shell's 127 (not found) or 126 (not executable), or the shell or the
 * interpreter failing before the runner printed anything (DID_NOT_START), with no test counted. A red baseline would
 * send the model to "fix" code no test ran on, turn after turn; this stops before the first call, as an environment
 * fault the user must fix.
 */
function testCommandNotStarted(command, baseline) {
    if (baseline.timedOut || baseline.exitCode === 0)
        return undefined;
    if (baseline.counts && baseline.counts.passed + baseline.counts.failed > 0)
        return undefined;
    const tail = baseline.output.trim().split('\n').slice(-5).join('\n');
    const advice = 'Give the right command with --test-command (Action input test-command), or install what it needs with ' +
        '--setup-command (Action input setup-command)';
    if (baseline.exitCode === 126 || baseline.exitCode === 127) {
        const what = baseline.exitCode === 127 ? 'command not found' : 'permission denied: not executable';
        return `the test command \`${command}\` could not start (exit ${baseline.exitCode}, ${what}) before any test ran:\n${tail}\n${advice}`;
    }
    const first = baseline.output
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(0, FIRST_LINES);
    for (const { re, what } of DID_NOT_START) {
        const line = first.find((l) => re.test(l));
        if (!line)
            continue;
        const folder = /working directory|cd: /.test(line)
            ? '. If the folder is there, the sandbox user (nobody, when agent-fix runs as root) may not be able to enter it or a folder above it: make them readable to others (chmod o+rx), or run from a folder that is'
            : '';
        return (`the test command \`${command}\` did not start (exit ${baseline.exitCode}: ${what}) before any test ran; this is ` +
            `the environment, not the code:\n${line}\n${advice}${folder}`);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(83222);
// EXTERNAL MODULE: ./src/model/cost.ts + 1 modules
var cost = __webpack_require__(919);
;// CONCATENATED MODULE: ./src/context/tokens.ts
// Loaded on demand: parsing a BPE table takes 0.5–2 s, which the Action's start and `--help` must not pay.
let o200k;
let cl100k;
/** Loads the tokenizer a model needs. Until it is loaded, counts for that model use the estimate. */
async function loadTokenizer(model) {
    const encoding = encodingFor(model);
    // Each table is a chunk of its own (dist/…/<id>.index.js), read only when this runs: parsing the 1–2 MB of a table
    // costs every start that reads it (0.5 s of CPU measured for both inside the engine chunk), and most starts (help,
    // refusals, skipped events, runs that end before the model) never count a token.
    if (encoding === 'o200k_base' && !o200k)
        o200k = await Promise.all(/* import() */[__webpack_require__.e(938), __webpack_require__.e(877)]).then(__webpack_require__.bind(__webpack_require__, 23877));
    if (encoding === 'cl100k_base' && !cl100k)
        cl100k = await Promise.all(/* import() */[__webpack_require__.e(938), __webpack_require__.e(79)]).then(__webpack_require__.bind(__webpack_require__, 84079));
}
/** The encoding counts actually use now: the model's own when its tokenizer is loaded, else the estimate. */
function activeEncoding(model) {
    const encoding = encodingFor(model);
    if (encoding === 'o200k_base')
        return o200k ? encoding : 'estimate';
    if (encoding === 'cl100k_base')
        return cl100k ? encoding : 'estimate';
    return encoding;
}
/** The tokenizer a model would count with, when it is not loaded yet (undefined: loaded, or none exists). */
function pendingTokenizer(model) {
    const encoding = encodingFor(model);
    return encoding !== 'estimate' && activeEncoding(model) === 'estimate' ? encoding : undefined;
}
/**
 * Characters per token for models without a public JS tokenizer. Measured with gpt-tokenizer on this repo's
 * dependencies (openai, zod, yaml, picomatch sources): ~4.1 chars/token on code and markdown, 3.8 on JSON, 3.4 on
 * numbered `read_file` output, for both o200k_base and cl100k_base. We use 3.3 so the estimate over-counts for
 * tiktoken-like vocabularies (DeepSeek, Llama 3, Mistral Tekken) and still leaves room for Claude's tokenizer, which
 * spends noticeably more tokens on code. Over-counting only compacts a little early; under-counting gets a 400.
 */
const ESTIMATE_CHARS_PER_TOKEN = 3.3;
/** Chat framing per message (role, separators), as in OpenAI's cookbook; the reply is primed with 3 more. */
const PER_MESSAGE = 3;
const PER_REQUEST = 3;
/** A tool call's id, type and wrapping; not documented by OpenAI, measured loosely against reported usage. */
const PER_TOOL_CALL = 8;
/** The tool_call_id a tool message carries. */
const PER_TOOL_MESSAGE = 10;
// Special-token text inside a file or log (e.g. "<|endoftext|>") is plain text to us, never an error.
const ENCODE_OPTIONS = { disallowedSpecial: new Set() };
/** Which tokenizer a model name uses. Provider prefixes ("openai/gpt-4.1") and date suffixes are ignored. */
function encodingFor(model) {
    if (!model)
        return 'o200k_base';
    const id = model.toLowerCase().split('/').pop() ?? '';
    if (/^(gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|chatgpt-4o|o[1-9](-|$)|codex)/.test(id))
        return 'o200k_base';
    if (/^(gpt-4|gpt-3\.5)/.test(id))
        return 'cl100k_base';
    return 'estimate';
}
/** Tokens in one string. */
function countText(text, encoding) {
    if (text.length === 0)
        return 0;
    switch (encoding) {
        case 'o200k_base':
            if (o200k)
                return o200k.countTokens(text, ENCODE_OPTIONS);
            break;
        case 'cl100k_base':
            if (cl100k)
                return cl100k.countTokens(text, ENCODE_OPTIONS);
            break;
        case 'bytes':
            return Buffer.byteLength(text, 'utf8');
    }
    return Math.ceil(text.length / ESTIMATE_CHARS_PER_TOKEN);
}
const cache = new WeakMap();
function shapeOf(m) {
    let n = (m.content ?? '').length;
    if (m.role === 'assistant' && m.tool_calls) {
        for (const c of m.tool_calls)
            n += 31 * (c.function.arguments.length + c.function.name.length + c.id.length + 1);
    }
    return n;
}
function countMessageUncached(m, encoding) {
    let n = PER_MESSAGE + countText(m.content ?? '', encoding);
    if (m.role === 'assistant' && m.tool_calls) {
        for (const c of m.tool_calls) {
            // Counted as the JSON string an endpoint receives (quotes escaped) with the call's id: endpoints that count the
            // request body (GitHub Models' "Max size: 8000 tokens") see those tokens too, and the budget is a promise.
            n +=
                PER_TOOL_CALL +
                    countText(c.function.name, encoding) +
                    countText(JSON.stringify(c.function.arguments), encoding) +
                    countText(c.id, encoding);
        }
    }
    if (m.role === 'tool')
        n += PER_TOOL_MESSAGE + countText(m.tool_call_id, encoding);
    return n;
}
/** Tokens one message adds to a request. Cached per message object and encoding. */
function countMessage(m, model) {
    return countMessageWith(m, activeEncoding(model));
}
function countMessageWith(m, encoding) {
    const shape = shapeOf(m);
    const entries = cache.get(m);
    const hit = entries?.find((e) => e.encoding === encoding);
    if (hit && hit.shape === shape)
        return hit.tokens;
    const tokens = countMessageUncached(m, encoding);
    if (hit) {
        hit.shape = shape;
        hit.tokens = tokens;
    }
    else if (entries)
        entries.push({ encoding, shape, tokens });
    else
        cache.set(m, [{ encoding, shape, tokens }]);
    return tokens;
}
/** Prompt tokens of a request's messages (not its tool schemas: see countToolTokens). */
function countTokens(messages, model) {
    const encoding = activeEncoding(model);
    let n = PER_REQUEST;
    for (const m of messages)
        n += countMessageWith(m, encoding);
    return n;
}
const toolCache = new WeakMap();
/**
 * Tokens the tool schemas add to every request. Providers render them more compactly than JSON, so counting the JSON
 * is a slight over-estimate, which is the safe side for a budget.
 */
function countToolTokens(tools, model, encoding = activeEncoding(model)) {
    if (tools.length === 0)
        return 0;
    let byEncoding = toolCache.get(tools);
    const hit = byEncoding?.get(encoding);
    if (hit !== undefined)
        return hit;
    const n = countText(JSON.stringify(tools), encoding);
    if (!byEncoding)
        toolCache.set(tools, (byEncoding = new Map()));
    byEncoding.set(encoding, n);
    return n;
}

;// CONCATENATED MODULE: ./src/context/manager.ts

/** Even the smallest valid request does not fit: no policy can help, the user must change a setting. */
class ContextBudgetError extends Error {
    needed;
    budget;
    part;
    constructor(needed, budget, part = 'turn', endpointLimit) {
        super(part === 'fixed'
            ? `the system prompt, tool definitions and task alone need ${needed} tokens, more than the context budget of ` +
                `${budget} (context-tokens${endpointLimit ? `, lowered because the endpoint accepts at most ${endpointLimit} tokens a request` : ''}): ` +
                'shorten the task, or use a model or endpoint with a larger limit and raise --context-tokens (context-tokens)'
            : `the system prompt, task, tool schemas and newest turn need ${needed} tokens even with every older turn ` +
                `removed, more than the context budget of ${budget}: ` +
                'raise --context-tokens (context-tokens) or shorten the task');
        this.needed = needed;
        this.budget = budget;
        this.part = part;
        this.name = 'ContextBudgetError';
    }
}
/**
 * A stable `prompt_cache_key` for one run. Requests of one run share a key so the provider routes them to the same
 * cache; separate runs (bench concurrency, matrix jobs) then don't evict each other's prefixes.
 */
function promptCacheKey(runId) {
    return `agent-fix-${runId.replace(/[^A-Za-z0-9_.-]/g, '-')}`.slice(0, 64);
}
/** Splits the messages after system and task into units. A tool message with no unit to join starts its own. */
function splitUnits(messages) {
    const units = [];
    for (const m of messages) {
        if (m.role === 'tool' && units.length > 0)
            units[units.length - 1].push(m);
        else
            units.push([m]);
    }
    return units;
}
/** Tool-call arguments longer than this (a patch's old and new text, a new file) are shortened in masked units. */
const ELIDE_ARGS_OVER = 300;
const NOTE_HEADER = '[agent-fix state note: older tool outputs were masked or removed to save context; this is where the work stands]';
class ContextManager {
    o;
    /** 'bytes' until ready() loads the model's tokenizer; then, or from the start, the encoding counts use. */
    encoding;
    // Built incrementally: history is append-only, so a turn only splits and counts its new messages.
    head = [];
    units = [];
    consumed = 0;
    lastSeen;
    // Monotonic policy state: units before `masked` are masked, before `dropped` are left out.
    masked = 0;
    dropped = 0;
    digest = null;
    counters = { maskEvents: 0, compactions: 0, promptTokens: 0 };
    maskedTool = new WeakMap();
    /** Tool outputs masked because they alone did not fit the budget. */
    oversized = new WeakSet();
    elided = new WeakMap();
    constructor(options) {
        this.o = {
            workingSetTokens: 40_000,
            maskBatchFraction: 0.75,
            keepRecentUnits: 2,
            compactAt: 0.9,
            compactTo: 0.6,
            noteMaxTokens: 800,
            digestMaxTokens: 1_500,
            maskMinTokens: 100,
            ...options,
        };
        this.encoding = pendingTokenizer(options.model) ? 'bytes' : activeEncoding(options.model);
    }
    /** How the counts are made now: the model's tokenizer, the estimate, or UTF-8 bytes until ready() needs more. */
    get counting() {
        return this.encoding;
    }
    /**
     * Call before prepare(). A model with a real tokenizer starts out counted in UTF-8 bytes, an upper bound of any
     * byte-level BPE count: while that bound of the whole request stays under the first limit a rule acts on (the
     * working set, compaction, the budget), no rule can act, whatever the exact count. Once it passes, the tokenizer is
     * loaded and every count from then on is exact, so each decision is the one exact counts make. A short run never
     * pays for the table (about 0.9 s of CPU). `force`: load it now (the endpoint refused a request as too large).
     */
    async ready(history, force = false) {
        if (this.encoding !== 'bytes')
            return;
        let bound = 0;
        if (!force) {
            if (history.length >= 2)
                this.sync(history);
            bound = this.measure('');
            if (bound <= this.firstLimit())
                return;
        }
        await loadTokenizer(this.o.model);
        this.encoding = activeEncoding(this.o.model);
        this.o.onTokenizer?.(this.encoding, force
            ? 'the endpoint refused a request as too large'
            : `the request's ${bound} bytes could pass ${this.firstLimit()} tokens, where the context policy starts to act`);
    }
    /** The smallest count at which a rule of prepare() acts: the working set, compaction, or the budget itself. */
    firstLimit() {
        const budget = this.o.contextTokens;
        return Math.min(this.o.workingSetTokens, Math.floor(budget * 0.4), Math.floor(budget * this.o.compactAt));
    }
    /** The prompt budget in force: the configured one, or lower once the endpoint named a smaller limit. */
    get budget() {
        return this.o.contextTokens;
    }
    /** What every request carries whatever the policy does: system prompt, task and tool schemas. */
    fixedTokens(history) {
        if (history.length >= 2)
            this.sync(history);
        return this.measureHead();
    }
    /**
     * The endpoint refused a request as over `endpointLimit` tokens: from now on requests stay under `budget`. Throws
     * ContextBudgetError naming both numbers when the fixed part alone cannot fit.
     */
    lowerBudget(budget, history, endpointLimit) {
        this.o.contextTokens = Math.min(this.o.contextTokens, budget);
        this.endpointLimit = endpointLimit;
        const fixed = this.fixedTokens(history);
        if (fixed > this.o.contextTokens)
            throw new ContextBudgetError(fixed, this.o.contextTokens, 'fixed', endpointLimit);
    }
    endpointLimit;
    get stats() {
        return { units: this.units.length, maskedUnits: this.masked, droppedUnits: this.dropped, ...this.counters };
    }
    /**
     * The messages to send for this request. `history` is the full, append-only record (first two: system, task);
     * it is never modified. `note` is the loop's running state (what was tried, what fails now, the files changed);
     * it is sent only once older units are masked or dropped, as the LAST message (merged into a trailing user message
     * if there is one), because it changes every turn and anywhere earlier it would break the cached prefix.
     */
    prepare(history, note) {
        if (history.length < 2)
            return [...history];
        this.sync(history);
        const n = this.units.length;
        const budget = this.o.contextTokens;
        const keep = Math.min(this.o.keepRecentUnits, n);
        const fixed = this.measureHead();
        if (fixed > budget)
            throw new ContextBudgetError(fixed, budget, 'fixed', this.endpointLimit);
        // 1. Working set: mask old tool outputs in one batch once the whole ones outgrow it.
        const workingSet = Math.min(this.o.workingSetTokens, Math.floor(budget * 0.4));
        let whole = 0;
        for (let i = this.masked; i < n; i++)
            whole += this.toolTokens(this.units[i]);
        if (whole > workingSet) {
            const target = workingSet * (1 - this.o.maskBatchFraction);
            const before = this.masked;
            while (this.masked < n - keep && whole > target)
                whole -= this.toolTokens(this.units[this.masked++]);
            if (this.masked > before)
                this.counters.maskEvents++;
        }
        // 2. Near the budget: drop whole old units, far enough that this happens rarely.
        const noteText = note?.trim() ? this.capNote(note.trim()) : '';
        let total = this.measure(noteText);
        if (total > budget * this.o.compactAt) {
            const target = budget * this.o.compactTo - (this.dropped > 0 ? 0 : this.o.digestMaxTokens);
            const before = this.dropped;
            while (this.dropped < n - keep && total > target)
                total -= this.unitTokens(this.dropped++);
            if (this.dropped > before)
                this.counters.compactions++;
            this.masked = Math.max(this.masked, this.dropped);
            total = this.measure(noteText);
        }
        // 3. Last resort, when even that is over budget (a huge recent output): mask, then drop, all but the newest
        //    unit, then mask the newest unit too. The stubs tell the model how to get a smaller view.
        const steps = [
            () => (this.masked = Math.max(this.masked, n - 1)),
            () => (this.dropped = Math.max(this.dropped, n - 1)),
            () => {
                // This output does not fit even alone: its stub must say so, or the model repeats the same call forever.
                const newest = this.units[n - 1];
                for (const m of newest.messages)
                    if (m.role === 'tool')
                        this.oversized.add(m);
                newest.masked = undefined;
                this.masked = n;
            },
        ];
        for (const step of steps) {
            if (total <= budget)
                break;
            const before = [this.masked, this.dropped].join();
            step();
            if ([this.masked, this.dropped].join() !== before)
                this.counters.compactions++;
            total = this.measure(noteText);
        }
        let sentNote = noteText;
        if (total > budget && noteText)
            total = this.measure((sentNote = '')); // the note is a help, the budget a rule
        if (total > budget)
            throw new ContextBudgetError(total, budget);
        this.counters.promptTokens = total;
        return this.assemble(sentNote);
    }
    // ---- building blocks ----
    sync(history) {
        const appendOnly = this.head[0] === history[0] &&
            this.head[1] === history[1] &&
            this.consumed <= history.length &&
            (this.consumed === 0 || history[this.consumed - 1] === this.lastSeen);
        if (!appendOnly) {
            // A different or rewritten history (a new run, a replayed session): start over.
            this.head = history.slice(0, 2);
            this.units = [];
            this.consumed = 2;
            this.masked = 0;
            this.dropped = 0;
            this.digest = null;
        }
        for (const m of history.slice(this.consumed)) {
            const last = this.units[this.units.length - 1];
            if (m.role === 'tool' && last) {
                last.messages.push(m);
                last.masked = undefined;
            }
            else
                this.units.push({ messages: [m] });
        }
        this.consumed = history.length;
        this.lastSeen = history[history.length - 1];
    }
    count(m) {
        return countMessageWith(m, this.encoding);
    }
    toolTokens(u) {
        let n = 0;
        for (const m of u.messages)
            if (m.role === 'tool')
                n += this.count(m);
        return n;
    }
    form(i) {
        const u = this.units[i];
        if (i >= this.masked)
            return u.messages;
        return (u.masked ??= this.maskUnit(u.messages));
    }
    unitTokens(i) {
        let n = 0;
        for (const m of this.form(i))
            n += this.count(m);
        return n;
    }
    measureHead() {
        let n = 3 + (this.o.tools ? countToolTokens(this.o.tools, this.o.model, this.encoding) : 0);
        for (const m of this.head)
            n += this.count(m);
        return n;
    }
    measure(noteText) {
        let n = this.measureHead();
        if (this.dropped > 0)
            n += this.count(this.digestMessage());
        for (let i = this.dropped; i < this.units.length; i++)
            n += this.unitTokens(i);
        if (noteText && this.masked > 0)
            n += 4 + countText(noteText, this.encoding);
        return n;
    }
    assemble(noteText) {
        const out = [...this.head];
        if (this.dropped > 0)
            out.push(this.digestMessage());
        for (let i = this.dropped; i < this.units.length; i++)
            out.push(...this.form(i));
        if (noteText && this.masked > 0) {
            const last = out[out.length - 1];
            // Two user messages in a row trip strict chat templates (some local models): merge into a copy instead.
            if (last.role === 'user' && out.length > 2)
                out[out.length - 1] = { role: 'user', content: `${last.content}\n\n${noteText}` };
            else
                out.push({ role: 'user', content: noteText });
        }
        return out;
    }
    capNote(note) {
        const text = `${NOTE_HEADER}\n${note}`;
        if (countText(text, this.encoding) <= this.o.noteMaxTokens)
            return text;
        // Characters per token is at least ~3 for any tokenizer we count with; trim until it fits.
        let chars = this.o.noteMaxTokens * 3;
        let cut = text.slice(0, chars);
        while (countText(cut, this.encoding) > this.o.noteMaxTokens - 5 && chars > 0)
            cut = text.slice(0, (chars = Math.floor(chars * 0.9)));
        return `${cut}… [note cut]`;
    }
    // ---- masking ----
    maskUnit(messages) {
        const first = messages[0];
        const calls = first.role === 'assistant' ? (first.tool_calls ?? []) : [];
        return messages.map((m) => {
            if (m.role === 'assistant')
                return this.elideArguments(m);
            if (m.role !== 'tool')
                return m;
            if (this.count(m) < this.o.maskMinTokens)
                return m;
            let stub = this.maskedTool.get(m);
            if (!stub) {
                stub = {
                    role: 'tool',
                    tool_call_id: m.tool_call_id,
                    content: stubFor(m, calls.find((c) => c.id === m.tool_call_id), this.oversized.has(m) ? this.o.contextTokens : undefined),
                };
                this.maskedTool.set(m, stub);
            }
            return stub;
        });
    }
    /** Long string arguments (a created file's content, a patch's old and new text) shrink too; the JSON stays valid. */
    elideArguments(m) {
        if (!m.tool_calls?.some((c) => c.function.arguments.length > ELIDE_ARGS_OVER))
            return m;
        let out = this.elided.get(m);
        if (!out) {
            const tool_calls = m.tool_calls.map((c) => {
                if (c.function.arguments.length <= ELIDE_ARGS_OVER)
                    return c;
                const args = parseArgs(c.function.arguments);
                if (!args)
                    return c;
                for (const [k, v] of Object.entries(args)) {
                    if (typeof v === 'string' && v.length > 120)
                        args[k] = `${v.slice(0, 60)}… [${v.length} chars elided]`;
                }
                return { ...c, function: { name: c.function.name, arguments: JSON.stringify(args) } };
            });
            out = { ...m, tool_calls };
            this.elided.set(m, out);
        }
        return out;
    }
    // ---- the digest that replaces dropped units ----
    digestMessage() {
        if (this.digest?.dropped === this.dropped)
            return this.digest.message;
        const lines = [];
        for (let i = 0; i < this.dropped; i++) {
            const [first, ...rest] = this.units[i].messages;
            if (!first)
                continue;
            if (first.role === 'assistant') {
                const said = oneLine(first.content ?? '', 120);
                if (said)
                    lines.push(`- turn ${i + 1}: said "${said}"`);
                for (const c of first.tool_calls ?? []) {
                    const result = rest.find((m) => m.role === 'tool' && m.tool_call_id === c.id);
                    lines.push(`- turn ${i + 1}: ${describeCall(c)}${result ? ` → ${oneLine(result.content, 100)}` : ''}`);
                }
            }
            else if (first.role === 'user')
                lines.push(`- turn ${i + 1}: user said "${oneLine(first.content, 120)}"`);
        }
        const intro = `[agent-fix context digest] The first ${this.dropped} turns after the task were removed to stay within the context budget. What they did, oldest first:`;
        const outro = 'Repeat any of these calls if you need its output again.';
        // Keep the newest lines: they are closest to where the work stands.
        let kept = lines;
        const fits = (ls) => countText([intro, ...ls, outro].join('\n'), this.encoding) <= this.o.digestMaxTokens;
        while (kept.length > 0 && !fits(kept))
            kept = kept.slice(Math.max(1, Math.floor(kept.length / 8)));
        if (kept.length < lines.length)
            kept = [`- (${lines.length - kept.length} earlier lines left out)`, ...kept];
        const message = { role: 'user', content: [intro, ...kept, outro].join('\n') };
        this.digest = { dropped: this.dropped, message };
        return message;
    }
}
// ---- stubs: what an output was and how to see it again, on one line ----
// Stubs stay short: a masked unit is paid for in every later request.
const HOW_TO_SEE_AGAIN = {
    patch_file: (a) => `read_file path=${str(a.path)} shows the file now`,
    create_file: (a) => `read_file path=${str(a.path)} shows the file now`,
    run_tests: () => 'run_tests again shows the current state',
    view_diff: () => 'view_diff again shows the current diff',
};
/** `tooLargeFor`: the output alone did not fit this budget, so repeating the call would not help. */
function stubFor(m, call, tooLargeFor) {
    const name = call?.function.name ?? 'tool';
    const args = (call && parseArgs(call.function.arguments)) ?? {};
    const lines = m.content.split('\n').length;
    const how = tooLargeFor !== undefined
        ? `the output was too large for the context budget (${tooLargeFor} tokens a request), so repeating this call will not show it; ` +
            (name === 'read_file'
                ? 'read fewer lines at once (offset and limit, e.g. limit=80) or search for what you need'
                : 'narrow it (a filter, search, or a command with less output)')
        : (HOW_TO_SEE_AGAIN[name]?.(args) ?? 'repeat the call to see it again');
    return `[masked] ${call ? describeCall(call) : name} → ${lines} lines: "${oneLine(m.content, 80)}"; ${how}.`;
}
const BULKY_ARGS = new Set(['content', 'old_str', 'new_str']);
function describeCall(c) {
    const args = parseArgs(c.function.arguments);
    if (!args)
        return `${c.function.name} ${oneLine(c.function.arguments, 100)}`;
    const parts = Object.entries(args).map(([k, v]) => {
        if (typeof v === 'string' && BULKY_ARGS.has(k))
            return `${k}=<${v.length} chars>`;
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        const short = oneLine(text ?? '', 100);
        return `${k}=${/[\s"]/.test(short) || short === '' ? JSON.stringify(short) : short}`;
    });
    return [c.function.name, ...parts].join(' ');
}
function parseArgs(json) {
    try {
        const v = JSON.parse(json);
        return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
    }
    catch {
        return null;
    }
}
const str = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
function oneLine(text, max) {
    const line = text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l.length > 0) ?? '';
    return line.length > max ? `${line.slice(0, max)}…` : line;
}

// EXTERNAL MODULE: ./src/config/project-rules.ts
var project_rules = __webpack_require__(75033);
// EXTERNAL MODULE: ./src/tools/registry.ts + 19 modules
var registry = __webpack_require__(88983);
// EXTERNAL MODULE: ./src/security/sanitize.ts
var sanitize = __webpack_require__(95543);
;// CONCATENATED MODULE: ./src/agent/gate.ts
class Gate {
    greenSinceEdit = false;
    lastRun;
    edits = 0;
    requireGreenTests;
    constructor(options = {}) {
        this.requireGreenTests = options.requireGreenTests ?? true;
    }
    edit() {
        this.edits += 1;
        this.greenSinceEdit = false;
    }
    tests(run) {
        this.lastRun = run;
        if (!run.filter)
            this.greenSinceEdit = run.passed;
    }
    get open() {
        return !this.requireGreenTests || this.greenSinceEdit;
    }
    /** Why finish is refused, for the model. */
    refusal() {
        if (!this.lastRun)
            return 'finish refused: run_tests has not been run. Run run_tests (without filter) and make it pass first.';
        if (this.lastRun.filter && this.lastRun.passed)
            return 'finish refused: your last passing run was filtered. Run run_tests without filter; it must pass.';
        if (!this.greenSinceEdit && this.lastRun.passed)
            return 'finish refused: you edited files after the last passing run. Run run_tests (without filter) again.';
        return 'finish refused: the tests do not pass yet. Read the failures from run_tests, fix the code, and run run_tests again.';
    }
    /** One line for the running state note. */
    state() {
        const run = this.lastRun;
        const last = run
            ? `last test run ${run.passed ? 'passed' : 'failed'}${run.filter ? ` (filter ${run.filter})` : ''}${run.failingIds.length ? `; failing: ${run.failingIds.slice(0, 8).join(', ')}` : ''}`
            : 'tests not run yet';
        return `${this.edits} edit(s); ${last}; finish ${this.open ? 'allowed' : 'not allowed yet'}`;
    }
}

;// CONCATENATED MODULE: ./src/agent/outcomes.ts
class AgentExit extends Error {
}
/** The model finished and the gate held (tests passed after the last edit). */
class Submitted extends AgentExit {
    summary;
    exit = 'submitted';
    constructor(summary) {
        super('submitted');
        this.summary = summary;
    }
}
/** A budget ran out before the model finished. */
class LimitsExceeded extends AgentExit {
    budget;
    detail;
    exit = 'limits';
    constructor(budget, detail) {
        super(detail);
        this.budget = budget;
        this.detail = detail;
    }
}
/**
 * The model is going round in circles: its `finish` was refused again and again with no edit between, or it made the
 * same tool call with the same arguments again and again with no edit between. Nothing it does changes the state, so
 * every further turn would be spent for nothing: the run stops, asks for the hand-off note and keeps the work.
 */
class Stuck extends AgentExit {
    kind;
    detail;
    exit = 'stuck';
    constructor(
    /** `finish-refused`: finish refused N times in a row; `repeated-call`: one call made N times. */
    kind, detail) {
        super(detail);
        this.kind = kind;
        this.detail = detail;
    }
}
/**
 * The loop stopped on an error that is no way out of its own (the endpoint went away at turn 3): the error, and what
 * the run had spent by then, so the result reports the real turns, tokens and cost instead of none.
 */
class AgentFailed extends Error {
    error;
    spent;
    constructor(error, spent) {
        super(error instanceof Error ? error.message : String(error));
        this.error = error;
        this.spent = spent;
    }
}

// EXTERNAL MODULE: ./src/agent/prompts.ts
var prompts = __webpack_require__(23694);
;// CONCATENATED MODULE: ./src/agent/loop.ts





/**
 * How many refused finishes (or identical calls) with no edit between make a run stuck. Three: a model may fairly
 * try finish once too early and once more after reading the refusal; the third time it is not reading it. In the run
 * that showed it, 25 refusals in a row spent 30 turns and 100k tokens on nothing.
 */
const STUCK_AFTER = 3;
const FIX_ENDING = {
    finishAccepted: 'Finish accepted. agent-fix now verifies the change itself: the full test command on a clean tree of your edits.',
    noToolReminder: { text: prompts/* REMINDER_NO_TOOL */.mJ, log: 'tests must pass first' },
    submissionNeedsText: false,
    stopWhenStuck: true,
};
async function runAgent(task, deps, limits, options = {}) {
    return new AgentRun(task, deps, limits, options).run();
}
/**
 * One run of the loop, in mini-swe-agent's shape: `run` repeats `step` (= `query` + `execute`) until a named way out
 * (`Submitted`, `LimitsExceeded`) is thrown, and catches every one of them in one place.
 */
class AgentRun {
    deps;
    limits;
    history;
    gate;
    ending;
    turns = 0;
    usage = zeroUsage();
    toolErrors = 0;
    refusedAsTooLarge = false;
    /** The most one turn has cost so far: what the cost budget keeps back for the next turn and for the hand-off. */
    dearestTurn = 0;
    /** Refused finishes since the last edit. */
    refusedFinishes = 0;
    /** Each tool call (name and arguments) made since the last edit, with how many times. */
    callsSinceEdit = new Map();
    /** Set by a call that showed the run stuck; thrown once every call of the turn has its answer. */
    stuck;
    constructor(task, deps, limits, options) {
        this.deps = deps;
        this.limits = limits;
        this.history = [
            { role: 'system', content: prompts/* SYSTEM_PROMPT */.L4 },
            { role: 'user', content: task },
        ];
        this.gate = new Gate({ requireGreenTests: options.requireGreenTests ?? true });
        this.ending = { ...FIX_ENDING, ...options };
    }
    say(line) {
        this.deps.progress?.(line);
    }
    async run() {
        try {
            for (;;)
                await this.step();
        }
        catch (err) {
            if (!(err instanceof AgentExit)) {
                const { turns, usage, toolErrors } = this;
                throw new AgentFailed(err, { turns, usage, costUsd: this.deps.costOf(usage), toolErrors });
            }
            return this.finish(err);
        }
    }
    /** One turn: the limits, a model reply, and its tool calls (or the reminder when it made none). */
    async step() {
        this.checkLimits();
        this.turns += 1;
        const message = await this.query().catch((err) => {
            // Waiting would outlast the run: stop now, keep the work, and say when the limit resets.
            throw err instanceof RateLimitStop ? new LimitsExceeded('rate-limit', err.message) : err;
        });
        const calls = message.tool_calls ?? [];
        if (calls.length === 0)
            return this.noToolCall(message.content ?? '');
        let submitted;
        for (const call of calls) {
            if (submitted !== undefined) {
                // Every call must be answered, but nothing runs after an accepted finish.
                this.history.push({ role: 'tool', tool_call_id: call.id, content: 'Not run: finish was already accepted.' });
                continue;
            }
            submitted = await this.execute(call);
        }
        if (submitted !== undefined)
            throw new Submitted(submitted);
        // Every call of the turn is answered first, so the history stays valid for the hand-off request.
        if (this.stuck)
            throw this.stuck;
    }
    noToolCall(content) {
        if (this.gate.open && (!this.ending.submissionNeedsText || content.trim()))
            throw new Submitted(content);
        this.say(`turn ${this.turns} · (no tool call) → reminded: ${this.ending.noToolReminder.log}`);
        this.history.push({ role: 'user', content: this.ending.noToolReminder.text });
    }
    checkLimits() {
        const { limits, usage } = this;
        const cost = this.deps.costOf(usage);
        if (this.turns >= limits.maxTurns)
            throw new LimitsExceeded('turns', `max turns (${limits.maxTurns}) reached`);
        const max = limits.maxCostUsd;
        // A turn starts only when it and the hand-off after it still fit, each reckoned at the dearest turn so far: the
        // hand-off request is part of the run's cost, so the cap holds for the whole run, not only for the loop.
        if (max !== undefined && cost !== null && cost + 2 * this.dearestTurn > max) {
            throw new LimitsExceeded('cost', cost >= max
                ? `cost budget $${max} reached ($${cost.toFixed(4)})`
                : `cost budget $${max} nearly reached ($${cost.toFixed(4)}; another turn and the hand-off could pass it)`);
        }
        const tokens = usage.prompt_tokens + usage.completion_tokens;
        if (limits.maxTotalTokens !== undefined && tokens >= limits.maxTotalTokens) {
            throw new LimitsExceeded('tokens', `token budget ${limits.maxTotalTokens} reached (${tokens})`);
        }
        if (limits.deadline !== undefined && Date.now() >= limits.deadline)
            throw new LimitsExceeded('time', 'time budget reached');
    }
    /** Asks the model; appends and returns its reply. */
    async query(toolChoice = 'auto') {
        const started = Date.now();
        const { deps, history } = this;
        const note = `State: ${this.gate.state()}; files changed: ${[...deps.ctx.edited].join(', ') || 'none'}.`;
        let reply;
        for (;;) {
            try {
                await deps.context.ready(history);
                reply = await deps.model.query(deps.context.prepare(history, note), deps.tools.specs, {
                    toolChoice,
                    deadline: this.limits.deadline,
                });
                break;
            }
            catch (err) {
                // The endpoint named its limit: rebuild this same request under it. Nothing was appended for the refused
                // request, so the history stays valid. A second refusal means our count is off in a way a margin can't fix.
                if (!(err instanceof ContextLimitError) || this.refusedAsTooLarge)
                    throw err;
                this.refusedAsTooLarge = true;
                const budget = (0,model_endpoint/* budgetBelow */.dg)(err.limit, deps.context.budget);
                this.say(`model: ${err.message}; context budget lowered to ${budget} tokens, retrying the turn`);
                deps.trajectory.write('note', { text: `endpoint context limit ${err.limit}; budget lowered to ${budget}` });
                await deps.context.ready(history, true);
                deps.context.lowerBudget(budget, history, err.limit);
                deps.onContextLimit?.(err.limit, budget);
            }
        }
        const costBefore = deps.costOf(this.usage);
        this.usage = addUsage(this.usage, reply.usage);
        const costAfter = deps.costOf(this.usage);
        if (costBefore !== null && costAfter !== null)
            this.dearestTurn = Math.max(this.dearestTurn, costAfter - costBefore);
        deps.trajectory.write('model', {
            turn: this.turns,
            message: reply.message,
            usage: reply.usage,
            duration_ms: Date.now() - started,
            finish_reason: reply.finishReason,
        });
        history.push(reply.message);
        return reply.message;
    }
    /** Runs one tool call; updates the gate; returns the finish summary when finish is accepted. */
    async execute(call) {
        const started = Date.now();
        let outcome = await this.deps.tools.execute(call, this.deps.ctx);
        if (outcome.edited) {
            this.gate.edit();
            this.deps.onEdit?.(outcome.edited);
        }
        if (outcome.testRun)
            this.gate.tests(outcome.testRun);
        let accepted;
        const edited = !!outcome.edited;
        const finishCall = !!outcome.finish;
        if (outcome.finish) {
            if (this.gate.open) {
                accepted = outcome.finish.summary;
                outcome = { text: this.ending.finishAccepted };
            }
            else
                outcome = { text: this.gate.refusal(), isError: true };
        }
        if (outcome.isError)
            this.toolErrors += 1;
        this.watchForCircles(call, edited, finishCall && accepted === undefined);
        this.history.push({ role: 'tool', tool_call_id: call.id, content: outcome.text });
        this.deps.trajectory.write('tool', {
            turn: this.turns,
            id: call.id,
            name: call.function.name,
            arguments: call.function.arguments,
            result: outcome.text,
            is_error: !!outcome.isError,
            duration_ms: Date.now() - started,
        });
        const tokens = this.usage.prompt_tokens + this.usage.completion_tokens;
        this.say(`turn ${this.turns} · ${call.function.name} ${brief(call)} → ${firstLine(outcome.text)} · ${(tokens / 1000).toFixed(1)}k tokens`);
        return accepted;
    }
    /**
     * Counts what repeats with no edit between: refused finishes, and identical calls (same tool, same arguments) whose
     * answer cannot have changed. An edit starts both counts again.
     */
    watchForCircles(call, edited, refusedFinish) {
        if (edited) {
            this.refusedFinishes = 0;
            this.callsSinceEdit.clear();
            return;
        }
        if (!this.ending.stopWhenStuck || this.stuck)
            return;
        if (refusedFinish) {
            this.refusedFinishes += 1;
            if (this.refusedFinishes >= STUCK_AFTER)
                this.stuck = new Stuck('finish-refused', `stuck: finish was refused ${this.refusedFinishes} times in a row with no edit between, so the run stopped early`);
            return;
        }
        if (call.function.name === 'finish')
            return;
        const key = `${call.function.name}\0${canonicalArguments(call.function.arguments)}`;
        const times = (this.callsSinceEdit.get(key) ?? 0) + 1;
        this.callsSinceEdit.set(key, times);
        if (times >= STUCK_AFTER)
            this.stuck = new Stuck('repeated-call', `stuck: the same ${call.function.name} call${brief(call) ? ` (${brief(call)})` : ''} was made ${times} times with no edit between, so the run stopped early`);
    }
    /** The one place every way out ends: a submission, or a budget with the model's hand-off note. */
    async finish(exit) {
        const base = { turns: this.turns, toolErrors: this.toolErrors, messages: this.history };
        if (exit instanceof Submitted) {
            return {
                ...base,
                exit: 'submitted',
                summary: exit.summary,
                usage: this.usage,
                costUsd: this.deps.costOf(this.usage),
            };
        }
        if (exit instanceof Stuck) {
            const skip = this.noHandOff();
            this.say(`stopping: ${exit.detail}; ${skip ?? 'asking the model for a hand-off note'}`);
            if (skip)
                this.deps.trajectory.write('note', { text: skip });
            const summary = skip ? '' : await this.wrapUp((0,prompts/* stuckWrapUpPrompt */.UT)(exit.detail.replace(/^stuck: /, '')));
            return {
                ...base,
                exit: 'stuck',
                reason: exit.detail,
                summary,
                usage: this.usage,
                costUsd: this.deps.costOf(this.usage),
            };
        }
        const limit = exit;
        const skip = this.noHandOff(limit.budget);
        this.say(`stopping: ${limit.detail}; ${skip ?? 'asking the model for a hand-off note'}`);
        if (skip)
            this.deps.trajectory.write('note', { text: skip });
        const summary = skip ? '' : await this.wrapUp((0,prompts/* wrapUpPrompt */.gc)(limit.budget));
        return {
            ...base,
            exit: 'limits',
            budget: limit.budget,
            reason: limit.detail,
            summary,
            usage: this.usage,
            costUsd: this.deps.costOf(this.usage),
        };
    }
    /** Why no hand-off turn is asked for, if none is. */
    noHandOff(budget) {
        // A rate-limited endpoint would refuse the hand-off request too.
        if (budget === 'rate-limit')
            return 'no hand-off note (the endpoint would refuse it too)';
        const max = this.limits.maxCostUsd;
        const cost = this.deps.costOf(this.usage);
        if (max !== undefined && cost !== null && cost + this.dearestTurn > max)
            return `no hand-off note (its request could pass the cost budget of $${max})`;
        return undefined;
    }
    /** One last turn without tools: what is done, what is left. Failure here must not lose the work. */
    async wrapUp(prompt) {
        this.history.push({ role: 'user', content: prompt });
        try {
            const message = await this.query('none');
            return message.content ?? '';
        }
        catch (err) {
            this.deps.trajectory.write('note', { text: `wrap-up turn failed: ${err.message}` });
            this.history.pop();
            return '';
        }
    }
}
function brief(call) {
    try {
        const args = JSON.parse(call.function.arguments);
        const main = args.path ?? args.command ?? args.pattern ?? args.filter ?? '';
        return String(main).split('\n')[0].slice(0, 60);
    }
    catch {
        return '';
    }
}
/** The arguments as the model meant them: the same JSON with other spacing or key order is the same call. */
function canonicalArguments(text) {
    try {
        return JSON.stringify(sortKeys(JSON.parse(text)));
    }
    catch {
        return text;
    }
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys(value[k])]));
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 80);
}

// EXTERNAL MODULE: ./src/workspace/diff.ts
var workspace_diff = __webpack_require__(52362);
;// CONCATENATED MODULE: ./src/verify/repeat.ts
/**
 * The fail-to-pass tests run again on the candidate: a test that goes red → green must pass every time, not once. A
 * test that passes 1 run in 3 is a candidate re-run until it passed; it is "not proven: flaky", whatever the final run
 * said. The repeats run only those tests (narrowed by id or file where the runner takes one), listed, on the clean
 * tree of the candidate, so they cost the tests' own time and the runner's start, not a suite run each.
 */







/**
 * Runs after the first that saw the tests pass: 3 in all. A test failing a share p of runs passes all three with
 * (1-p)³: a 2-in-3 flake slips through 1 time in 27, a 1-in-2 one 1 in 8; each more run adds one narrowed run's cost.
 * Measured (bench/proof.bench.ts (b), 2 cores): with node --test and go repeats running the whole suite, 3.3× one green
 * suite run (load 6-12), 2.4× without the repeats; with them narrowed (node --test by the files that name the tests,
 * go by `-run`), see repeatFailToPass.
 */
const PROOF_REPEATS = 2;
const repeat_listed = (list, id) => !!list?.some((known) => (0,runners/* sameTestId */.m$)(known, id));
/** A JS test file's path at the head of an id (`test/a.test.js > suite > name`). */
const JS_FILE = /^([^\s>]+\.[cm]?[jt]sx?) > /;
const GO_NAME = /^(Test|Example|Fuzz)\w*(\/\S*)?$/;
/**
 * The filter that runs just these tests, or undefined for the full command: pytest node ids (their file when the id
 * has a space), a JS id's file, go test names, node --test ids by `nodeFiles` (the files that name them, see
 * nodeTestFiles) and their names; any other id (a unittest module path the command may not take, a mocha suite path)
 * means the full command.
 */
function repeatFilter(ids, runner, nodeFiles) {
    if (runner === 'node-test' && nodeFiles?.length)
        return [...nodeFiles, (0,node_test/* nodeNamePattern */.uO)(ids)].join(' ');
    const words = ids.map((id) => {
        if (/^[^\s:]+\.py::/.test(id))
            return /\s/.test(id) ? id.split('::')[0] : id;
        const js = JS_FILE.exec(id);
        if (js)
            return js[1];
        if (/\bgo\b/.test(runner) && GO_NAME.test(id))
            return id.split('/')[0];
        return undefined;
    });
    if (!words.length || words.some((w) => w === undefined))
        return undefined;
    return [...new Set(words)].join(' ');
}
/** More ids than this and the repeats run the full command rather than search the files for each. */
const MAX_SEARCHED_IDS = 20;
/**
 * The test files a node --test repeat of `ids` runs, or undefined (the full command). node --test names no file in
 * its ids, so the files come from the candidate commit's own text (git objects, never the tree a run wrote to): every
 * file the command collects whose text has the test's name quoted. The runner's report decides nothing here but
 * uniqueness: only when the final run named every test it passed, each of these ids once, is a narrowed run's test the
 * one the final run saw (a same-named test in a file that names it dynamically would otherwise stand in for it). A
 * file missed (a computed name) leaves its test unnamed in the narrowed run, which then runs the full command.
 */
async function nodeTestFiles(root, commit, command, ids, final) {
    const seen = [...final.failingIds, ...(final.passingIds ?? [])];
    const once = (id) => seen.filter((known) => (0,runners/* sameTestId */.m$)(known, id)).length === 1;
    if (!final.passingIds || ids.length > MAX_SEARCHED_IDS || !ids.every(once))
        return undefined;
    const scope = commandPaths(command);
    if (!scope)
        return undefined;
    const files = new Set();
    for (const id of ids) {
        const leaf = id.split(' > ').pop();
        const quoted = [`'${leaf}'`, `"${leaf}"`, `\`${leaf}\``].flatMap((q) => ['-e', q]);
        const out = await (0,git/* git */.$Y)(root, ['grep', '-I', '-l', '-z', '-F', ...quoted, commit, '--', ...scope], {
            env: workspace_candidate/* LITERAL */.ak,
            okCodes: [1],
        });
        const found = out
            .split('\0')
            .filter(Boolean)
            .map((entry) => entry.slice(commit.length + 1))
            .filter((f) => node_test/* nodeTest */.Jg.collects(f));
        if (!found.length)
            return undefined;
        found.forEach((f) => files.add(f));
    }
    return [...files].sort();
}
/**
 * The paths `node --test` is given in the command, as pathspecs: `.` for none. Null when a word is a glob or the command is not node --test itself: the narrowed files could then hold a
 * test the full command never runs.
 */
function commandPaths(command) {
    // Only `node --test` itself: a package script's arguments follow its own paths, where node would not read a switch.
    const paths = (0,node_test/* nodeTestWords */.cg)((0,profile/* lastStep */.tX)(command))?.paths;
    if (!paths || paths.some((p) => /[*?{}[\]'"$`\\]/.test(p) || external_node_path_default().posix.isAbsolute(p) || p.split('/').includes('..')))
        return null;
    return paths.length ? paths.map((p) => external_node_path_default().posix.normalize(p)) : ['.'];
}
/** The rows to confirm: red on the old code, and passing (or not yet seen) on the candidate. */
const redToGreen = (t) => t.before !== 'pass' && (t.after === 'pass' || t.after === 'unknown');
/** The ids the repeats run: the red → green rows'. */
const repeatIds = (ftp) => ftp.tests.filter(redToGreen).map((t) => t.id);
/**
 * Runs the red → green tests PROOF_REPEATS more times on the candidate and returns the table with what they showed:
 * a test that failed in any run is `flaky` (counted in `repeats.flaky`), one not yet seen passing that passed in every
 * repeat is `pass`. `parallel` (runs that cannot meet: bwrap, no network; for go, whose build takes every file of a
 * package, `run` must give each concurrent call a tree of its own, as the pipeline's verify.ts does) starts the
 * narrowed repeats together; otherwise they go one by one and stop at the first failure, one being enough to refuse the proof. A narrowed run that does not name
 * every one of the tests (the command took the filter some other way, a file was missed) is made again with the full
 * command. `nodeFiles`: a node --test project's files naming the tests (nodeTestFiles).
 */
async function repeatFailToPass(ftp, runner, run, parallel = false, nodeFiles, more = {}) {
    const ids = repeatIds(ftp);
    if (!ids.length)
        return ftp;
    const results = await repeatRuns(ids, repeatFilter(ids, runner, nodeFiles), run, parallel, more);
    if (!results.length)
        return ftp;
    return withRepeats(ftp, ids, results);
}
/**
 * The repeats of `ids` themselves (see repeatFailToPass), narrowed by `filter` (repeatFilter's; undefined: the full
 * command): the runs made, in order.
 */
async function repeatRuns(ids, filter, run, parallel = false, more = {}) {
    const times = more.times ?? PROOF_REPEATS;
    const named = (r) => ids.every((id) => repeat_listed(r.passingIds, id) || repeat_listed(r.failingIds, id));
    const needsFull = (result) => Boolean(filter) && !named(result) && !(0,pass_to_pass/* blindFail */.qu)(result);
    const once = async () => {
        const result = await run(filter);
        return needsFull(result) ? run() : result;
    };
    const results = [];
    const failedAny = (batch) => batch.some((r) => ids.some((id) => failedIn(r, id)));
    const outOfTime = () => more.deadline !== undefined && Date.now() >= more.deadline;
    // Only narrowed runs go together: a whole-suite run would collect the other's canary file in a shared tree (go's
    // narrowed runs too, which build every file of a package: `parallel` promises them trees of their own). A narrowed
    // run that needs the full command makes it alone. Batches of `concurrency` at most: a deflake's M runs would
    // otherwise start dozens of sandboxes at once.
    if (parallel && filter) {
        const width = Math.max(1, more.concurrency ?? times);
        while (results.length < times && !outOfTime()) {
            const batch = Math.min(width, times - results.length);
            const made = await Promise.all(Array.from({ length: batch }, () => run(filter)));
            for (const result of made)
                results.push(needsFull(result) ? await run() : result);
            if (failedAny(made))
                break;
        }
    }
    else {
        while (results.length < times && !outOfTime()) {
            results.push(await once());
            if (failedAny([results.at(-1)]))
                break;
        }
    }
    return results;
}
/**
 * The table with early repeats as its repeats, or undefined when they cannot stand for the repeats: a red → green row
 * not among the tests they ran for, another runner, or not the narrowing repeatFilter gives their tests now
 * (`nodeFiles` as found now, for their ids). Then they are repeats of every red → green test, narrowed to those tests
 * (and at most the other tests they ran for), on the same tree, as many times: what repeatFailToPass would show.
 */
function withEarlyRepeats(ftp, runner, early, nodeFiles) {
    const ids = repeatIds(ftp);
    if (!ids.length)
        return ftp;
    const sameRuns = early.runner === runner &&
        early.runs.length > 0 &&
        repeatFilter(early.ids, runner, nodeFiles) === early.filter &&
        ids.every((id) => repeat_listed(early.ids, id));
    return sameRuns ? withRepeats(ftp, ids, early.runs) : undefined;
}
/** A repeat failed this test: named it failing, or failed naming no failing test and not this one passing. */
const failedIn = (r, id) => repeat_listed(r.failingIds, id) || (0,pass_to_pass/* blindFailOf */.H$)(r, id, true);
/**
 * The table with the repeats' verdict: flaky rows, unknown rows every repeat saw passing, and the counts. A repeat that
 * named the tests it passed but not this one (neither passing nor failing, even with the full command) did not run it:
 * the row is `unknown`, which blocks the proof, rather than a pass that run never showed.
 */
function withRepeats(ftp, ids, results) {
    const of = results.length + 1;
    const failed = new Map(ids.map((id) => [id, results.filter((r) => failedIn(r, id)).length]));
    const seenEvery = (id) => results.every((r) => repeat_listed(r.passingIds, id));
    const skipped = (id) => results.some((r) => r.passingIds && !repeat_listed(r.passingIds, id) && !repeat_listed(r.failingIds, id));
    const tests = ftp.tests.map((t) => {
        if (!redToGreen(t))
            return t;
        if (failed.get(t.id))
            return { ...t, after: 'flaky' };
        if (skipped(t.id))
            return { ...t, after: 'unknown' };
        return t.after === 'unknown' && seenEvery(t.id) ? { ...t, after: 'pass' } : t;
    });
    const flaky = [...failed].filter(([, n]) => n > 0).map(([id, n]) => ({ id, failed: n, runs: of }));
    const note = redPassNote(results, ids);
    return { ...ftp, tests, repeats: { runs: of, command: results.at(-1).command, flaky, ...(note ? { note } : {}) } };
}
/**
 * Said, never silent: repeats that exited red naming no failing test and these tests passing (tap's coverage
 * threshold on a run of one file), whose passes were counted, with the exit code and the runner's own words.
 */
function redPassNote(results, ids) {
    const red = results.filter((r) => (0,pass_to_pass/* blindFail */.qu)(r) && !r.timedOut && ids.some((id) => repeat_listed(r.passingIds, id)));
    if (!red.length)
        return undefined;
    const codes = [...new Set(red.map((r) => String(r.exitCode)))].join(', ');
    const why = red.flatMap((r) => r.errorLines ?? []).find((l) => l.trim()) ?? 'no reason given';
    return (`${red.length} of ${results.length} repeats exited ${codes} with no test failing (${why.trim().slice(0, 200)}); ` +
        'the tests they named passing count as passed in them');
}

;// CONCATENATED MODULE: ./src/pipeline/early-repeats.ts
/**
 * Repeats begun before the fail-to-pass table is known (issue 52), so they go beside another run instead of after
 * it: beside the model's unfiltered run (candidate.ts), or beside the fail-to-pass run on the original code (verify.ts).
 * They are the verify phase's repeats only when repeat.ts `withEarlyRepeats` finds them the runs it would make.
 */

/** May repeats go side by side with another run? Isolated runs (bwrap, no network) cannot meet; not a deflake's. */
const earlyRepeatsPossible = (run) => run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' && !run.flake;
/**
 * The repeats of `ids` (narrowed, side by side, `run` giving each its own clean tree of the candidate), or undefined
 * when no narrowing takes them (the repeats then run the full command, one at a time, in the verify phase). `named`:
 * the run whose ids decide node --test's files (nodeTestFiles); `commit` the candidate, whose files are searched.
 * A failure is no repeats: the verify phase makes its own.
 */
async function earlyRepeats(run, ids, named, commit, once) {
    try {
        const runner = named.runner;
        const nodeFiles = runner === 'node-test'
            ? await nodeTestFiles(run.ws.root, commit, run.testCommand, ids, named).catch(() => undefined)
            : undefined;
        const filter = repeatFilter(ids, runner, nodeFiles);
        if (!filter)
            return undefined;
        return { ids, filter, runner, runs: await repeatRuns(ids, filter, once, true) };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/pipeline/candidate.ts
/**
 * The candidate commit: the agent's edited paths as git finds them, and the proof tree's commit beside it. The
 * verify phase builds it once the work ends; the model's unfiltered run_tests builds one for each full run.
 */







/** The candidate commit and every fact about it, from git objects; `proofCommit` adds the files setup left. */
async function candidateOf(run, edited) {
    const { ws, base, snapshots, startTree, trajectory } = run;
    // Command side effects on other paths are undone (and planted git data swept) before git reads the edited paths.
    await restoreNonEdits(snapshots, startTree, edited);
    const made = await candidateCommits(run, edited);
    // Reads of git objects only, so they go side by side.
    const [changedFiles, diff] = await Promise.all([
        (0,workspace_diff/* commitStats */.Fj)(ws.root, base, made.candidate.commit),
        (0,workspace_diff/* commitDiff */.fA)(ws.root, base, made.candidate.commit),
    ]);
    trajectory.write('note', { candidate: made.candidate.commit, tree: made.candidate.tree });
    return { ...made, changedFiles, diff };
}
/** The candidate commit from the edited paths as git finds them now, and the commit of its proof tree. */
async function candidateCommits(run, edited) {
    const { ws, base, startTree } = run;
    const paths = [...edited].sort();
    const candidate = await (0,workspace_candidate/* buildCandidate */.Ih)(ws.root, base, paths, run.lastCandidate);
    run.lastCandidate = candidate;
    const [changes, setupState] = await Promise.all([
        (0,workspace_candidate/* treeChanges */.CJ)(ws.root, base, candidate.commit),
        (0,workspace_candidate/* treeChanges */.CJ)(ws.root, base, startTree),
    ]);
    // The proof tree: the candidate's tree, plus the files setup left that git does not track (builds, configs).
    const setupFiles = setupState.filter((c) => c.status === 'A' && !changes.some((e) => e.path === c.path || c.path.startsWith(`${e.path}/`)));
    const proofCommit = setupFiles.length
        ? await (0,workspace_candidate/* overlayCommit */.ml)(ws.root, candidate.commit, setupFiles, 'agent-fix: candidate with the setup state')
        : candidate.commit;
    return { paths, candidate, changes, proofCommit };
}
/**
 * The model's unfiltered test run, made as the final run is: the same command, listing and environment, on a clean
 * tree of its edits as they are now (the paths the edit tools changed; not what commands left). The model sees what
 * the proof will see. When it edits nothing after, the candidate has this tree, and this run is the final run
 * (verifyPhase). If git cannot build the candidate (a path behind a symlinked folder) it runs in the work tree.
 */
async function runOnCandidate(run, baseline, edited, timeoutSec) {
    let made;
    try {
        made = await candidateCommits(run, edited);
    }
    catch (err) {
        run.say(`run_tests: no clean tree of the edits (${err.message}); the run is in the work tree`);
        return { run: await run.runTestsIn(run.ws.root, undefined, { timeoutSec }) };
    }
    // Nothing writes the workspace during this call (the run is in a tree): the trees read its state once.
    const letGo = holdStill(run.ws.root);
    const tree = await run.openTree(made.proofCommit).catch((err) => {
        letGo();
        throw err;
    });
    const early = repeatsBeside(run, baseline, made);
    try {
        const tests = await run.runTestsIn(tree.dir, undefined, { timeoutSec, listTests: listingFits(baseline) });
        const repeats = await early;
        return { tree: made.candidate.tree, run: tests, ...(repeats ? { repeats } : {}) };
    }
    finally {
        await early?.catch(() => undefined);
        await tree.dispose();
        letGo();
    }
}
/**
 * The red → green tests' repeats, begun beside the model's unfiltered run (issue 52), where the proof would make them
 * narrowed and side by side (bwrap, no network): the baseline's failing tests, when the edits change no test file (the
 * baseline is then the table's "before", and its red rows are the tests to repeat), each repeat on a clean tree of its
 * own of the same commit, made as the verify phase makes them. The verify phase takes them for its repeats only when
 * this run is its final run and they are the very runs it would make (repeat.ts `withEarlyRepeats`); otherwise it
 * makes its own. Undefined when they cannot be made early; a failure is no repeat (the verify phase makes them).
 */
function repeatsBeside(run, baseline, made) {
    const ids = baseline.failingIds;
    if (!earlyRepeatsPossible(run) || baseline.passed || !ids.length || made.changes.some((c) => (0,integrity/* isTestPath */.MQ)(c.path)))
        return undefined;
    return earlyRepeats(run, ids, baseline, made.candidate.commit, async (filter) => {
        const tree = await run.openTree(made.proofCommit);
        try {
            return await run.runTestsIn(tree.dir, filter, { listTests: true });
        }
        finally {
            await tree.dispose();
        }
    });
}

;// CONCATENATED MODULE: ./src/workspace/ignored-bound.ts
/**
 * The bound on what the agent's commands write in their own layer in a run (setting `max-ignored-mb`, DESIGN
 * guarantee 13). What git ignores (builds, caches, bytecode, a virtualenv) and what they write in the home and the
 * dependency folders stays in the agent's layer for the run (sandbox/layers.ts, work-layer.ts), in the run's temporary
 * folder on the host's disk: without a bound a command could fill that disk. The layers' bytes are the blocks their
 * files hold (each inode once), counted by a walk of the layers' folders.
 *
 * A walk of a big build folder costs a tenth of a second or more, too much at every tick of a running command; the
 * file system's own count of used blocks (statfs) costs nothing. So the walk runs only when the file system holding
 * the layers has grown, since the last walk, by more than the bound leaves: the layers cannot have passed the bound
 * before. Another program freeing space on that file system meanwhile hides that growth, so a walk also runs every
 * SURE_WALK_MS (or 50 walks' time) while a command runs: such a stop comes late, never not at all.
 */



const MB = 1024 * 1024;
/** The default of `max-ignored-mb`. */
const IGNORED_MB_DEFAULT = 2048;
/** Between two walks that found the layers within the bound, at least this long, and 20 times the last walk's time. */
const WALK_GAP_MS = 1000;
/** A walk at least this often while a command runs, whatever the file system's count says. */
const SURE_WALK_MS = 5000;
/** Bytes used on the file system holding `dir`; undefined where statfs cannot say. */
function usedBytes(dir) {
    try {
        const s = external_node_fs_default().statfsSync(dir);
        return (s.blocks - s.bfree) * s.bsize;
    }
    catch {
        return undefined;
    }
}
/** The blocks the entries under `dirs` hold, in bytes (each inode once), never following a link. */
function layerBytes(dirs) {
    const seen = new Set();
    let bytes = 0;
    const stack = dirs.filter((d) => external_node_fs_default().existsSync(d));
    while (stack.length) {
        const dir = stack.pop();
        let names;
        try {
            names = external_node_fs_default().readdirSync(dir);
        }
        catch {
            continue;
        }
        for (const name of names) {
            const at = external_node_path_default().join(dir, name);
            const st = external_node_fs_default().lstatSync(at, { throwIfNoEntry: false });
            if (!st)
                continue;
            if (st.isDirectory())
                stack.push(at);
            if (st.nlink > 1 && !st.isDirectory()) {
                const key = `${st.dev}:${st.ino}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
            }
            bytes += st.blocks * 512;
        }
    }
    return bytes;
}
class IgnoredBound {
    folders;
    limit;
    /** The layers' bytes at the last walk, and the file system's used bytes just before it. */
    known = 0;
    usedAtWalk;
    nextWalk = 0;
    lastWalkMs = 0;
    sureWalk = Date.now() + SURE_WALK_MS;
    constructor(
    /** The folders holding the agent's layers (uppers and their work folders), on the host. */
    folders, 
    /** The bound, in bytes. */
    limit = IGNORED_MB_DEFAULT * MB) {
        this.folders = folders;
        this.limit = limit;
        // What the layers hold already (a later phase's layer over the same run's): one walk, of nothing at a run's start.
        this.measure();
    }
    used() {
        const at = this.folders.map((f) => external_node_path_default().dirname(f)).find((d) => external_node_fs_default().existsSync(d));
        return at === undefined ? undefined : usedBytes(at);
    }
    /** Walks the layers: their bytes now. */
    measure() {
        const started = performance.now();
        this.usedAtWalk = this.used();
        this.known = layerBytes(this.folders);
        this.lastWalkMs = performance.now() - started;
        return this.known;
    }
    /**
     * Are the layers past the bound? Cheap while the file system has not grown by what the bound leaves; then a walk
     * says, at most once a second (`force`: whatever the time, as after a command).
     */
    over(force = false) {
        const used = this.used();
        const grown = used === undefined || this.usedAtWalk === undefined ? Infinity : used - this.usedAtWalk;
        const now = Date.now();
        // Another program freeing space on that file system hides what the layers grew by: a walk is due anyway after a
        // while (SURE_WALK_MS, or 50 walks' time), so such a stop comes late, never not at all.
        const due = now >= this.sureWalk;
        if (!due && this.known + Math.max(0, grown) <= this.limit)
            return false;
        if (!force && !due && now < this.nextWalk)
            return this.known > this.limit;
        const bytes = this.measure();
        this.nextWalk = now + Math.max(WALK_GAP_MS, 20 * this.lastWalkMs);
        this.sureWalk = now + Math.max(SURE_WALK_MS, 50 * this.lastWalkMs);
        return bytes > this.limit;
    }
    /**
     * After a command: when the layers are past the bound, throws away what they hold (later commands see the host's
     * files again, and setup's), and says how much there was. No command runs meanwhile: each mounts them anew.
     */
    check() {
        if (!this.over(true))
            return undefined;
        const over = { bytes: this.known, limit: this.limit };
        for (const folder of this.folders) {
            if (!external_node_fs_default().existsSync(folder))
                continue;
            for (const name of external_node_fs_default().readdirSync(folder))
                (0,remove_tree/* removeTree */.d)(external_node_path_default().join(folder, name));
        }
        this.measure();
        return over;
    }
}

;// CONCATENATED MODULE: ./src/pipeline/work.ts



















/**
 * The layer the agent's commands write (bwrap, after the freeze): the work tree gets only what it settles, and at the
 * run's end (runPipeline's `finally`, or the exit of a cancelled process) loses all of it but what `edited` names.
 */
function commandLayer(run, edited) {
    const layer = run.sandbox.commandLayer();
    if (!layer)
        return {};
    const bound = { files: run.work.maxWrittenFiles, bytes: run.work.maxWrittenMb * MB };
    const ignored = new IgnoredBound(layer.folders, run.work.maxIgnoredMb * MB);
    run.workLayer = new work_layer/* WorkLayer */.xu(run.ws.root, layer.upper, layer.opaqueXattr, edited, bound, ignored);
    return { layer: run.workLayer };
}
/** Phase 3: the agent loop with this run's tools, context and budgets. A model failure ends it but keeps the work. */
/** `shown`: the run the task shows instead of the baseline (a deflake's run that failed the test). */
async function workPhase(run, baseline, shown) {
    const { work, ws, sandbox, model, say, mode } = run;
    // The paths the edit tools changed; each successful edit is also reported as an `edit` event (onEdit below).
    // A deflake of a quarantined test: the lifted mark is the candidate's from the start (pipeline/lift.ts).
    const edited = new Set(run.lifted ? [run.lifted.file] : []);
    let lastFullRun;
    // Trees a full run failed on: a later pass there may be luck, so it never stands for the final run.
    const failedTrees = new Set();
    let edits = 0;
    const onEdit = (path) => run.hooks.onEvent?.({ kind: 'edit', path, edits: ++edits, files: [...edited] });
    const deadline = run.started + work.timeoutMinutes * 60_000;
    const ctx = {
        ws,
        shell: (command, timeoutSec) => (0,exec/* runCommand */.d1)(command, {
            cwd: ws.root,
            env: (0,security_env/* childEnv */.g)(),
            wrap: sandbox.wrap,
            timeoutMs: timeoutSec * 1000,
            watch: run.workLayer?.watch(),
        }),
        tests: {
            command: run.testCommand,
            timeoutSec: work.testTimeoutSec,
            // A filtered run is a quick look in the work tree. An unfiltered one runs as the proof does, on a clean tree of
            // the edits: the model sees what the proof will see, and the final run reuses it when nothing changed since.
            run: async (filter, timeoutSec) => {
                if (filter || !mode.verification.finalRun)
                    return run.runTestsIn(ws.root, filter, { timeoutSec });
                lastFullRun = await runOnCandidate(run, baseline, edited, timeoutSec);
                if (lastFullRun.tree && !lastFullRun.run.passed)
                    failedTrees.add(lastFullRun.tree);
                return lastFullRun.run;
            },
        },
        deadline,
        snapshots: run.snapshots,
        ...commandLayer(run, edited),
        edited,
        warn: run.warn,
        instructionsFor: (rel) => (0,project_rules/* folderInstructionsNote */.eE)(run.folderInstructions.take(rel), run.hooks.rules?.branch ?? 'the base branch'),
        guardEdit: editGuard(work, edited),
    };
    const tools = new registry/* ToolRegistry */.mM(mode.tools);
    const context = contextFor(run, tools);
    try {
        const task = taskMessage(work.task, run.testCommand, shown ?? baseline);
        const agent = await runAgent((0,modes_mode/* taskWithAddendum */.q)(mode, task), {
            model,
            tools,
            ctx,
            context,
            trajectory: run.trajectory,
            progress: say,
            costOf: (usage) => (0,cost/* costOf */.ho)(model.name, usage, work.modelPrice),
            onContextLimit: (_limit, budget) => (0,model_endpoint/* rememberContextBudget */.U7)(work.baseUrl, model.name, budget),
            onEdit,
        }, {
            maxTurns: work.maxTurns,
            maxCostUsd: work.maxCostUsd,
            deadline,
        }, (0,modes_mode/* agentOptions */._)(mode));
        return { agent, edited, lastFullRun, failedTrees };
    }
    catch (thrown) {
        const err = thrown instanceof AgentFailed ? thrown.error : thrown;
        if (!(err instanceof ModelError) && !(err instanceof ContextBudgetError))
            throw err;
        // A refused key before any edit is a configuration error (exit 2, naming the key), not a run that went wrong.
        if (err instanceof ModelError && err.kind === 'auth' && edited.size === 0)
            throw err;
        say(`model error: ${err.message}`);
        const spent = thrown instanceof AgentFailed ? thrown.spent : undefined;
        return { failure: err.message, spent, edited, lastFullRun, failedTrees };
    }
}
/** The context manager for this run's model and tools, its token counting and budget said in the log. */
function contextFor(run, tools) {
    const { work, model, say } = run;
    const pending = pendingTokenizer(model.name);
    say(pending
        ? `token counts: ${pending} for ${model.name}, its table loaded once a request could near a limit (UTF-8 bytes bound the count until then)`
        : `token counts: ${activeEncoding(model.name)} for ${model.name}`);
    const contextTokens = contextBudget(work, model.name);
    if (contextTokens !== work.contextTokens)
        say(`context budget: ${contextTokens} tokens a request (${work.contextTokens === undefined ? "the endpoint's limit" : 'lowered to what the endpoint accepted earlier'}; context-tokens sets it)`);
    return new ContextManager({
        contextTokens,
        model: model.name,
        tools: tools.specs,
        onTokenizer: (encoding, why) => say(`token counts: ${encoding} table loaded (${why})`),
    });
}
/** Refuses an edit past max-changed-files, and (test-edits: deny) one that weakens a test. */
function editGuard(work, edited) {
    return (rel, before, after) => {
        if (!edited.has(rel) && edited.size >= work.maxChangedFiles) {
            return `This run may change at most ${work.maxChangedFiles} files (max-changed-files), and ${edited.size} are changed already. Keep the change small.`;
        }
        if (work.testEdits !== 'deny')
            return undefined;
        const findings = (0,integrity/* checkEditIntegrity */.YA)(rel, before, after);
        return findings.length
            ? `Changing tests this way, or reaching into the test runner or the process, is not allowed here (test-edits: deny): ${findings.map((f) => f.detail).join('; ')}. Fix the code under test instead.`
            : undefined;
    };
}
/**
 * The prompt budget for this run: an explicit context-tokens, else the endpoint's documented limit (GitHub Models
 * 8000), else 100000; never above what the endpoint already refused in this process (the bench learns it once).
 */
function contextBudget(config, modelName = config.model) {
    const chosen = config.contextTokens ?? (0,model_endpoint/* endpointProfile */.li)(config.baseUrl).contextTokens ?? schema/* DEFAULTS */.zY.contextTokens;
    return Math.min(chosen, (0,model_endpoint/* learnedContextBudget */.g)(config.baseUrl, modelName) ?? Infinity);
}
/** The task as the model sees it: the request, then how it will be proven, then where the tests stand now. */
function taskMessage(task, testCommand, baseline) {
    const state = baseline.passed
        ? 'Before any edit, the tests PASS. If the task asks for new behaviour, add tests for it.'
        : `Before any edit, the tests FAIL${baseline.failingIds.length ? ` (failing: ${baseline.failingIds.slice(0, 20).join(', ')})` : ''}.\n` +
            (0,sanitize/* fenceUntrusted */.C0)('test output', (0,sanitize/* sanitizeUntrusted */._2)((0,excerpt/* failureExcerpt */.a)(baseline.output, baseline, 3_000)));
    return `# Task\n\n${task}\n\n# Proof\n\nThe test command is \`${testCommand}\`; the run is resolved only if it passes after your last edit.\n${state}`;
}

;// CONCATENATED MODULE: ./src/verify/collection.ts

/** The part of an id that survives a move to another file: the name after the file or package. */
function bareName(id) {
    if (id.includes('::'))
        return id.slice(id.indexOf('::') + 2);
    if (id.includes(' > '))
        return id.slice(id.indexOf(' > ') + 3);
    if (/^\S+ \S+$/.test(id))
        return id.split(' ')[1];
    return id.slice(id.lastIndexOf('/') + 1);
}
/** The tests collected on the original code and no longer on the candidate, unless the same name is collected elsewhere. */
function lostTests(base, candidate) {
    const now = new Set(candidate);
    const fresh = new Set(candidate.filter((id) => !base.includes(id)).map(bareName));
    return base.filter((id) => !now.has(id) && !fresh.has(bareName(id)));
}
function pickProfile(check) {
    const named = check.runner ? (0,runners/* profileNamed */.JD)(check.runner) : undefined;
    return named ?? (0,runners/* profileForCommand */.E8)(check.testCommand, check.packageJson);
}
/**
 * Asks the runner to list its tests on both trees and reports the tests the candidate no longer collects. A
 * listing that fails on either side skips the check (and says why): no finding is made from a listing that did not
 * run.
 */
async function checkCollection(check) {
    const profile = pickProfile(check);
    if (!profile?.list)
        return { findings: [], skipped: `no way to list ${profile?.name ?? 'this runner'}'s tests` };
    const command = profile.list.command(check.testCommand);
    if (!command)
        return { findings: [], skipped: `\`${check.testCommand}\` cannot be turned into a listing command` };
    const [base, candidate] = await Promise.all([
        check.runList(check.baseDir, command),
        check.runList(check.candidateDir, command),
    ]);
    for (const [side, run] of [
        ['original code', base],
        ['candidate', candidate],
    ]) {
        if (run.exitCode !== 0)
            return { findings: [], skipped: `\`${command}\` failed on the ${side} (exit ${run.exitCode})` };
    }
    const before = profile.list.parse(base.output, check.baseDir);
    const after = profile.list.parse(candidate.output, check.candidateDir);
    const lost = lostTests(before, after);
    const counts = { base: before.length, candidate: after.length };
    if (!lost.length)
        return { findings: [], counts };
    const shown = lost
        .slice(0, 5)
        .map((id) => `\`${id}\``)
        .join(', ') + (lost.length > 5 ? ` and ${lost.length - 5} more` : '');
    return {
        counts,
        findings: [
            {
                path: '(collection)',
                kind: 'deleted-test-case',
                detail: `${profile.name} collects ${lost.length} test(s) on the original code that it no longer collects with the change (\`${command}\`): ${shown}`,
            },
        ],
    };
}

// EXTERNAL MODULE: ./src/verify/deflake.ts
var deflake = __webpack_require__(52905);
;// CONCATENATED MODULE: ./src/pipeline/deflake.ts
/**
 * A deflake run's two extra proof steps (verify/deflake.ts holds the counts and the verdict): before the agent, the
 * test runs up to K times on a clean tree of the untouched code, narrowed to it, until it fails; after the agent, the
 * candidate's red → green rows (the flaky test among them) are repeated M - 1 more times on its clean tree, through
 * verify/repeat.ts as every proof's repeats are. Every run is a proof run: its own tree (a pool, one per run going at
 * once), a fresh layer over setup's state, canaries, the runner's report.
 */




/** Runs going at once, at most, where they may go together: each is a sandbox and a runner's start. */
const DEFLAKE_CONCURRENCY = 4;
/** Isolated runs (bwrap, no network) cannot meet, so several go at once; otherwise one after another. */
const deflakeParallel = (run) => run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' ? DEFLAKE_CONCURRENCY : 1;
/**
 * Proof trees of one commit handed out one per run going at once, reused between runs (a layered tree runs one
 * command at a time), all disposed at the end.
 */
function treePool(run, commit, first) {
    const free = first ? [first] : [];
    const opened = [];
    return {
        async with(use) {
            let dir = free.pop();
            if (!dir) {
                const tree = await run.openTree(commit);
                opened.push(tree);
                dir = tree.dir;
            }
            try {
                return await use(dir);
            }
            finally {
                free.push(dir);
            }
        },
        async dispose() {
            await Promise.all(opened.map((t) => t.dispose().catch(() => undefined)));
        },
    };
}
/**
 * "Red before": the test up to K times on clean trees of the untouched code, narrowed to it, stopping at the first
 * failure a checked report names (verify/deflake.ts reproduceFlake). The baseline is not one of them: it ran in the
 * workspace, without canaries; these run as the candidate's runs will.
 */
async function reproducePhase(run, request, baseline) {
    const { say, trajectory } = run;
    const id = request.test;
    const commit = await (0,workspace_candidate/* overlayCommit */.ml)(run.ws.root, run.startTree, [], 'agent-fix: original code');
    const nodeFiles = baseline.runner === 'node-test'
        ? await nodeTestFiles(run.ws.root, commit, run.testCommand, [id], baseline).catch(() => undefined)
        : undefined;
    const filter = repeatFilter([id], baseline.runner, nodeFiles);
    say(`deflake: running ${filter ? `\`${filter}\`` : 'the full test command'} on the untouched code up to ${request.runsBefore} times, until ${id} fails (budget ${request.budgetMinutes} min)`);
    const pool = treePool(run, commit);
    const letGo = holdStill(run.ws.root);
    try {
        const once = () => pool.with(async (dir) => {
            const r = await run.runTestsIn(dir, filter, { listTests: true });
            trajectory.write('tests', { phase: 'deflake-before', run: r });
            return r;
        });
        const result = await (0,deflake/* reproduceFlake */.xG)(request, once, deflakeParallel(run));
        const seen = result.runs.filter((r) => (0,deflake/* sawTest */.o)(r, id)).length;
        const failures = result.runs.filter((r) => r.reportCheck?.status !== 'failed' && (0,deflake/* failedTest */.sf)(r, id)).length;
        const line = result.failed ? (0,deflake/* failureLine */.Pu)(result.failed, id) : '';
        say(result.failed
            ? `deflake: ${id} failed ${failures} of ${result.runs.length} runs of the untouched code: ${line}`
            : `deflake: ${id} passed all ${result.runs.length} runs of the untouched code (${result.stopped === 'budget' ? 'the time budget ran out' : `${request.runsBefore} asked`})`);
        return {
            request,
            runs: result.runs.length,
            seen,
            failures,
            ...(result.failed ? { failed: result.failed } : {}),
            stopped: result.stopped,
            failure_line: line,
            ...(run.lifted ? { lifted: { file: run.lifted.file, how: run.lifted.how } } : {}),
        };
    }
    finally {
        letGo();
        await pool.dispose();
    }
}
/**
 * The table a deflake proves with: the flaky test is a row red before (it failed in a run of the untouched code) and
 * as the final run saw it after, beside whatever rows the fail-to-pass check made; when the check made none (no test
 * file changed, a green baseline), the pass-to-pass part is the final run's against the baseline.
 */
function deflakeTable(table, test, final, passToPass) {
    const after = final.failingIds.includes(test) ? 'fail' : final.passingIds?.includes(test) ? 'pass' : 'unknown';
    const rows = table?.tests ?? [];
    const has = rows.some((t) => t.id === test);
    const tests = has
        ? rows.map((t) => (t.id === test ? { ...t, before: 'fail' } : t))
        : [...rows, { id: test, before: 'fail', after: after }];
    return { ...(table ?? { pass_to_pass: passToPass }), tests };
}
/**
 * The deflake table's numbers from the runs before and the repeats after (none when the final run failed: then that
 * run is the one run after, and it says whether the test failed in it).
 */
function deflakeEvidence(before, planned, table, final, deadlineHit) {
    const id = before.request.test;
    const flaky = table?.repeats?.flaky.find((f) => f.id === id);
    const runsAfter = table?.repeats?.runs ?? 1;
    const row = table?.tests.find((t) => t.id === id);
    const failuresAfter = flaky?.failed ?? (row ? (row.after === 'fail' ? 1 : 0) : (0,deflake/* failedTest */.sf)(final, id) ? 1 : 0);
    const stopped = failuresAfter > 0 ? 'failed' : runsAfter < planned && deadlineHit ? 'budget' : undefined;
    return {
        test: id,
        runs_before: before.runs,
        failures_before: before.failures,
        runs_before_limit: before.request.runsBefore,
        stopped_before: before.stopped,
        runs_after_planned: planned,
        runs_after: runsAfter,
        failures_after: failuresAfter,
        ...(stopped ? { stopped_after: stopped } : {}),
        failure_line: before.failure_line,
        ...(before.lifted ? { lifted_mark: before.lifted } : {}),
    };
}


;// CONCATENATED MODULE: ./src/verify/evidence.ts
/** One verdict from each run's check: a failed check wins, then a run without one; `label` names the run. */
function reportChecks(checks) {
    const known = checks.filter((c) => c.check !== undefined);
    if (!known.length)
        return undefined;
    const worst = known.find((c) => c.check.status === 'failed') ?? known.find((c) => c.check.status === 'unchecked') ?? known[0];
    const { status, runner, reason } = worst.check;
    return {
        status,
        ...(runner ? { runner } : {}),
        ...(reason ? { reason: `${worst.label}: ${reason}` } : {}),
        runs: known.filter((c) => c.check.status === 'checked').length,
    };
}
/** True when the table proves the change: some test fails on the old code and every listed test passes now. */
function provesFix(ftp) {
    if (!ftp)
        return false;
    // A removed test (after: missing) neither proves nor breaks the fix; the integrity guard reports the removal.
    return (ftp.tests.some((t) => t.before !== 'pass' && t.after === 'pass') &&
        ftp.tests.every((t) => t.after === 'pass' || t.after === 'missing') &&
        ftp.pass_to_pass.broken.length === 0);
}

;// CONCATENATED MODULE: ./src/pipeline/verify.ts

















/**
 * Phase 4: the proof. The agent's edits become the candidate commit; the full test command runs on a clean checkout
 * of it (or the model's last full run stands for that run: made the same way, on the same tree), then the integrity
 * check (git objects of the base and the candidate), fail-to-pass and (review rounds) the whole pull request's proof
 * against its base, each on clean trees. The work tree is not read again.
 */
async function verifyPhase(run, baseline, work) {
    const { verify, hooks, testCommand } = run;
    const made = await candidateOf(run, work.edited);
    const { candidate, changedFiles, paths } = made;
    // The clean tree of the candidate is checked out when a step first needs it: the final run (unless the model's
    // last full run stands for it), the changed tests' "after", the collection check, a review round's whole proof.
    let opened;
    const proofDir = async () => (await (opened ??= run.openTree(made.proofCommit))).dir;
    const { checked, record, verdict } = reportCheckRecorder(run);
    const ftp = failToPassStep(run, baseline, paths, candidate.commit, proofDir, checked('a fail-to-pass run'));
    // The changed files' text before and after, for the integrity check: read from git objects while the final run goes.
    const texts = verify.testEdits === 'allow' ? undefined : changedTexts(run, made);
    texts?.catch(() => undefined); // awaited below; a failure then is the step's
    // From here every command runs in a tree over the workspace: the trees read its state once (tree-layer.ts).
    const letGo = holdStill(run.ws.root);
    let beside;
    try {
        const reused = reusableFinalRun(run, work, candidate.tree);
        hooks.onEvent?.({ kind: 'verification', command: testCommand });
        // Isolated runs (bwrap, no network) need not wait for each other: the new tests' run on the original code starts
        // beside the final run. Otherwise it follows a green final run, as a suite sharing a database or port needs.
        if (changedFiles.length && parallelProof(run, paths))
            await ftp.begin();
        // A small suite's final run names every test it passed: the fail-to-pass table reads its "after" from this run
        // instead of running the changed test files again.
        const final = reused ?? (await run.runTestsIn(await proofDir(), undefined, { listTests: listingFits(baseline) }));
        noteFinal(run, final, candidate.tree, reused !== undefined);
        const proven = final.passed && changedFiles.length > 0;
        // The repeats' tree (not yet open when the model's run stands for the final run) is made while the fail-to-pass
        // run on the original code goes; a failure to make it is the repeats' own, awaited there.
        // Not when the repeats made beside the model's run are likely to be the repeats: then no step may need it.
        const early = reused ? work.lastFullRun?.repeats : undefined;
        if (proven && !early)
            proofDir().catch(() => undefined);
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
        const evidence = {
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
    }
    finally {
        // Repeats begun beside the run on the original code use the proof's tree: they end before it goes.
        await beside?.catch(() => undefined);
        letGo();
        await ftp.cancel();
        await opened?.then((tree) => tree.dispose(), () => undefined);
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
function reusableFinalRun(run, work, tree) {
    const { say } = run;
    const last = work.lastFullRun;
    const sameTree = last?.tree === tree && last.run.passed;
    const failedBefore = sameTree && work.failedTrees?.has(tree);
    const reused = sameTree && !failedBefore ? last.run : undefined;
    if (failedBefore)
        say(`verification: the model's last full run passed on this tree, but an earlier one on the same tree failed; the final run runs afresh`);
    const fresh = run.sandbox.isolation === 'layers'
        ? "it ran in a fresh proof layer over setup's state, as the final run would"
        : 'without the sandbox no run is isolated from what the commands wrote (proof_isolation: none)';
    say(reused
        ? `verification: the candidate (${tree.slice(0, 12)}) is the clean tree the model's last full run passed on; that run is the final run (${fresh})`
        : `verification: running the full test command on a clean tree of the candidate (${tree.slice(0, 12)})`);
    return reused;
}
/**
 * Every proof run's report check (its canary tests), for the evidence's one verdict: `checked(label)` is
 * `runTestsIn` that records its run's check, `verdict(final)` the final run's and theirs as one.
 */
/** The final run in the trajectory, the log and the progress events. */
function noteFinal(run, final, tree, reused) {
    run.trajectory.write('tests', { phase: 'final', run: final, tree, ...(reused ? { reused: true } : {}) });
    run.say(`final: ${describe(final)}`);
    run.hooks.onEvent?.({ kind: 'final', passed: final.passed, detail: describe(final) });
}
function reportCheckRecorder(run) {
    const checks = [];
    // A red fail-to-pass run claims nothing green: new tests that do not even load on the old code stop pytest before
    // any canary ran, and that red is the proof's "before". Only the runs that pass vouch for a fix.
    const record = (label, r) => {
        if (r.passed || r.reportCheck?.status !== 'failed')
            checks.push({ label, check: r.reportCheck });
    };
    const checked = (label) => (...args) => run.runTestsIn(...args).then((r) => {
        record(label, r);
        return r;
    });
    const verdict = (final) => reportChecks([{ label: 'the final run', check: final.reportCheck }, ...checks]);
    return { checked, record, verdict };
}
/**
 * The red → green rows repeated on the candidate's clean tree; for a deflake (issue 57) first its table, the flaky
 * test red before by the runs that reproduced it (pipeline/deflake.ts), and M - 1 repeats within the time budget.
 */
async function repeatsOf(run, baseline, final, found, proven, on) {
    const { candidate, proofDir, runTests } = on;
    const flake = run.flake;
    if (!flake) {
        const early = found && on.early ? await earlyStep(run, found, final, candidate, on.early, on.record) : undefined;
        return {
            failToPass: found ? (early ?? (await repeatStep(run, found, final, candidate, proofDir, runTests))) : null,
        };
    }
    const planned = (0,deflake/* deflakeRunsAfter */.h)(flake.runs);
    const deadline = Date.now() + flake.request.budgetMinutes * 60_000;
    const table = proven
        ? deflakeTable(found, flake.request.test, final, (0,pass_to_pass/* passToPass */.Mb)(baseline, final, () => false))
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
async function repeatsBesideBefore(run, ftp, final, commit, proofDir) {
    if (!earlyRepeatsPossible(run))
        return undefined;
    const ids = await ftp.greenRows(final).catch(() => undefined);
    if (!ids?.length)
        return undefined;
    const pool = treePool(run, commit, await proofDir().catch(() => undefined));
    return earlyRepeats(run, ids, final, commit, (filter) => pool.with((cwd) => run.runTestsIn(cwd, filter, { listTests: true }))).finally(() => pool.dispose());
}
/**
 * The repeats made beside the model's run (pipeline/candidate.ts), as this table's repeats: only when they are the
 * runs repeatStep would make now (repeat.ts `withEarlyRepeats`); undefined otherwise, and repeatStep makes them. Their
 * report checks count as every repeat's do.
 */
async function earlyStep(run, table, final, candidate, { repeats: early, where }, record) {
    if (!repeatIds(table).length)
        return undefined;
    // Their narrowing as found now, for the tests they ran (node --test's files: by the final run's names).
    const nodeFiles = final.runner === 'node-test'
        ? await nodeTestFiles(run.ws.root, candidate.commit, run.testCommand, early.ids, final).catch(() => undefined)
        : undefined;
    const repeated = withEarlyRepeats(table, final.runner, early, nodeFiles);
    if (!repeated)
        return undefined;
    for (const again of early.runs) {
        record(again);
        run.trajectory.write('tests', { phase: 'repeat', run: again, tree: candidate.tree, early: true });
    }
    sayRepeats(run, repeated, ` (${where}, on clean trees of this tree)`);
    return repeated;
}
/** node --test names no file in its ids: the candidate's own files that name the tests narrow its repeats. */
async function nodeFilesOf(run, table, final, commit) {
    return final.runner === 'node-test'
        ? await nodeTestFiles(run.ws.root, commit, run.testCommand, repeatIds(table), final).catch(() => undefined)
        : undefined;
}
/** The repeats' line in the log. */
function sayRepeats(run, repeated, where = '') {
    const r = repeated.repeats;
    if (!r)
        return;
    const failed = r.flaky.map((f) => `${f.id} (${f.failed} of ${f.runs})`).join(', ');
    run.say(`repeats: the fail-to-pass tests ran ${r.runs} times on the candidate${where}; ${failed ? `failed: ${failed}` : 'they passed every time'}${r.note ? ` (${r.note})` : ''}`);
}
/** The red → green tests again, on the same clean tree: a fix passes every run, not one of several (repeat.ts). */
async function repeatStep(run, table, final, candidate, proofDir, runTests, more = {}) {
    const dir = await proofDir();
    const { tree } = candidate;
    // Isolated runs (bwrap, no network) cannot meet: the repeats go together, costing about one narrowed run.
    const parallel = run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none';
    const nodeFiles = await nodeFilesOf(run, table, final, candidate.commit);
    // A layered tree runs its commands one at a time (one upper, one mount): a repeat that would wait gets its own tree
    // of the same commit, which costs what the change costs, and keeps it for the next repeat (a deflake's many).
    const pool = treePool(run, candidate.commit, dir);
    const repeated = await repeatFailToPass(table, final.runner, (filter) => pool.with(async (cwd) => {
        const again = await runTests(cwd, filter, { listTests: true });
        run.trajectory.write('tests', { phase: 'repeat', run: again, tree });
        return again;
    }), parallel, nodeFiles, more).finally(() => pool.dispose());
    sayRepeats(run, repeated);
    return repeated;
}
/** Each changed file's text in the base and in the candidate (git objects; null where it is no regular file). */
async function changedTexts(run, made) {
    const { ws, base, lifted } = run;
    const texts = await Promise.all(made.changedFiles.map(async (f) => {
        const [before, after] = await Promise.all([
            // A lifted quarantine mark is agent-fix's change, not the agent's: its file is read as the lift left it.
            f.path === lifted?.file ? lifted.content : (0,workspace_candidate/* blobText */.L9)(ws.root, base, f.path),
            (0,workspace_candidate/* blobText */.L9)(ws.root, made.candidate.commit, f.path),
        ]);
        return { path: f.path, before, after };
    }));
    return texts.filter((t) => t.path !== lifted?.file || t.before !== t.after);
}
/**
 * The integrity findings: the pattern checks on the changed files' text (git objects of the base and the candidate),
 * the runner's own skip counts before and after (they catch skips no pattern sees), and its listing where a test
 * file went away (moved tests count as kept only where the runner still collects them).
 */
async function integrityFindings(run, baseline, final, made, proofDir, texts) {
    const testReads = await dataTheTestsRead(run, made, texts);
    const patterns = (0,integrity/* checkIntegrity */._D)(texts, { runner: final.runner, testReads });
    const found = [
        ...patterns,
        // The runner's own word on which configuration file it read (pytest's `configfile:`) decides what is config.
        ...(0,integrity/* reportedConfigFindings */.Wd)(baseline, final, texts, patterns),
        ...(0,integrity/* reportedSkipFindings */.xJ)(baseline, final),
        ...(await collectionFindings(run, made.changes, proofDir, final.runner)),
    ];
    // A deflake's own: a retry, a skip, a timeout only, an assertion removed hide the flake (integrity/deflake.ts).
    return run.flake ? [...found, ...(0,integrity/* deflakeFindings */.r5)(texts, found)] : found;
}
/**
 * The changed files that are no code and that a test file of the base or the candidate names (`expected.json`
 * loaded by a test): rewriting them changes what the tests expect. By `git grep` of the base name in both trees;
 * a failed grep names none (the other findings stand).
 */
async function dataTheTestsRead(run, made, texts) {
    const data = texts.filter((t) => t.before !== null && (0,integrity/* langOf */.Ex)(t.path) === null && !(0,integrity/* isTestPath */.MQ)(t.path));
    if (!data.length)
        return [];
    const named = await Promise.all(data.map(async (t) => {
        const name = external_node_path_default().posix.basename(t.path);
        const hits = await Promise.all([run.base, made.candidate.commit].map((commit) => (0,git/* git */.$Y)(run.ws.root, ['grep', '-l', '-I', '-F', '-e', name, commit, '--'], { env: workspace_candidate/* LITERAL */.ak }).catch(() => '')));
        const files = hits.flatMap((h) => h.split('\n').map((l) => l.slice(l.indexOf(':') + 1)));
        return files.some((f) => f && f !== t.path && (0,integrity/* isTestPath */.MQ)(f)) ? t.path : undefined;
    }));
    return named.filter((p) => p !== undefined);
}
/**
 * The fail-to-pass step: `begin` starts its run on the original code (early, beside the final run, or on demand),
 * `finish` gives the table, `cancel` ends it; a git failure skips the check with a line in the log, never the run.
 */
function failToPassStep(run, baseline, paths, candidate, finalTree, runTests) {
    const skipped = (err) => {
        run.say(`fail-to-pass check skipped: ${err.message}`);
        return null;
    };
    let begun;
    const begin = () => (begun ??= startFailToPass({
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
        begin: async () => void (await begin()),
        /** The rows that can still be red → green, once the final run is known, if its run is begun (FailToPassRun). */
        greenRows: async (final) => begun ? (await begun)?.greenRows(final) : undefined,
        finish: async (final) => {
            const started = await begin();
            return started ? started.finish(final).catch(skipped) : null;
        },
        cancel: async () => {
            await (await begun)?.cancel().catch(() => undefined);
        },
    };
}
/**
 * May the fail-to-pass run on the original code go beside the final run? Only when a test file changed (else there
 * is no such run) and the two cannot meet: bwrap gives each its own /tmp and, with the network off, its own loopback;
 * the trees are separate checkouts and the dependencies read-only.
 */
function parallelProof(run, paths) {
    return run.sandbox.mode === 'bwrap' && run.verify.network.kind === 'none' && paths.some(integrity/* isTestPath */.MQ);
}
/**
 * A test the candidate deletes or moves (a deletion, or a test file emptied beside a new file) counts as kept only if
 * the runner still collects it: the runner's own listing on the original code and on the candidate says so. Runs only
 * when a test file went away or lost tests beside a new file, so an ordinary fix pays nothing for it.
 */
async function collectionFindings(run, changes, candidateDir, runner) {
    const testGone = changes.some((c) => c.status === 'D' && (0,integrity/* isTestPath */.MQ)(c.path));
    const movedOut = changes.some((c) => c.status === 'M' && (0,integrity/* isTestPath */.MQ)(c.path)) && changes.some((c) => c.status === 'A');
    if (!testGone && !movedOut)
        return [];
    const { ws, sandbox, verify } = run;
    const original = await run.openTree(await (0,workspace_candidate/* overlayCommit */.ml)(ws.root, run.startTree, [], 'agent-fix: original code'));
    try {
        const result = await checkCollection({
            testCommand: run.testCommand,
            runner,
            packageJson: await (0,workspace_candidate/* blobText */.L9)(ws.root, run.base, 'package.json'),
            baseDir: original.dir,
            candidateDir: await candidateDir(),
            runList: async (cwd, command) => {
                sandbox.grant(cwd);
                const listed = await (0,exec/* runCommand */.d1)(command, {
                    cwd,
                    env: (0,security_env/* childEnv */.g)(),
                    wrap: sandbox.wrapIn(cwd),
                    timeoutMs: verify.testTimeoutSec * 1000,
                });
                return { output: listed.output, exitCode: listed.exitCode };
            },
        });
        if (result.skipped)
            run.say(`collection check skipped: ${result.skipped}`);
        return result.findings;
    }
    finally {
        await original.dispose();
    }
}
/** A review round's proof of the whole pull request against its base, besides this round's against the PR head. */
/** The whole PR's proof against its base branch, when the mode asks for one (a review round). */
async function wholeChangeOf(run, paths, final, candidate, proofDir, runTests) {
    const againstBase = run.mode.verification.againstBase;
    if (!againstBase)
        return undefined;
    return proveWholeChange(run, againstBase, paths, final, candidate, await proofDir(), runTests);
}
async function proveWholeChange(run, proofBase, paths, final, candidate, finalTree, runTests) {
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
        changed_files: await (0,workspace_diff/* commitStats */.Fj)(run.ws.root, sha, candidate),
        fail_to_pass: ftp,
    }))
        .catch((err) => {
        run.say(`whole-PR proof skipped: ${err.message}`);
        return {
            base: sha,
            baseBranch: branch,
            changed_files: [],
            fail_to_pass: null,
            note: `the check could not run: ${err.message.split('\n')[0]}`,
        };
    });
}

;// CONCATENATED MODULE: ./src/verify/proof-level.ts
/**
 * How far the proof goes. `test`: the baseline's output was read per test, so the final run's must be too (never a
 * silent downgrade to its exit code), and the fail-to-pass table shows some test red on the old code and seen green
 * with the change in every run, none red, unknown or flaky after, no pass-to-pass test broken (`provesFix`).
 * `suite`: the baseline's output could not be read per test, so only the command's exit code speaks; said plainly, and
 * a project can require test level.
 */


/** The runner's output names tests: a parser read it, it counted something, and what it counts are tests. */
function readPerTest(run) {
    return Boolean(run && run.runner !== 'unknown' && run.counts && run.unit !== 'packages');
}
/**
 * The level is the baseline's: a runner read per test on the untouched code must be read per test at the end too. A
 * final run that cannot be read so is no suite-level proof but no proof (`unreadReport`), never a silent downgrade.
 */
function proofLevel(evidence) {
    return readPerTest(evidence.baseline) ? 'test' : 'suite';
}
/** Tests a run counted (not errors: a module that did not import is an error and no test). */
const ran = (run) => (run.counts ? run.counts.passed + run.counts.failed + run.counts.skipped : 0);
/**
 * Why the final run's report cannot stand for a per-test baseline, or undefined when it can: it names no test (the
 * process ended before any ran, its output was muted or is no runner's), it counts another unit, or another runner
 * read it. Fewer tests than the baseline, beyond what the change deletes, are pass-to-pass's (vanished, broken).
 */
function unreadReport(baseline, final) {
    if (!baseline || !final || !readPerTest(baseline))
        return undefined;
    const before = `the baseline's ${baseline.runner} report named ${ran(baseline)} test${ran(baseline) === 1 ? '' : 's'}`;
    if (final.runner === 'unknown' || !final.counts)
        return `its output holds no test runner's report, and it exited ${final.exitCode}, while ${before}`;
    if (final.unit === 'packages')
        return `it counts packages, not tests, while ${before}`;
    const runners = new Set(final.runner.split('+'));
    const gone = baseline.runner.split('+').filter((r) => !runners.has(r));
    if (gone.length)
        return `no ${gone.join(' or ')} report in its output (it was read as ${final.runner}), while ${before}`;
    if (ran(final) === 0)
        return `it names no test, while ${before}`;
    return undefined;
}
/** The table that proves this change: a review round's whole pull request when there is one, else the run's own. */
const table = (evidence) => evidence.whole_change?.fail_to_pass ?? evidence.fail_to_pass;
/** The not-proven reason when a proof run's canary check failed (canary.ts). */
const REPORT_UNCHECKED = "the test runner's report could not be checked";
/** Said beside a proof whose runs carried no canaries (a runner or command agent-fix has none for). */
const NOT_CANARY_CHECKED_NOTE = "the test runner's report was not checked with canary tests (agent-fix has none for this runner or command), so it is taken as the runner printed it";
const SUITE_LEVEL_NOTE = "suite-level proof only: the test output could not be read per test, so only the test command's exit code proves the change";
/** How to get a test-level proof, for the message that refuses a suite-level one. */
const MAKE_READABLE = 'Make the output readable per test: run the tests with a runner and reporter agent-fix reads (pytest, unittest, ' +
    'go test -v or -json, vitest, jest, mocha, node --test, TAP, cargo test, JUnit XML), e.g. through --test-command ' +
    '(Action input test-command)';
const UNREAD = "the final run's report could not be read";
/**
 * What blocks the proof where the project denies test edits (under `flag` each is named on the PR, and the run may
 * resolve): code that reaches into the runner, the assertion library, the process or the sandbox's identity
 * (`runner-tamper`, `runner-hook`), a data file the tests read rewritten, and tests the change makes skip (a pattern's
 * skip marker or the runner's own count: a pass → skip keeps a count-level pass-to-pass whole, so it is judged here).
 * The edit tools refuse such edits under `deny` already; this holds for what reached the candidate another way.
 */
const DENIED = {
    'runner-tamper': 'the change reaches into the test runner or the process',
    'runner-hook': 'the change adds code that can rewrite test outcomes',
    'test-data-rewrite': 'the change rewrites data the tests read',
    'added-skip': 'the change makes tests skip',
};
/** A deflake whose change hides the flake (a retry, a skip, a timeout only, an assertion removed), in every mode. */
function deflakeHidden(evidence) {
    if (!evidence.deflake)
        return undefined;
    const hidden = evidence.integrity.findings.filter((f) => f.kind.startsWith('deflake-'));
    if (!hidden.length)
        return undefined;
    return `the deflake hides the flake instead of fixing it (${[...new Set(hidden.map((f) => f.kind))].join(', ')}): ${hidden
        .slice(0, 3)
        .map((f) => f.detail)
        .join('; ')}. Make the test deterministic: find what varies between runs (order, randomness, time, shared state) and fix it`;
}
function tamperShortfall(evidence) {
    if (evidence.integrity.mode !== 'deny')
        return undefined;
    const denied = evidence.integrity.findings.filter((f) => DENIED[f.kind]);
    if (!denied.length)
        return undefined;
    const what = [...new Set(denied.map((f) => DENIED[f.kind]))].join('; ');
    const skipsOnly = denied.every((f) => f.kind === 'added-skip');
    return `${what} (test-edits: deny): ${denied
        .slice(0, 5)
        .map((f) => f.detail)
        .join('; ')}. ${skipsOnly
        ? 'A skipped test proves nothing; fix the code so the test runs and passes'
        : 'The test process runs the code under test, so such code can pass a run without the tests passing; fix the code without it'}`;
}
/**
 * Why no proof run's report can be trusted, or undefined: a report that did not show agent-fix's canaries as planted
 * proves nothing, at either level, whether the run looked green or red (canary.ts); nor does one that carried none
 * where the untouched tree had a place for them.
 */
function reportShortfall(evidence) {
    const check = evidence.report_check;
    if (check?.status === 'failed')
        return `${REPORT_UNCHECKED} (${check.reason})`;
    // Unchecked never proves where a check was possible: the untouched tree had a place for canaries, so a candidate
    // that leaves none (a Go module renamed, the tests' folder gone) made its own report uncheckable.
    if (check?.status === 'unchecked' && check.possible)
        return `${REPORT_UNCHECKED} (${check.reason}; the untouched code's tree had a place for canary tests, so the change left its own report unchecked. Keep the project's layout and module path, or make the change in a separate pull request)`;
    return undefined;
}
/**
 * Why a run whose final test run passed may not be resolved on this proof, or undefined when it may.
 * `requireTest`: the project's rules file asks for `proof: test`.
 */
function proofShortfall(evidence, requireTest) {
    const unchecked = reportShortfall(evidence);
    if (unchecked)
        return unchecked;
    const tamper = tamperShortfall(evidence);
    if (tamper)
        return tamper;
    const hidden = deflakeHidden(evidence);
    if (hidden)
        return hidden;
    // A deflake's own runs decide before the proof level may let a green run through: a failure in a run of the
    // candidate, or runs cut short by the budget, leave it unproven at either level (its table says so).
    const deflaked = evidence.deflake && (0,deflake/* deflakeShortfall */.Wx)(evidence.deflake);
    if (deflaked)
        return deflaked;
    if (proofLevel(evidence) === 'suite') {
        return requireTest
            ? `the project requires a test-level proof (proof: test in .github/agent-fix.yml), and the test output could not be read per test. ${MAKE_READABLE}, or drop \`proof: test\``
            : undefined;
    }
    const unread = unreadReport(evidence.baseline, evidence.final);
    if (unread)
        return `${UNREAD} (${unread})`;
    const ftp = table(evidence);
    const flaky = ftp?.repeats?.flaky ?? [];
    if (flaky.length)
        return `flaky: ${flaky
            .slice(0, 5)
            .map((f) => `${f.id} failed ${f.failed} of ${f.runs} runs of the candidate`)
            .join(', ')}. A fix must pass every run; make the code deterministic`;
    const unknown = ftp?.tests.filter((t) => t.after === 'unknown') ?? [];
    if (unknown.length)
        return `${UNREAD} (no run of the candidate named ${unknown
            .slice(0, 5)
            .map((t) => t.id)
            .join(', ')} passing, so the table cannot say it passes)`;
    if (provesFix(ftp))
        return undefined;
    if (!ftp) {
        return evidence.baseline?.passed
            ? 'no test proves the change: the tests passed before it too. Add or change a test that fails without the fix'
            : 'no test-level proof: the fail-to-pass check could not name a test that fails without the change and passes with it';
    }
    if (ftp.pass_to_pass.broken.length)
        return `the change breaks tests that passed before: ${ftp.pass_to_pass.broken.slice(0, 5).join(', ')}`;
    if (ftp.tests.some((t) => t.after === 'fail'))
        return `tests still fail with the change: ${ftp.tests
            .filter((t) => t.after === 'fail')
            .slice(0, 5)
            .map((t) => t.id)
            .join(', ')}`;
    return 'no test fails on the old code and passes with the change, so the tests do not prove it. Add or change a test that fails without the fix';
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/pipeline/refusals.ts
/** What must never be delivered, whatever the tools allowed on the way: checked on the candidate's tree diff. */




/** Why the candidate must not be delivered: a path it changes, or a symlink it adds, is refused; or a runaway diff. */
async function candidateRefusal(run, changes, files) {
    for (const c of changes) {
        const why = pathRefusal(run.ws, c.path);
        if (why)
            return why;
        if (c.status !== 'D' && c.mode === '120000') {
            const target = await (0,git/* git */.$Y)(run.ws.root, ['cat-file', 'blob', c.sha]);
            const to = external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(c.path), target));
            const escapes = external_node_path_default().posix.isAbsolute(target) || to === '..' || to.startsWith('../');
            const bad = escapes ? 'outside the workspace' : pathRefusal(run.ws, to);
            if (bad)
                return `${c.path}: a symlink to ${target} (${bad})`;
        }
    }
    return deliveryRefusal(run.ws, files, run.conclude.maxDiffLines);
}
/**
 * Why a path must not be delivered, from its name alone (the work tree is not consulted): outside, git data, or
 * protected in any letter case (case-insensitive checkouts open `.GitHub/Workflows` as `.github/workflows`).
 */
function pathRefusal(ws, rel) {
    if (rel.includes('\0') || external_node_path_default().posix.isAbsolute(rel) || rel.split(/[\\/]/).includes('..'))
        return `${rel}: ${rel} is outside the workspace`;
    const globs = [...workspace/* ALWAYS_PROTECTED */.jF, ...ws.protectedGlobs];
    if ((0,workspace/* hasGitComponent */.SS)(rel) || globs.some((g) => picomatch_default()(g, { dot: true, nocase: true })(rel)))
        return `${rel}: ${rel} is protected (matches ${globs.join(', ')}, in any letter case); agent-fix may not change it`;
    return undefined;
}
/** Why the final change must not be delivered: a path outside the workspace or protected, or a runaway diff. */
function deliveryRefusal(ws, files, maxDiffLines) {
    for (const f of files) {
        const why = pathRefusal(ws, f.path);
        if (why)
            return why;
    }
    const lines = files.reduce((n, f) => n + f.added + f.removed, 0);
    if (lines > maxDiffLines)
        return `the diff has ${lines} changed lines, more than max-diff-lines (${maxDiffLines}); raise it if a change this large is intended`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/pipeline/conclude.ts








/** Evidence for a run that has no final run: the baseline alone. */
function unverified(run, baseline) {
    return {
        command: run.testCommand,
        baseline,
        final: null,
        integrity: { mode: run.conclude.testEdits, findings: [] },
        fail_to_pass: null,
    };
}
/** A flaky baseline's conclusion: the failure did not reproduce, so there was nothing to fix. */
function concludeFlaky(run, baseline, reason) {
    return conclude(run, {
        status: 'unresolved',
        reason,
        flaky: true,
        evidence: unverified(run, baseline),
        outcome: { status: 'unresolved', flaky: true, reason },
    });
}
/**
 * A deflake whose flake never showed in the runs of the untouched code: there is no red to prove a change against, so
 * no model call and no change; the table says how many runs passed.
 */
function concludeNotReproduced(run, baseline, flake) {
    const reason = flake.seen === 0
        ? `could not reproduce the flake in ${flake.runs} runs: no run named ${flake.request.test}; give the test's id as the runner names it (--deflake, or the comment's test)`
        : (0,deflake/* notReproducedReason */.Rn)(flake.request, flake.runs, flake.stopped);
    const evidence = {
        ...unverified(run, baseline),
        deflake: {
            test: flake.request.test,
            runs_before: flake.runs,
            failures_before: 0,
            runs_before_limit: flake.request.runsBefore,
            stopped_before: flake.stopped,
            runs_after_planned: 0,
            runs_after: 0,
            failures_after: 0,
            failure_line: '',
            ...(flake.lifted ? { lifted_mark: flake.lifted } : {}),
        },
    };
    return conclude(run, {
        status: 'unresolved',
        reason,
        evidence,
        outcome: { status: 'unresolved', reason, deflake: evidence.deflake },
    });
}
/**
 * The model failed before any edit (the endpoint went away, the key stopped working): no edit tool changed the tree,
 * so no final run repeats the baseline. What its commands wrote is undone (without bwrap they wrote the tree itself;
 * with it, the layer's exit takes out what it moved: work-layer.ts). The failure is the result, with what the turns
 * before it spent.
 */
async function concludeUnstarted(run, baseline, failure, spent) {
    await restoreNonEdits(run.snapshots, run.startTree, new Set());
    return conclude(run, {
        status: 'error',
        reason: failure,
        spent,
        evidence: unverified(run, baseline),
        outcome: {
            status: 'error',
            reason: failure,
            turns: spent?.turns ?? 0,
            usage: spent?.usage ?? zeroUsage(),
            cost_usd: spent?.costUsd ?? null,
        },
    });
}
/** A plan run's conclusion: the work tree is left untouched, and the plan is the result. */
async function concludePlan(run, baseline, work) {
    const { agent, failure, spent } = work;
    // No edit tool was offered, so nothing is the agent's work: undo whatever the test runs left behind.
    await restoreNonEdits(run.snapshots, run.startTree, new Set());
    const plan = agent?.exit === 'submitted' ? agent.summary.trim() : '';
    const status = failure ? 'error' : plan ? 'planned' : 'unresolved';
    const reason = failure ?? (plan ? undefined : `no plan was submitted${agent?.reason ? `: ${agent.reason}` : ''}`);
    return conclude(run, {
        status,
        reason,
        plan,
        agent,
        spent,
        evidence: unverified(run, baseline),
        outcome: {
            status,
            reason,
            turns: (agent ?? spent)?.turns ?? 0,
            usage: (agent ?? spent)?.usage,
            cost_usd: (agent ?? spent)?.costUsd ?? null,
            plan,
        },
    });
}
/** A fix run's conclusion: resolved only when the final run passed on a change that may be delivered. */
async function concludeFix(run, work, verified) {
    const { agent, failure, spent } = work;
    const { final, changedFiles, evidence, candidate, changes } = verified;
    // Delivery pushes exactly this commit: its tree diff is checked, whatever the tools allowed on the way.
    const refusal = await candidateRefusal(run, changes, changedFiles);
    if (refusal)
        run.say(`delivery refused: ${refusal}`);
    // A passing suite is not yet proof of this change when its output names tests: the table must show it.
    evidence.proof_level = proofLevel(evidence);
    const claimed = changedFiles.length > 0 && !failure && !refusal;
    // An unchecked report is the reason even for a red run: the red may be the canary's alone.
    const shortfall = (claimed ? reportShortfall(evidence) : undefined) ??
        (final.passed && claimed ? proofShortfall(evidence, run.conclude.requireTestProof) : undefined);
    if (shortfall)
        run.say(`not proven: ${shortfall}`);
    // A deflake of a quarantined test whose change is the lift alone (pipeline/lift.ts) fixes nothing.
    const liftOnly = run.lifted && !refusal && !shortfall && !(await changedBeyondLift(run, run.lifted, changedFiles, candidate.commit))
        ? `no change was made beyond lifting the quarantine mark of ${run.tests.deflake?.test ?? 'the test'} (${run.lifted.how}): it is not fixed`
        : undefined;
    const status = failure
        ? 'error'
        : refusal || shortfall || liftOnly
            ? 'unresolved'
            : final.passed && changedFiles.length > 0
                ? 'resolved'
                : 'unresolved';
    const reason = failure ??
        (refusal ? `delivery refused: ${refusal}` : undefined) ??
        (shortfall ? `not proven: ${shortfall}` : undefined) ??
        liftOnly ??
        (changedFiles.length === 0
            ? final.passed
                ? 'no change was made (the tests pass on the untouched code)'
                : `no change was made and the tests still fail: ${describe(final)}`
            : !final.passed
                ? `the final test run failed: ${describe(final)}`
                : undefined);
    // A spent rate limit is the headline: it says why the run stopped and when it can go on. So is a stuck loop.
    const why = agent?.budget === 'rate-limit' || agent?.exit === 'stuck' ? [agent.reason, reason] : [reason, agent?.reason];
    const unresolvedWhy = status === 'resolved' ? undefined : why.filter(Boolean).join('; ');
    return conclude(run, {
        status,
        reason: unresolvedWhy,
        agent,
        spent,
        evidence,
        changedFiles,
        diff: verified.diff,
        ...(refusal ? { deliveryRefused: refusal } : {}),
        ...(changedFiles.length ? { candidate: { commit: candidate.commit, tree: candidate.tree } } : {}),
        outcome: {
            status,
            reason: unresolvedWhy,
            turns: (agent ?? spent)?.turns ?? 0,
            usage: (agent ?? spent)?.usage ?? zeroUsage(),
            cost_usd: (agent ?? spent)?.costUsd ?? null,
            changed_files: changedFiles,
            budget: agent?.budget,
            ...(agent?.exit === 'stuck' ? { stopped: 'stuck' } : {}),
            evidence,
        },
    });
}
/** Phase 5: the one place a RunResult is built, after the trajectory records the outcome. */
function conclude(run, c) {
    const { agent } = c;
    const used = agent ?? c.spent;
    run.trajectory.write('outcome', c.outcome);
    return {
        status: c.status,
        reason: c.reason,
        ...(c.flaky ? { flaky: true } : {}),
        ...(c.plan ? { plan: c.plan } : {}),
        turns: used?.turns ?? 0,
        usage: used?.usage ?? zeroUsage(),
        costUsd: used ? used.costUsd : c.flaky ? 0 : null,
        summary: agent?.summary,
        ...(agent ? { finalMessage: finalMessage(agent) } : {}),
        evidence: c.evidence,
        changedFiles: c.changedFiles ?? [],
        diff: c.diff ?? '',
        ...(c.deliveryRefused ? { deliveryRefused: c.deliveryRefused } : {}),
        ...(c.candidate ? { candidate: c.candidate } : {}),
        durationMs: Date.now() - run.started,
        budgetExhausted: agent?.budget,
        ...(agent?.exit === 'stuck' ? { stopped: 'stuck' } : {}),
        toolErrors: used?.toolErrors ?? 0,
        baseCommit: run.base,
        ...run.sandboxFacts,
        ...networkFacts(run),
        testCommandReason: run.testCommandReason,
        instructionFiles: (0,project_rules/* appliedInstructionFiles */.B4)(run.hooks.rules, run.folderInstructions.applied),
        warnings: run.warnings,
    };
}
/** The finish summary or hand-off note; when there is none, the last text an assistant message carried. */
function finalMessage(agent) {
    const said = agent.summary.trim();
    if (said)
        return said;
    for (const m of [...agent.messages].reverse()) {
        if (m.role === 'assistant' && typeof m.content === 'string' && m.content.trim())
            return m.content.trim();
    }
    return '';
}
/** The network policy in force and what its proxy refused (read before the sandbox is disposed). */
function networkFacts(run) {
    const refused = run.sandbox.refusedHosts();
    if (refused.length)
        run.trajectory.write('note', { network_refused: refused });
    return { network: (0,network_policy/* networkText */.gw)(run.conclude.network), ...(refused.length ? { networkRefused: refused } : {}) };
}
/** Whether the candidate changes more than the lifted mark: another file, or the lifted file past the lift. */
async function changedBeyondLift(run, lifted, changedFiles, commit) {
    if (changedFiles.some((f) => f.path !== lifted.file))
        return true;
    if (!changedFiles.length)
        return false;
    return (await (0,workspace_candidate/* blobText */.L9)(run.ws.root, commit, lifted.file).catch(() => undefined)) !== lifted.content;
}

;// CONCATENATED MODULE: ./src/workspace/run-objects.ts
/**
 * The run's private object store for the repository it works in (`git/object-store.ts`), opened before anything
 * writes an object and closed when the run ends; `keep` copies the one commit the run hands on into the user's store.
 */






/**
 * Opens the store for the repository `folder` is in, in the run's temporary folder (TMPDIR points there); undefined
 * when `folder` is not inside a git repository (the run then stops at its start state with a clear message).
 */
async function openRunObjects(folder) {
    const out = await (0,git/* git */.$Y)(folder, ['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir']).catch(() => undefined);
    const [top, common] = (out ?? '').split('\n').map((line) => line.trim());
    if (!top || !common)
        return undefined;
    const objects = external_node_path_default().join(common, 'objects');
    if (!external_node_fs_default().statSync(objects, { throwIfNoEntry: false })?.isDirectory())
        return undefined;
    const store = (0,object_store/* openObjectStore */.$O)(top, objects, external_node_fs_default().mkdtempSync(external_node_path_default().join(external_node_os_default().tmpdir(), 'agent-fix-objects-')));
    // At a cancelled run's exit the store stops before the run's folder (held earlier) is removed: a git run after it
    // (the Action's workspace put back) reads the user's own store.
    const release = (0,cleanup/* hold */._2)('folder', () => store.close());
    return {
        keep: (commit) => keepCommit(top, store, commit),
        close: () => {
            store.close();
            release();
        },
    };
}
async function keepCommit(top, store, commit) {
    const head = (await (0,git/* git */.$Y)(top, ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], { okCodes: [1] })).trim();
    // The pack is written by a git whose own store is the user's (its temporary pack file lands there, and is renamed in
    // the same folder), reading the private objects as an alternate. Only objects `commit` adds to HEAD are packed.
    await (0,git/* git */.$Y)(top, ['pack-objects', '--revs', '-q', external_node_path_default().join(store.userObjects, 'pack', 'pack')], {
        input: `${commit}\n${head ? `^${head}\n` : ''}`,
        env: { GIT_OBJECT_DIRECTORY: store.userObjects, GIT_ALTERNATE_OBJECT_DIRECTORIES: store.dir },
    });
}

;// CONCATENATED MODULE: ./src/pipeline/run.ts











/**
 * One engine run in five named phases: prepare (workspace, test command, model, sandbox, setup), baseline (the tests on
 * the untouched code), work (the agent loop), verify (the final run and the proofs) and conclude (the one result).
 */
async function runPipeline(config, hooks = {}) {
    // Narrowed once, here: each phase reads its own slice, none the whole config.
    const settings = phaseSettings(config);
    // The run's own temporary folder and record: what a SIGKILL would leave, the next run repairs (prepare).
    const closeRunFolder = (0,run_folder/* openRunFolder */.iN)();
    // Every object the run's git writes in the user's repository goes to a private store in the run's folder; only the
    // commit the result names is copied in at the end (issue 55).
    const objects = await openRunObjects(settings.workspace.repo);
    let run;
    try {
        run = await prepare(settings, hooks);
    }
    catch (err) {
        objects?.close();
        closeRunFolder();
        throw err;
    }
    let result;
    try {
        result = await runPhases(run);
        return result;
    }
    finally {
        // Dry run: the diff is the whole output; the work tree goes back to how it was before setup, whatever happened.
        if (settings.setup.dryRun)
            await restoreAll(run.snapshots, run.initialTree);
        if (run.initialIgnored)
            await removeSetupOutput(run, run.initialIgnored);
        // Every way out (a result, an error, a throw) takes out what the commands' layer put in the work tree and no edit
        // tool kept; a cancellation does the same in the process's 'exit' (issue 55).
        if (run.workLayer)
            sayRestored(run, run.workLayer.close());
        run.snapshots.dispose();
        run.sandbox.dispose();
        await proofTreesRemoved();
        // The commit the result names (the candidate the Action pushes, the CLI's `--json` answer) is the one thing the
        // run adds to the user's repository.
        if (objects && result?.candidate)
            await objects
                .keep(result.candidate.commit)
                .catch((err) => run.say(`git: the candidate ${result.candidate.commit.slice(0, 7)} could not be copied into the repository (${err instanceof Error ? err.message : String(err)}); its diff is in the report`));
        objects?.close();
        closeRunFolder();
    }
}
/** Baseline, work, verify and conclude: the run's one result. */
async function runPhases(run) {
    const baseline = await runBaselinePhase(run);
    // A failure that does not reproduce is not ours to "fix": no model call, no change, no PR.
    if (baseline.flaky)
        return concludeFlaky(run, baseline.run, baseline.reason);
    // A deflake: the test must be seen failing on the untouched code first, or there is nothing to prove against.
    const deflake = run.tests.deflake;
    if (deflake) {
        run.flake = await reproducePhase(run, deflake, baseline.run);
        if (!run.flake.failed)
            return concludeNotReproduced(run, baseline.run, run.flake);
    }
    const work = await workPhase(run, baseline.run, run.flake?.failed);
    // The model failed before any edit: the tree is the baseline's, and a final run would only repeat it.
    if (work.failure && [...work.edited].every((f) => f === run.lifted?.file))
        return await concludeUnstarted(run, baseline.run, work.failure, work.spent);
    if (!run.mode.verification.finalRun)
        return await concludePlan(run, baseline.run, work);
    const verified = await verifyPhase(run, baseline.run, work);
    return await concludeFix(run, work, verified);
}
/** A dry run with setup: the ignored files setup (or a run) made go too, said in the log; a failure is said too. */
async function removeSetupOutput(run, before) {
    try {
        const removed = await removeNewIgnored(run.ws.root, before);
        const shown = `${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''}`;
        if (removed.length)
            run.say(`dry run: removed the git-ignored files made since the start (${shown})`);
    }
    catch (err) {
        run.warn(`dry run: the git-ignored files made since the start could not all be removed (${err.message}); \`git status --ignored\` shows them`);
    }
}
/** One line for the log when the exit took something out of the work tree. */
function sayRestored(run, restored) {
    const { removed, folders } = restored;
    if (!removed.length && !folders.length)
        return;
    const shown = (paths) => `${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`;
    run.say(`work tree: removed what commands made there and no edit tool kept (${[
        ...(removed.length ? [`${removed.length} file(s): ${shown(removed)}`] : []),
        ...(folders.length ? [`${folders.length} folder(s): ${shown(folders)}`] : []),
    ].join('; ')})`);
}

;// CONCATENATED MODULE: ./src/pipeline/index.ts
/** The engine's door: what the Action, the CLI, the bench and the tests call. Each phase has its own file here. */







/***/ })

};
