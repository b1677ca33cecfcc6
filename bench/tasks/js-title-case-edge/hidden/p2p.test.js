import test from 'node:test';
import assert from 'node:assert/strict';
import { initials, titleCase } from '../src/words.js';

test('single word', () => {
  assert.equal(titleCase('éCOLE'), 'École');
});

test('initials of one name', () => {
  assert.equal(initials('grace'), 'G');
});
