// Price formatting for receipts; amounts are integers in minor units (cents) to avoid float drift.
export function formatPrice(minorUnits) {
  return '$' + (minorUnits / 100).toFixed(2);
}
