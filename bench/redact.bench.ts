// Time of one redact() call over tool-result, 1 MB and 50 MB texts, with five registered secrets (each registers its
// derived forms: base64 at three alignments, the x-access-token header, URL-encoded, hex, reversed).
import { test } from 'vitest';
import { clearSecrets, redact, registerSecret } from '../src/security/redact.js';

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(text: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    redact(text);
    times.push(performance.now() - started);
  }
  return median(times);
}

test('redact() on 12 KB, 1 MB and 50 MB', () => {
  clearSecrets();
  for (const secret of [
    'ghs_benchTokenValue0123456789abcdefgh',
    'sk-bench-model-key-00112233445566778899',
    'deploy-password-0a1b2c3d',
    'nested-remote-secret-9876543210',
    'x'.repeat(6) + '123456',
  ]) {
    registerSecret(secret);
  }
  const line = 'const value = compute(input, 42); // ordinary source text with words and 0123456789 abcdef\n';
  const leak = `AUTH ${Buffer.from('x-access-token:ghs_benchTokenValue0123456789abcdefgh').toString('base64')} and ${[...'deploy-password-0a1b2c3d'].join(' ')}\n`;
  for (const [name, size, runs] of [
    ['12 KB (a tool result)', 12_000, 200],
    ['1 MB', 1_000_000, 9],
    ['50 MB', 50_000_000, 3],
  ] as const) {
    const text = line.repeat(Math.ceil(size / line.length)).slice(0, size);
    const withLeaks = text.slice(0, size / 2) + leak + text.slice(size / 2);
    console.log(
      `${name}: ${time(text, runs).toFixed(2)} ms without a secret, ${time(withLeaks, runs).toFixed(2)} ms with two disguised ones`,
    );
  }
  clearSecrets();
});
