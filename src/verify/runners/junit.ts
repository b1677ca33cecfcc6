/**
 * JUnit XML (pytest --junitxml, vitest/jest/node junit reporters, Maven surefire). Read with a small scanner of
 * <testcase> elements: no XML dependency, and unknown elements are ignored. Ids are `classname > name`.
 */
import type { TestReport } from '../types.js';
import { uniq, zeroCounts } from './common.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e] ?? whole;
  });
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeXml(m[2] ?? m[3] ?? '') : undefined;
}

export interface JUnitCase {
  id: string;
  name: string;
  classname: string;
  /** The `file` attribute (phpunit, pytest), as written. */
  file: string;
  status: 'passed' | 'failed' | 'error' | 'skipped';
  message: string;
  body: string;
}

export function junitCases(xml: string): JUnitCase[] {
  const out: JUnitCase[] = [];
  const re = /<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const m of xml.matchAll(re)) {
    const tag = m[1]!;
    const inner = m[3] ?? '';
    const name = attr(tag, 'name') ?? '';
    const classname = attr(tag, 'classname') ?? '';
    const id = classname && classname !== name ? `${classname} > ${name}` : name;
    const fail = /<(failure|error)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/.exec(inner);
    const skipped = /<skipped\b/.test(inner);
    const status = fail ? (fail[1] === 'error' ? 'error' : 'failed') : skipped ? 'skipped' : 'passed';
    out.push({
      id,
      name,
      classname,
      file: attr(tag, 'file') ?? '',
      status,
      message: fail ? (attr(fail[2]!, 'message') ?? '') : '',
      body: fail ? decodeXml((fail[3] ?? '').replace(/^<!\[CDATA\[|\]\]>$/g, '')) : '',
    });
  }
  return out;
}

export function parseJUnit(xml: string): TestReport | null {
  if (!/<testsuites?\b/.test(xml) && !/<testcase\b/.test(xml)) return null;
  const cases = junitCases(xml);
  if (!cases.length && !/<testsuites?\b/.test(xml)) return null;
  return junitReport('junit', cases);
}

/**
 * A runner's report from the JUnit XML files it wrote (a report folder: Surefire's `TEST-*.xml`, one file per
 * class), its cases named by `idOf`; null when no file is JUnit XML.
 */
export function junitFilesReport(
  runner: string,
  files: { name: string; text: string }[],
  idOf: (c: JUnitCase) => string,
): TestReport | null {
  const xml = files.filter((f) => /\.xml$/i.test(f.name) && /<testsuites?\b/.test(f.text));
  if (!xml.length) return null;
  return junitReport(
    runner,
    xml.flatMap((f) => junitCases(f.text)).map((c) => ({ ...c, id: idOf(c) })),
  );
}

function junitReport(runner: string, cases: JUnitCase[]): TestReport {
  const counts = zeroCounts();
  for (const c of cases) {
    if (c.status === 'passed') counts.passed++;
    else if (c.status === 'failed') counts.failed++;
    else if (c.status === 'error') counts.errors++;
    else counts.skipped++;
  }
  const skipped = cases.filter((c) => c.status === 'skipped').map((c) => c.id);
  return {
    runner,
    counts,
    failingIds: uniq(cases.filter((c) => c.status === 'failed' || c.status === 'error').map((c) => c.id)),
    passingIds: uniq(cases.filter((c) => c.status === 'passed').map((c) => c.id)),
    ...(runner !== 'junit' ? { skippedIds: uniq(skipped) } : {}),
  };
}
