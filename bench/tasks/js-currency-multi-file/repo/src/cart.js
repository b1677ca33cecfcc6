// The shopping cart: line items in minor units, formatted once at the end.
import { formatPrice } from './format.js';

export class Cart {
  constructor() {
    this.items = [];
  }

  add(name, minorUnits, quantity = 1) {
    this.items.push({ name, minorUnits, quantity });
    return this;
  }

  totalMinor() {
    return this.items.reduce((sum, item) => sum + item.minorUnits * item.quantity, 0);
  }

  total() {
    return formatPrice(this.totalMinor());
  }
}
