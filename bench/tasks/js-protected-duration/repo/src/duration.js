// Timeouts in the config file are written like `1h30m`; the scheduler wants seconds.
const UNIT_SECONDS = { m: 60, s: 1 };

export function parseDuration(text) {
  const re = /(\d+)([hms])/g;
  let total = 0;
  let matched = '';
  for (const [part, amount, unit] of text.matchAll(re)) {
    matched += part;
    total += Number(amount) * (UNIT_SECONDS[unit] ?? 0);
  }
  if (matched !== text || text === '') throw new Error(`invalid duration: ${JSON.stringify(text)}`);
  return total;
}
