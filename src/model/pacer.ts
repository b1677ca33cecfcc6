/**
 * Paces requests to one endpoint: at most `perMinute` in any 60 s window, and slower when the endpoint says it has few
 * requests left (`x-ratelimit-remaining-requests` with `x-ratelimit-reset-requests`). Shared by every run of a process
 * that talks to the same endpoint, so bench concurrency cannot add up past the limit.
 */

export class RequestPacer {
  private readonly sent: number[] = [];
  private notBefore = 0;

  constructor(
    private readonly perMinute: number | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long the next request must wait, in ms; 0 when it may go now. Reserves the slot. */
  reserve(): number {
    const now = this.now();
    let at = Math.max(now, this.notBefore);
    if (this.perMinute) {
      while (this.sent.length && this.sent[0]! <= at - 60_000) this.sent.shift();
      if (this.sent.length >= this.perMinute) at = Math.max(at, this.sent[this.sent.length - this.perMinute]! + 60_000);
      this.sent.push(at);
    }
    return at - now;
  }

  /** Reads the endpoint's own count; with few requests left, spreads the rest over the time until its reset. */
  observe(headers: Headers | undefined): void {
    const remaining = Number(headers?.get('x-ratelimit-remaining-requests') ?? NaN);
    const reset = parseResetMs(headers?.get('x-ratelimit-reset-requests'));
    if (!Number.isFinite(remaining) || reset === undefined || remaining > 3) return;
    const gap = remaining <= 0 ? reset : reset / (remaining + 1);
    // Never more than a minute here: a longer wait is the 429's to report, with the cap the client applies.
    this.notBefore = Math.max(this.notBefore, this.now() + Math.min(gap, 60_000));
  }
}

/**
 * `x-ratelimit-reset-*` as sent by OpenAI ("6m0s", "1s", "20ms", "1h2m3.5s") or as seconds; a value above 1e9 is an
 * epoch time in seconds.
 */
export function parseResetMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
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

const pacers = new Map<string, RequestPacer>();

export function pacerFor(endpoint: string, perMinute: number | undefined): RequestPacer {
  let p = pacers.get(endpoint);
  if (!p) pacers.set(endpoint, (p = new RequestPacer(perMinute)));
  return p;
}
