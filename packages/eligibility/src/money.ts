/** Products of rupees and rates carry float noise (0.7 × 30000 = 20999.999…); paise are enough. */
export function toPaise(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Never rounds a limit up, so an amount under the rounded limit stays under the exact one. */
export function floorToPaise(value: number): number {
  return Math.floor(value * 100 + 1e-6) / 100;
}
