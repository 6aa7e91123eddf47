import { mappingDefinition, MASTER_MESSAGES as M } from '@lbo/contracts/master-data';
import { bankCompanyCategories } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../shared/db';
import { resourceFromDefinition } from '../shared/resource-from-definition';
import { mappingsRepository } from './mappings.repository';

/** A mapping naming a bank, product, company or category that does not exist is bad input. */
function missingReference(constraint: string | undefined): AppError {
  const c = constraint ?? '';
  const [field, message] = c.includes('bank_id')
    ? ['bank_id', M.bankNotFound]
    : c.includes('product_id')
      ? ['product_id', M.productNotFound]
      : c.includes('company_id')
        ? ['company_id', M.companyNotFound]
        : ['category_id', M.categoryNotFound];
  return AppError.badRequest(message, { [field]: message });
}

/** Mappings list with the names of what they link (a join of their own); the rest is the definition's. */
export const mappingsResource = resourceFromDefinition(mappingDefinition, bankCompanyCategories, {
  repo: mappingsRepository,
  constraintError: (code, constraint) => {
    if (code === UNIQUE_VIOLATION) return AppError.conflict(M.mappingExists);
    if (code === FOREIGN_KEY_VIOLATION) return missingReference(constraint);
    return undefined;
  },
});
