// Small numeric helpers shared by the UI sliders.
export function lerp(a, b, t) {
  return a + (b - a) * t;
}

export function roundTo(value, step) {
  return Math.round(value / step) * step;
}
