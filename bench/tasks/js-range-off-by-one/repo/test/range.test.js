import test from 'node:test';
import assert from 'node:assert/strict';
import { range } from '../src/range.js';

test('end is exclusive', () => {
  assert.deepEqual(range(0, 3), [0, 1, 2]);
});

test('counting down', () => {
  assert.deepEqual(range(3, 0, -1), [3, 2, 1]);
});
