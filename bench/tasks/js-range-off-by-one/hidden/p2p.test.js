import test from 'node:test';
import assert from 'node:assert/strict';
import { range } from '../src/range.js';

test('zero step is refused', () => {
  assert.throws(() => range(0, 1, 0), RangeError);
});

test('negative steps', () => {
  assert.deepEqual(range(0, -4, -2), [0, -2]);
});
