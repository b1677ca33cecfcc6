import test from 'node:test';
import assert from 'node:assert/strict';
import { range } from '../src/range.js';

test('steps stop before end', () => {
  assert.deepEqual(range(0, 10, 5), [0, 5]);
});

test('empty range', () => {
  assert.deepEqual(range(2, 2), []);
});
