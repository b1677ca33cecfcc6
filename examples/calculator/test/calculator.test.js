import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add, subtract, multiply, tax } from '../src/calculator.js';

test('add', () => {
  assert.equal(add(2, 3), 5);
});

test('subtract', () => {
  assert.equal(subtract(5, 3), 2);
});

test('multiply', () => {
  assert.equal(multiply(4, 2.5), 10);
});

test('tax uses the default rate', () => {
  assert.equal(tax(1000), 200);
});

test('tax uses the given rate', () => {
  assert.equal(tax(1000, 0.3), 300);
  assert.equal(tax(1234.56, 0.25), 308.64);
});

test('tax refuses negative income', () => {
  assert.throws(() => tax(-1, 0.2), RangeError);
});
