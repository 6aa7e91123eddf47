import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database-types';
import { rowsOf } from './raw-rows';
import { STORED_OUTCOME, type OutcomeCodec } from './stored-outcome';

export interface BankProduct {
  bankId: string;
  productId: string;
}

const keyOf = (bankId: string, productId: string) => `${bankId}:${productId}`;

/**
 * The small numbers stored decisions name their banks and products by (decision_pairs). A
 * number, once given, never changes and is never reused, so every process may keep what it has
 * read for as long as it runs: no other process can make it wrong. With them, the columns a
 * decision's pairs are stored in (`outcome`, made from the list of pair fields): every reader and
 * writer of stored pairs is handed both.
 */
export function createDecisionPairs(db: DbOrTx, outcome: OutcomeCodec = STORED_OUTCOME) {
  const ids = new Map<string, number>();
  // By bank, then product: every stored decision asks once a pair, and a joined key was a string built each time.
  const byBank = new Map<string, Map<string, number>>();
  const pairs = new Map<number, BankProduct>();
  const remember = (rows: { id: number; bank_id: string; product_id: string }[]) => {
    for (const r of rows) {
      const id = Number(r.id);
      ids.set(keyOf(r.bank_id, r.product_id), id);
      let products = byBank.get(r.bank_id);
      if (!products) byBank.set(r.bank_id, (products = new Map()));
      products.set(r.product_id, id);
      pairs.set(id, { bankId: r.bank_id, productId: r.product_id });
    }
  };

  return {
    outcome,
    /** Numbers every pair (a plan's pairs, once per version): made where missing, read where not yet known. */
    async ensure(wanted: readonly BankProduct[]): Promise<void> {
      const missing = wanted.filter((p) => !ids.has(keyOf(p.bankId, p.productId)));
      if (missing.length === 0) return;
      const banks = `{${missing.map((p) => p.bankId).join(',')}}`;
      const products = `{${missing.map((p) => p.productId).join(',')}}`;
      await db.execute(sql`
        INSERT INTO decision_pairs (bank_id, product_id)
        SELECT * FROM unnest(${banks}::uuid[], ${products}::uuid[]) ORDER BY 1, 2
        ON CONFLICT (bank_id, product_id) DO NOTHING`);
      remember(
        rowsOf(
          await db.execute(sql`
            SELECT d.id, d.bank_id, d.product_id FROM decision_pairs d
            JOIN unnest(${banks}::uuid[], ${products}::uuid[]) AS w(bank_id, product_id) USING (bank_id, product_id)`),
        ),
      );
    },

    /** The number of a pair `ensure` has seen. */
    idOf(bankId: string, productId: string): number {
      const id = byBank.get(bankId)?.get(productId);
      if (id === undefined) throw new Error(`no decision_pairs number for ${bankId}:${productId}`);
      return id;
    },

    /** Reads the pairs of numbers not known yet (decisions stored by other processes or versions). */
    async load(wanted: Iterable<number>): Promise<void> {
      const missing = [...new Set(wanted)].filter((id) => !pairs.has(id));
      if (missing.length === 0) return;
      remember(rowsOf(await db.execute(sql`SELECT id, bank_id, product_id FROM decision_pairs WHERE id = ANY(${`{${missing.join(',')}}`}::int[])`)));
    },

    /** The bank and product of a number `load` or `ensure` has seen. */
    pairOf(id: number): BankProduct {
      const pair = pairs.get(id);
      if (!pair) throw new Error(`decision_pairs ${id} not loaded`);
      return pair;
    },
  };
}

export type DecisionPairs = ReturnType<typeof createDecisionPairs>;
