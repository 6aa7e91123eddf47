// GoRules ZEN (a generic rules engine) doing a part of the evaluator's work on the same pairs: the
// pair's FOIR and multiplier table by salary band and the amount formula (the lesser of salary ×
// multiplier and the EMI capacity's present value at the pair's rate and longest tenure). The
// compiled plan does all nine groups, checks and caps; this is the yardstick issue 25 names.
import { ZenEngine, type ZenDecision } from '@gorules/zen-engine';
import type { PairRules } from '@lbo/eligibility';

type Band = { salary_min: number | null; salary_max: number | null; category_id: string | null };

function graph(foir: (Band & { foir_percent: number })[], multiplier: (Band & { multiplier: number })[]) {
  // One table row per (FOIR band × multiplier band) that can both hold a salary: the first match applies.
  const rows = foir.flatMap((f, i) =>
    multiplier.map((m, j) => {
      const lo = Math.max(f.salary_min ?? 0, m.salary_min ?? 0);
      const hi = Math.min(f.salary_max ?? Infinity, m.salary_max ?? Infinity);
      return { _id: `r${i}-${j}`, i1: hi === Infinity ? `>= ${lo}` : `[${lo}..${hi}]`, o1: String(f.foir_percent), o2: String(m.multiplier) };
    }),
  );
  const at = { x: 0, y: 0 };
  const single = { passThrough: true, inputField: null, outputPath: null, executionMode: 'single' };
  return {
    nodes: [
      { id: 'in', type: 'inputNode', name: 'Request', position: at },
      {
        id: 'table',
        type: 'decisionTableNode',
        name: 'Bands',
        position: at,
        content: {
          ...single,
          hitPolicy: 'first',
          inputs: [{ id: 'i1', name: 'Salary', field: 'salary' }],
          outputs: [
            { id: 'o1', name: 'FOIR', field: 'foir' },
            { id: 'o2', name: 'Multiplier', field: 'multiplier' },
          ],
          rules: rows,
        },
      },
      {
        id: 'amount',
        type: 'expressionNode',
        name: 'Amount',
        position: at,
        content: {
          ...single,
          expressions: [
            { id: 'e1', key: 'capacity', value: 'salary * foir / 100 - obligations' },
            { id: 'e2', key: 'amount', value: 'min([multiplier * salary, $.capacity * (1 - (1 + rate / 1200) ^ (0 - months)) / (rate / 1200)])' },
          ],
        },
      },
      { id: 'out', type: 'outputNode', name: 'Response', position: at },
    ],
    edges: [
      { id: 'a', sourceId: 'in', targetId: 'table', type: 'edge' },
      { id: 'b', sourceId: 'table', targetId: 'amount', type: 'edge' },
      { id: 'c', sourceId: 'amount', targetId: 'out', type: 'edge' },
    ],
  };
}

/** One compiled ZEN decision per pair (its bands for the applicant's category); `evaluate` runs them all for one applicant. */
export function zenBaseline(pairs: readonly PairRules[], category: string) {
  const engine = new ZenEngine();
  const decisions: { decision: ZenDecision; rate: number; months: number }[] = pairs.map((p) => {
    const pick = <T extends Band>(rows: readonly T[]) => {
      const own = rows.filter((r) => r.category_id === category);
      return own.length > 0 ? own : rows.filter((r) => r.category_id === null);
    };
    const general = p.general[0]!;
    return {
      decision: engine.createDecision(graph(pick(p.foir as never), pick(p.multiplier as never))),
      rate: general.interest_rate ?? 12,
      months: general.max_tenure_months ?? 60,
    };
  });
  return async (salary: number, obligations: number) => {
    const answers = await Promise.all(decisions.map((d) => d.decision.evaluate({ salary, obligations, rate: d.rate, months: d.months })));
    return answers.length;
  };
}
