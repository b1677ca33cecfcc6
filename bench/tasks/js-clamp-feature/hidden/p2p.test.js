import test from 'node:test';
import assert from 'node:assert/strict';
import { lerp } from '../src/math.js';

test('lerp ends', () => {
  assert.equal(lerp(2, 4, 1), 4);
});
