// Markdown pieces every report renders with: escaped text, fenced code, folded sections, a tail of long output.

/** Escapes text for Markdown/HTML contexts: no tags, no entity tricks, no mentions that ping people. */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
}

/** A fenced code block whose fence is longer than any backtick run inside `text`. */
export function codeBlock(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

/** A folded section: its summary line, and what opens under it. */
export function details(summary: string, inner: string): string {
  return `<details><summary>${summary}</summary>\n\n${inner}\n\n</details>`;
}

/** The last `max` characters of `text`, saying how many were cut before them. */
export function tail(text: string, max: number): string {
  if (text.length <= max) return text;
  return `[… ${text.length - max} characters cut]\n${text.slice(text.length - max)}`;
}
