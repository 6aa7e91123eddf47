import { normaliseRegistrationType, resolveCategory } from './active-rows';
import type { Applicant, EvaluationInput, PairRules } from './types';

/** Facts about the applicant as one bank and product see them. */
export interface PairContext {
  applicant: Applicant;
  date: string;
  listed: boolean;
  /** No credit history: the score is null (0 and negatives are treated the same). */
  nullCibil: boolean;
  cibil: number | null;
  companyType: string | null;
  isMetro: boolean;
  category: string | null;
  /** The category's name when the input gives one. */
  categoryName: string | null;
}

/** How notes name the applicant's category: by its name, never its id. */
export function categoryWords(ctx: PairContext): string {
  return ctx.categoryName === null ? "the applicant's category" : `category ${ctx.categoryName}`;
}

export function hasNoCibil(score: number | null | undefined): boolean {
  return score === null || score === undefined || !Number.isFinite(score) || score <= 0;
}

/** `mappings` overrides the pair's own (a compiled plan keeps mappings apart from its frozen rules). */
export function pairContext(
  input: EvaluationInput,
  pair: Omit<PairRules, 'mappings'> & { mappings?: PairRules['mappings'] },
  mappings = pair.mappings ?? [],
): PairContext {
  const { applicant, company, city } = input;
  const nullCibil = hasNoCibil(applicant.cibilScore);
  const category = resolveCategory(mappings, company.id, input.evaluationDate.slice(0, 10));
  return {
    applicant,
    date: input.evaluationDate.slice(0, 10),
    listed: company.is_listed,
    nullCibil,
    cibil: nullCibil ? null : applicant.cibilScore,
    companyType: normaliseRegistrationType(company.registration_type),
    isMetro: city.is_metro,
    category,
    categoryName: category === null ? null : input.categoryNames?.get(category)?.trim() || null,
  };
}
