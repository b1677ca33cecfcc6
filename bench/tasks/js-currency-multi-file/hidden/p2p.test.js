import test from 'node:test';
import assert from 'node:assert/strict';
import { Cart } from '../src/cart.js';
import { formatPrice } from '../src/format.js';

test('dollars by default', () => {
  assert.equal(formatPrice(5), '$0.05');
  assert.equal(new Cart().add('gum', 5).total(), '$0.05');
});
