/** Products of rupees and rates carry float noise (0.7 × 30000 = 20999.999…); paise are enough. */
export function toPaise(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Never rounds a limit up, so an amount under the rounded limit stays under the exact one. */
export function floorToPaise(value: number): number {
  return Math.floor(value * 100 + 1e-6) / 100;
}

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Rupees as every text of the engine writes them, and as the web's `formatINR` shows figures:
 * Indian grouping, whole rupees (₹17,12,076) unless paise remain, then always two (₹18,75,814.80).
 */
export function rupees(value: number): string {
  return Math.round(value * 100) % 100 === 0 ? WHOLE_RUPEES.format(Math.round(value)) : WITH_PAISE.format(value);
}
