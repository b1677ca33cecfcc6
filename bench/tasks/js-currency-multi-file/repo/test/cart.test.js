import test from 'node:test';
import assert from 'node:assert/strict';
import { Cart } from '../src/cart.js';
import { formatPrice } from '../src/format.js';

test('formats dollars', () => {
  assert.equal(formatPrice(1999), '$19.99');
});

test('cart total', () => {
  assert.equal(new Cart().add('pen', 150, 2).add('pad', 99).total(), '$3.99');
});
