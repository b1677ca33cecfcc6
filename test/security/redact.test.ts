/** The redactor: registered values in every form they travel in, common token shapes, and no damage to normal code. */
import { afterEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { clearSecrets, redact, redactDeep, registerSecret } from '../../src/security/redact.js';

afterEach(() => clearSecrets());

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('registered secrets', () => {
  test('a registered value is removed wherever it appears, and nothing else changes', () => {
    registerSecret('s3cr3t-value-XYZ');
    expect(redact('key=s3cr3t-value-XYZ; again s3cr3t-value-XYZ.')).toBe('key=***; again ***.');
    expect(redact('nothing to see')).toBe('nothing to see');
  });

  test('values shorter than 6 characters are not registered (they would eat normal text)', () => {
    registerSecret('abc12');
    registerSecret(undefined);
    registerSecret('');
    expect(redact('abc12 stays')).toBe('abc12 stays');
  });

  test('the base64 forms git and HTTP clients print are removed: plain, x-access-token:, and inside any basic header', () => {
    const token = 'plain-registered-token-0123456789';
    registerSecret(token);
    expect(redact(`AUTH ${b64(token)}`)).not.toContain(b64(token));
    expect(redact(`extraheader = AUTHORIZATION: basic ${b64(`x-access-token:${token}`)}`)).not.toContain(
      b64(`x-access-token:${token}`),
    );
    // A username of any length shifts the token to any base64 alignment.
    for (const user of ['a', 'ab', 'abc', 'someone', 'oauth2']) {
      const encoded = b64(`${user}:${token}`);
      const out = redact(`Authorization: Basic ${encoded}`);
      expect(out).not.toContain(encoded);
      const decoded = Buffer.from(out.replace(/^.*Basic /, ''), 'base64').toString('latin1');
      expect(decoded).not.toContain(token.slice(4, -4));
    }
  });

  test('disguised forms are removed: hex, reversed, split by whitespace or invisible characters, changed in case', () => {
    const token = 'ghs_R3gisteredT0kenValue0123456789';
    registerSecret(token);
    const hex = Buffer.from(token).toString('hex');
    const basic = b64(`x-access-token:${token}`);
    const wrap = (text: string, width: number, sep: string) => text.match(new RegExp(`.{1,${width}}`, 'g'))!.join(sep);
    const disguised = {
      hex,
      'HEX upper': hex.toUpperCase(),
      'xxd -p (wrapped at 60)': wrap(hex, 60, '\n'),
      'hex bytes spaced': hex.match(/../g)!.join(' '),
      rev: [...token].reverse().join(''),
      'rev of the header': [...basic].reverse().join(''),
      'fold -w4': wrap(token, 4, '\n'),
      "sed 's/./& /g'": [...token].join(' '),
      'zero-width spaces': [...token].join('\u200B'),
      'zero-width joiners and BOMs': [...token].join('\u200D\uFEFF'),
      'soft hyphens and tabs': [...token].join('\u00AD\t'),
      'upper case': token.toUpperCase(),
      'lower case': token.toLowerCase(),
      'base64 -w 8': wrap(b64(token), 8, '\n'),
      'header base64 -w 10': wrap(basic, 10, '\r\n'),
    };
    for (const [how, text] of Object.entries(disguised)) {
      const out = redact(`before ${text} after`);
      expect(out, how).toBe('before *** after');
    }
  });

  test('the value inside longer text is cut out exactly; text around it and unrelated spaced text stay', () => {
    registerSecret('0123456789abcdef-secret');
    expect(redact('x=0 1 2 3 4 5 6 7 8 9 a b c d e f - s e c r e t;y')).toBe('x=***;y');
    expect(redact('0123456789 abcdef is hex, -secret is not')).toBe('0123456789 abcdef is hex, -secret is not');
    expect(redact('the 0123456789ABCDEF-SECRET!')).toBe('the ***!');
  });

  test('a value shorter than 8 characters is removed as written only (spread out it would match ordinary text)', () => {
    registerSecret('abc123');
    expect(redact('key abc123 and ABC123')).toBe('key *** and ABC123');
    expect(redact('a b c 1 2 3')).toBe('a b c 1 2 3');
  });

  test('a URL-encoded value is removed', () => {
    registerSecret('p@ss/word with space');
    expect(redact(`https://u:${encodeURIComponent('p@ss/word with space')}@host/x`)).not.toContain(
      encodeURIComponent('p@ss/word with space'),
    );
  });

  test('redactDeep redacts every string in nested data', () => {
    registerSecret('deep-secret-123456');
    expect(redactDeep({ a: ['x deep-secret-123456', { b: 'deep-secret-123456' }], n: 3, t: true })).toEqual({
      a: ['x ***', { b: '***' }],
      n: 3,
      t: true,
    });
  });
});

describe('token shapes', () => {
  const shapes: Array<[string, string]> = [
    ['GitHub classic PAT', `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`],
    ['GitHub Actions token', `ghs_${'Zz9Yy8Xx7W'.repeat(3)}123456`],
    ['GitHub OAuth token', `gho_${'q'.repeat(20)}1234567890abcdef`],
    ['fine-grained PAT', `github_pat_11ABCDEFG0${'x1Y2z3'.repeat(8)}_${'Q9'.repeat(15)}`],
    ['OpenAI key', `sk-${'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7'.repeat(2)}`],
    ['OpenAI project key', `sk-proj-${'Ab12Cd34Ef56'.repeat(5)}-_xY`],
    ['Anthropic key', `sk-ant-api03-${'Zx9Cv8Bn7M'.repeat(6)}`],
    ['AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['AWS temporary key id', 'ASIAY34FZKBOKMUTVV7A'],
  ];
  test.each(shapes)('%s is removed', (_name, token) => {
    const out = redact(`before ${token} after`);
    expect(out).toBe('before *** after');
  });

  test('a token shape split by invisible characters is still removed; emoji sequences and visible text stay', () => {
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
    expect(redact(`leak ${[...token].join('\u200B')} end`)).toBe('leak *** end');
    expect(redact(`leak ${token.slice(0, 10)}\u2060\uFEFF${token.slice(10)} end`)).toBe('leak *** end');
    const family =
      'family: \u{1F468}\u200D\u{1F469}\u200D\u{1F467} and \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645';
    expect(redact(family)).toBe(family);
  });

  test('an AWS secret access key next to its name is removed', () => {
    const out = redact(
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nAWS_SECRET_ACCESS_KEY="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
    );
    expect(out).not.toContain('wJalrXUtnFEMI');
    expect(out).toContain('aws_secret_access_key = ***');
  });

  test('a PEM private key is removed whole, even when cut off before its end line', () => {
    const pem =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nAAAAAAABAAAAMwAAAAtzc2gtZWQ\n-----END OPENSSH PRIVATE KEY-----';
    expect(redact(`key:\n${pem}\nrest`)).toBe('key:\n***\nrest');
    expect(redact('-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234\nMIIEpAIBAAKCAQEA5678')).toBe('***');
  });

  test('authorization header values are removed, the header name stays', () => {
    expect(redact('AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzXzEyMzQ1')).toBe('AUTHORIZATION: basic ***');
    expect(redact('Authorization: Bearer abc.def.ghi-123')).toBe('Authorization: Bearer ***');
    expect(redact('curl -H "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc123"')).toBe('curl -H "Bearer ***"');
  });

  test('credentials in a URL are removed, the rest of the URL stays', () => {
    expect(redact('remote: https://x-access-token:abcdef123456@github.com/o/r.git')).toBe(
      'remote: https://x-access-token:***@github.com/o/r.git',
    );
  });
});

describe('no false positives on normal code', () => {
  const samples = [
    'const token = getToken(); // token handling',
    'the token processingPipelineConfiguration is parsed here',
    'import sklearn; from sk-learn-contrib-imbalanced-learn import x',
    "const cls = 'task-list-container-item-wrapper';",
    'Bearer tokens are described in RFC 6750',
    'Authorization header missing',
    'git@github.com:owner/repo.git and https://github.com/owner/repo',
    'postgres://localhost:5432/db',
    'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    'AKIA is the prefix of AWS key ids',
    'uuid 123e4567-e89b-12d3-a456-426614174000',
  ];
  test.each(samples)('%s', (text) => expect(redact(text)).toBe(text));

  test('the source files of this repository come through unchanged, also with secrets registered', () => {
    registerSecret('unrelated-registered-value-7f3a9c');
    registerSecret('ghs_0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT');
    const root = path.resolve(import.meta.dirname, '../../src');
    const files = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(10);
    const changed = files.filter((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return redact(text) !== text;
    });
    // redact.ts and sanitize.ts hold shape examples in comments; nothing else may change.
    expect(changed.map((f) => path.relative(root, f)).filter((f) => !f.startsWith('security/'))).toEqual([]);
  });
});
