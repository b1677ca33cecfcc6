import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as math from '../src/math.js';

test('clamp', () => {
  assert.equal(math.clamp(5, 0, 10), 5);
  assert.equal(math.clamp(-1, 0, 10), 0);
  assert.equal(math.clamp(11, 0, 10), 10);
});

test('clamp refuses an empty range', () => {
  assert.throws(() => math.clamp(1, 2, 1), RangeError);
});

test('the visible suite tests clamp', () => {
  const text = fs.readdirSync('test').map((f) => fs.readFileSync(path.join('test', f), 'utf8')).join('');
  assert.match(text, /clamp\(/, 'the issue asks for tests of clamp under test/');
  assert.match(text, /RangeError/);
});
