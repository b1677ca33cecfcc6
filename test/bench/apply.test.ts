import { describe, expect, test } from 'vitest';
import { ApplyError, applyStep } from '../../src/bench/apply.js';

const patch = (old_str: string, new_str: string) => ({
  tool: 'patch_file' as const,
  args: { path: 'f.py', old_str, new_str },
});

describe('reference-solution applier', () => {
  test('replaces a unique anchor', () => {
    expect(applyStep('a = 1\nb = 2\n', patch('b = 2\n', 'b = 3\n'))).toBe('a = 1\nb = 3\n');
  });

  test('refuses an anchor found twice or not at all', () => {
    expect(() => applyStep('x\nx\n', patch('x\n', 'y\n'))).toThrow(/found 2 times/);
    expect(() => applyStep('x\n', patch('z', 'y'))).toThrow(ApplyError);
  });

  test('matches LF anchors in a CRLF file and writes CRLF', () => {
    expect(applyStep('a\r\nb\r\nc\r\n', patch('b\nc\n', 'B\nC\nD\n'))).toBe('a\r\nB\r\nC\r\nD\r\n');
  });

  test('create_file refuses an existing file and patch_file a missing one', () => {
    expect(() => applyStep('old', { tool: 'create_file', args: { path: 'f', content: 'new' } })).toThrow(/exists/);
    expect(applyStep(null, { tool: 'create_file', args: { path: 'f', content: 'new' } })).toBe('new');
    expect(() => applyStep(null, patch('a', 'b'))).toThrow(/no such file/);
  });

  test('a "$&" in the new text is written literally', () => {
    expect(applyStep('x = 1\n', patch('1', '"$&"'))).toBe('x = "$&"\n');
  });
});
