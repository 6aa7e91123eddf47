import { formatINR, formatNumber } from '@/lib/format';

/** An applicant's figures as the customer page words them; a dash where the evaluation kept none. */
const DASH = '—';
export const months = (n: number | null) => (n === null ? DASH : `${formatNumber(n)} ${n === 1 ? 'month' : 'months'}`);
export const money = (n: number | null) => (n === null ? DASH : formatINR(n));
export const existingEmis = (n: number) => (n > 0 ? `${formatINR(n)} a month` : 'None');
export const cibil = (n: number | null) => (n === null ? 'No credit history' : formatNumber(n));
