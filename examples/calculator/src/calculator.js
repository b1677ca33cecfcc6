// A small calculator used by the agent-fix demo. It has a real bug in tax().

export function add(a, b) {
  return a + b;
}

export function subtract(a, b) {
  return a - b;
}

export function multiply(a, b) {
  return a * b;
}

/**
 * Income tax at a flat `rate` (0.2 means 20%), rounded to cents.
 * Negative income is an error.
 */
export function tax(income, rate = 0.2) {
  return Math.round(income * 0.2 * 100) / 100;
}
