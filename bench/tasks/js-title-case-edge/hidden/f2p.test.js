import test from 'node:test';
import assert from 'node:assert/strict';
import { titleCase } from '../src/words.js';

test('empty string', () => {
  assert.equal(titleCase(''), '');
});

test('runs of spaces are kept', () => {
  assert.equal(titleCase('hello  world '), 'Hello  World ');
});
