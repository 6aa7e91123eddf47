import type { z } from 'zod';

/*
 * A customer's reference (an evaluation's `customer_reference`, a correction's new reference), the
 * rule written once for the server's schemas and the evaluator's form: at most 64 characters,
 * starting with a letter or digit, then letters, digits, dots, dashes, slashes or underscores.
 */
export const CUSTOMER_REFERENCE_MAX = 64;
export const CUSTOMER_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** The rule's checks on a string the caller has trimmed, with the server's messages (the field's name comes before them). */
export const customerReferenceChecks = (text: z.ZodString) =>
  text
    .max(CUSTOMER_REFERENCE_MAX, `must be at most ${CUSTOMER_REFERENCE_MAX} characters`)
    .regex(CUSTOMER_REFERENCE_PATTERN, 'must be letters, digits, dots, dashes, slashes or underscores');
