import { isActiveOn } from './active-rows';
import { rupees } from './money';
import { rangesFor } from './rule-check-ranges';
import type { PairRules, RuleRow } from './types';
import type { RuleCheckFinding, RuleCheckKind } from '@lbo/contracts/rule-checks';

export type { RuleCheckFinding };

interface Band extends RuleRow {
  category_id: string | null;
  salary_min: number | null;
  salary_max: number | null;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const bandText = (b: Band) => (b.salary_max == null ? `${rupees(b.salary_min ?? 0)} and above` : `${rupees(b.salary_min ?? 0)}–${rupees(b.salary_max)}`);

/** Whether two rows' validity windows share a day (open ends reach forever). */
function windowsMeet(a: RuleRow, b: RuleRow): boolean {
  const aFrom = day(a.valid_from) ?? '0000-00-00';
  const bFrom = day(b.valid_from) ?? '0000-00-00';
  const aTo = day(a.valid_to) ?? '9999-99-99';
  const bTo = day(b.valid_to) ?? '9999-99-99';
  return aFrom <= bTo && bFrom <= aTo;
}

const byCategory = <T extends Band>(rows: readonly T[]) => {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) groups.set(row.category_id, [...(groups.get(row.category_id) ?? []), row]);
  return groups;
};

/** An overlap or gap among the bands of one salary category (null: the rows without one). */
export interface BandFinding {
  kind: 'overlap' | 'gap';
  categoryId: string | null;
  rowIds: string[];
  message: string;
}

/**
 * Salary bands of one group: two bands that can hold the same salaries on the
 * same day overlap (nesting included). Bands that touch do not: 0–50,000 then
 * 50,001 and up, or 0–50,000 then 50,000 and up (the one shared rupee goes to
 * the higher band, as the engine picks it). Salaries between today's bands fall in a gap.
 */
export function checkBands(rows: readonly Band[], today: string): BandFinding[] {
  const findings: BandFinding[] = [];
  for (const [category, all] of byCategory(rows.filter((r) => r.is_active !== false))) {
    const sorted = [...all].sort((a, b) => (a.salary_min ?? 0) - (b.salary_min ?? 0) || a.id.localeCompare(b.id));
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const a = sorted[i]!;
        const b = sorted[j]!;
        const aMax = a.salary_max ?? Infinity;
        // Sharing only the boundary rupee is touching, not overlapping (see above).
        if ((b.salary_min ?? 0) >= aMax || !windowsMeet(a, b)) continue;
        const nested = (b.salary_max ?? Infinity) <= aMax;
        const same = bandText(a) === bandText(b);
        const message = same
          ? `Salary band ${bandText(a)} is set twice`
          : nested
            ? `Salary band ${bandText(b)} lies inside ${bandText(a)}`
            : `Salary bands ${bandText(a)} and ${bandText(b)} overlap`;
        findings.push({ kind: 'overlap', categoryId: category, rowIds: [a.id, b.id], message });
      }
    }
    let reach = -1;
    let last: Band | null = null;
    for (const band of sorted.filter((r) => isActiveOn(r, today))) {
      const min = band.salary_min ?? 0;
      if (last && min > reach + 1) {
        findings.push({
          kind: 'gap',
          categoryId: category,
          rowIds: [last.id, band.id],
          message: `No salary band covers ${rupees(reach + 1)}–${rupees(min - 1)} between ${bandText(last)} and ${bandText(band)}`,
        });
      }
      const max = band.salary_max ?? Infinity;
      if (max > reach) {
        reach = max;
        last = band;
      }
    }
  }
  return findings;
}

function outOfRange(value: number | null | undefined, [low, high]: readonly [number, number]): boolean {
  return value != null && (value < low || value > high);
}

/** Category names by id: warnings name a row's category as the editor shows it. */
export type CategoryNames = ReadonlyMap<string, string>;

const categoryName = (id: string | null, names: CategoryNames) => (id === null ? 'No category' : (names.get(id) ?? 'Unknown category'));

/**
 * The warnings about one pair's rules, as of `today` (YYYY-MM-DD). Each names the bank, product and,
 * for banded rows, the category and salary band; ranges follow the product's loan type (rule-check-ranges.ts).
 */
