import test from 'node:test';
import assert from 'node:assert/strict';
import { Cart } from '../src/cart.js';
import { formatPrice } from '../src/format.js';

test('euro and yen', () => {
  assert.equal(formatPrice(1234, 'EUR'), '€12.34');
  assert.equal(formatPrice(1234, 'JPY'), '¥1234');
});

test('cart in euros', () => {
  assert.equal(new Cart({ currency: 'EUR' }).add('tea', 250, 2).total(), '€5.00');
});

test('unknown currency', () => {
  assert.throws(() => formatPrice(1, 'XXX'), /XXX/);
});
