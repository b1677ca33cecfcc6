import test from 'node:test';
import assert from 'node:assert/strict';
import { parseDuration } from '../src/duration.js';

test('hours only', () => {
  assert.equal(parseDuration('2h'), 7200);
});

test('all units', () => {
  assert.equal(parseDuration('1h1m1s'), 3661);
});
