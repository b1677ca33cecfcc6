import test from 'node:test';
import assert from 'node:assert/strict';
import { lerp, roundTo } from '../src/math.js';

test('lerp', () => {
  assert.equal(lerp(0, 10, 0.5), 5);
});

test('roundTo', () => {
  assert.equal(roundTo(7, 5), 5);
});
