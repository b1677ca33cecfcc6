import test from 'node:test';
import assert from 'node:assert/strict';
import { parseDuration } from '../src/duration.js';

test('garbage is refused', () => {
  assert.throws(() => parseDuration('soon'), /invalid duration/);
  assert.throws(() => parseDuration(''), /invalid duration/);
});
