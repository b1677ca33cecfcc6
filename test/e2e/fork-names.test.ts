// A fork's branch name is the contributor's to choose, and GitHub shows it in the comment agent-fix posts on the PR
// (issue 41). Through the bundle: a branch named to step out of the comment's inline code renders, as GitHub renders
// Markdown (GFM, raw HTML allowed), with no mention, no line break and no link of the contributor's.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, test } from 'vitest';
import { sh } from '../helpers/repo.js';
import { fixing, makeOrigin, useFakeServers } from './harness.js';
import { pullComment } from './payloads.js';

const PR = 21;
const HOSTILE =
  'x`@acme/security-team<br>Approved by <a href="https://attacker.example">security</a> www.attacker.example';
const fake = useFakeServers({ github: { permissions: { maintainer: 'admin' } } });

describe('a fork branch named to break out of the comment', { timeout: 120_000 }, () => {
  test("the fork comment shows the name as code: no mention, no <br>, no link but the comment's own", async () => {
    const origin = makeOrigin();
    // GitHub publishes every PR's head in the base repository; here the fork's head is main's commit.
    sh(origin.bare, 'git', ['update-ref', `refs/pull/${PR}/head`, origin.mainSha]);
    const pull = {
      number: PR,
      title: 'Tax',
      head: { ref: HOSTILE, sha: origin.mainSha, repo: { full_name: 'contrib/calc' } },
      base: { ref: 'main' },
    };
    const { gh } = await fake.servers(fixing('tax() applies its rate.'), { pulls: [pull], pullFiles: { [PR]: [] } });
    const run = await fake.run({
      event: 'issue_comment',
      payload: pullComment(PR, 'Tax', '/agent-fix'),
      origin,
    });
    expect(run.outputs.status, run.stdout + run.stderr).toBe('resolved');
    const body = gh.comments.find((c) => c.issue === PR && c.body.includes('agent-fix.patch'))?.body ?? '';
    expect(body).toContain('on branch');
    const html = micromark(body, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
    const live = html.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ');
    expect(live).not.toMatch(/(?<!\w)@acme/);
    expect(html).not.toMatch(/<br\b/i);
    const hrefs = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/gi)].map((m) => m[1]!);
    expect(hrefs.filter((h) => h.includes('attacker'))).toEqual([]);
    expect(hrefs.length).toBeGreaterThan(0);
  });
});