export function checkPairRules(pair: PairRules, today: string, categoryNames: CategoryNames = new Map()): RuleCheckFinding[] {
  const findings: RuleCheckFinding[] = [];
  const add = (group: string, kind: RuleCheckKind, rowIds: string[], problem: string, where: readonly string[] = []) =>
    findings.push({
      kind,
      group,
      bankId: pair.bank.id,
      productId: pair.product.id,
      bankName: pair.bank.name,
      productName: pair.product.name,
      rowIds,
      message: `${[`${pair.bank.name} / ${pair.product.name}`, ...where].join(' · ')}: ${problem}`,
    });
  const ofBand = (row: Band) => [categoryName(row.category_id, categoryNames), bandText(row)];
  /** A row of any group: its category, salary band or registration type where it has them. */
  const placeOf = (row: RuleRow): string[] => {
    const r = row as Partial<Band> & { registration_type?: string | null };
    if ('salary_max' in r) return ofBand(r as Band);
    return [
      ...('category_id' in r ? [categoryName(r.category_id ?? null, categoryNames)] : []),
      ...(r.registration_type ? [r.registration_type] : []),
      ...('category_id' in r && r.salary_min != null ? [`from ${rupees(r.salary_min)}`] : []),
    ];
  };
  const ranges = rangesFor(pair.product.loan_type);
  const forType = ranges.types.length > 0 ? ` for a ${ranges.loanType}` : '';
  const span = ([low, high]: readonly [number, number], unit = '') => `${low}–${high}${unit}`;

  for (const f of checkBands(pair.multiplier, today)) add('multiplier', f.kind, f.rowIds, f.message, [categoryName(f.categoryId, categoryNames)]);
  for (const f of checkBands(pair.foir, today)) add('foir', f.kind, f.rowIds, f.message, [categoryName(f.categoryId, categoryNames)]);

  for (const row of pair.foir) {
    for (const field of ['foir_percent', 'foir_percent_with_secured'] as const) {
      if (outOfRange(row[field], ranges.foirPercent))
        add('foir', 'out-of-range', [row.id], `FOIR ${row[field]}% is outside ${span(ranges.foirPercent, '%')}${forType}`, ofBand(row));
    }
  }
  for (const row of pair.multiplier) {
    if (outOfRange(row.multiplier, ranges.multiplier))
      add('multiplier', 'out-of-range', [row.id], `Multiplier ${row.multiplier} is outside ${span(ranges.multiplier)}${forType}`, ofBand(row));
  }
  for (const row of pair.general) {
    for (const field of ['cibil_min_score', 'high_cibil_threshold'] as const) {
      if (outOfRange(row[field], ranges.cibilScore))
        add('generalEligibility', 'out-of-range', [row.id], `CIBIL score ${row[field]} is outside ${span(ranges.cibilScore)}`);
    }
    if (row.cibil_min_score != null && row.high_cibil_threshold != null && row.high_cibil_threshold < row.cibil_min_score) {
      add(
        'generalEligibility',
        'out-of-range',
        [row.id],
        `The high-CIBIL threshold ${row.high_cibil_threshold} is below the minimum CIBIL score ${row.cibil_min_score}`,
      );
    }
    for (const field of ['interest_rate', 'high_cibil_interest_rate'] as const) {
      if (outOfRange(row[field], ranges.interestRate))
        add('generalEligibility', 'out-of-range', [row.id], `Interest rate ${row[field]}% is outside ${span(ranges.interestRate, '%')}${forType}`);
    }
  }

  for (const row of pair.charges ?? []) {
    if (outOfRange(row.processing_fee_percent, ranges.processingFeePercent))
      add(
        'charges',
        'out-of-range',
        [row.id],
        `Processing fee ${row.processing_fee_percent}% is above ${ranges.processingFeePercent[1]}% of the loan amount${forType}`,
      );
    if (outOfRange(row.gst_percent, ranges.gstPercent)) add('charges', 'out-of-range', [row.id], `GST ${row.gst_percent}% is above ${ranges.gstPercent[1]}%`);
  }

  const windowed: [string, readonly RuleRow[]][] = [
    ['generalEligibility', pair.general],
    ['multiplier', pair.multiplier],
    ['foir', pair.foir],
    ['employment', pair.employment],
    ['bankTransfer', pair.balanceTransfer],
    ['obligationType', pair.obligation],
    ['cibilEnquiry', pair.cibilEnquiry],
    ['registrationType', pair.registration],
    ['bankSalary', pair.bankSalary],
    ['charges', pair.charges ?? []],
  ];
  for (const [group, rows] of windowed) {
    for (const row of rows) {
      const from = day(row.valid_from);
      const to = day(row.valid_to);
      if (from && to && from > to) add(group, 'never-starts', [row.id], `Valid from ${from} is after valid to ${to}: the row never applies`, placeOf(row));
      else if (row.is_active !== false && to && to < today) add(group, 'ended', [row.id], `Validity ended on ${to}: the row no longer applies`, placeOf(row));
    }
  }

  const needed: [string, readonly RuleRow[], string][] = [
    ['generalEligibility', pair.general, 'no interest rate or limits'],
    ['multiplier', pair.multiplier, 'no amount by multiplier'],
    ['foir', pair.foir, 'no amount by FOIR'],
  ];
  for (const [group, rows, consequence] of needed) {
    if (!rows.some((r) => isActiveOn(r, today)))
      add(group, 'missing-group', [], `No active rule in this group today: ${consequence}, so every applicant is not eligible`);
  }
  return findings;
}

/** Every pair's warnings, pairs in the order given. */
export function checkRuleSet(pairs: readonly PairRules[], today: string, categoryNames: CategoryNames = new Map()): RuleCheckFinding[] {
  return pairs.flatMap((pair) => checkPairRules(pair, today, categoryNames));
}
