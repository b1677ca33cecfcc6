// Currency table: symbol and minor-unit decimals, the one place formatting reads them from.
export const CURRENCIES = {
  USD: { symbol: '$', decimals: 2 },
};
