import type { CapName } from '@lbo/contracts/cap-names';
import type { FailureCode } from '@lbo/contracts/failure-codes';
import type { ProductLoanType } from '@lbo/contracts/master-data/product-loan-types';
import type { PairField, PairFieldKind } from './pair-fields';

/** The value a field of each kind holds (before `nullable`). */
interface KindValues {
  id: string;
  name: string;
  loanType: ProductLoanType;
  status: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  rupees: number;
  percent: number;
  months: number;
  text: string;
  reasons: string[];
  codes: FailureCode[];
  cap: CapName;
}

/** What one field holds. */
type PairFieldValue<F extends PairField> = KindValues[F['kind'] & PairFieldKind] | (F['nullable'] extends true ? null : never);

/** Fields as one flat object of their values (a stored pair, a replay's outcome). */
export type PairValues<F extends PairField> = { [G in F as G['name']]: PairFieldValue<G> };
