import test from 'node:test';
import assert from 'node:assert/strict';
import { initials, titleCase } from '../src/words.js';

test('title case', () => {
  assert.equal(titleCase('the QUICK fox'), 'The Quick Fox');
});

test('initials', () => {
  assert.equal(initials('ada  lovelace'), 'AL');
});
