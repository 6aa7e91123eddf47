import type { PairField } from '@lbo/eligibility';
import { ok } from '../../lib/envelope';
import type { Decision } from './loan-application.service';

/*
 * The apply answer as JSON, written from the list of pair fields (ADR 0030): the same text as
 * JSON.stringify of `ok(decision, message)` (answer-writer.unit.test.ts and the golden answer hold
 * it to that), without walking each entry's keys. An answer is ~575 bytes a pair, most of them the
 * same from one answer to the next: ids, names, the engine's shared lists of reasons, the penal
 * sentences. The writer keeps those escaped (keyed by the text itself, so a renamed bank is a new
 * key, never a stale one); the app makes one writer and hands it to the route.
 */

type Entry = Record<string, unknown>;
type Step = (entry: Entry) => string;

const str = JSON.stringify as (value: string) => string;
const num = (n: unknown): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : 'null');

/** Where the envelope's data goes: a text no answer holds, escaped the same way wherever it sits. */
const DATA_MARK = '\u0000lbo-answer-data\u0000';
const MARK_JSON = str(DATA_MARK);
const MAX_TEXTS = 20_000;

export interface AnswerWriter {
  write(decision: Decision, message: string): string;
}

export function answerWriter(fields: readonly PairField[]): AnswerWriter {
  const texts = new Map<string, string>();
  const lists = new WeakMap<readonly unknown[], string>();

  const text = (value: unknown): string => {
    if (typeof value !== 'string') return value === null ? 'null' : JSON.stringify(value);
    let json = texts.get(value);
    if (json === undefined) {
      json = str(value);
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(value, json);
    }
    return json;
  };
  const list = (value: unknown): string => {
    if (!Array.isArray(value)) return JSON.stringify(value) ?? 'null';
    if (value.length === 0) return '[]';
    let json = lists.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      // The engine's shared lists are frozen; a list made for one answer is not worth keeping.
      if (Object.isFrozen(value)) lists.set(value, json);
    }
    return json;
  };
  const valueOf = (field: PairField): ((value: unknown) => string) => {
    switch (field.kind) {
      case 'rupees':
      case 'percent':
      case 'months':
        return num;
      case 'reasons':
      case 'codes':
        return list;
      default:
        return text;
    }
  };

  // The entry's keys in the list's order; a run of fields that sit in an inner object is one key.
  const steps: Step[] = [];
  const topKeys: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    const comma = steps.length === 0 ? '{' : ',';
    if (!field.answer) {
      const key = `${comma}${str(field.name)}:`;
      const write = valueOf(field);
      const name = field.name;
      steps.push((e) => key + write(e[name]));
      topKeys.push(name);
      continue;
    }
    const inner = field.answer;
    const group: { key: string; name: string; write: (value: unknown) => string }[] = [];
    for (; i < fields.length && fields[i]!.answer === inner; i++) {
      const f = fields[i]!;
      group.push({ key: `${group.length === 0 ? '{' : ','}${str(f.name)}:`, name: f.name, write: valueOf(f) });
    }
    i -= 1;
    const key = `${comma}${str(inner)}:`;
    steps.push((e) => {
      const o = e[inner] as Entry;
      let out = key;
      for (const g of group) out += g.key + g.write(o[g.name]);
      return `${out}}`;
    });
    topKeys.push(inner);
  }

  const entry = (e: Entry): string => {
    // An entry with a key the list does not name (or without one it names) is written as it is.
    if (Object.keys(e).length !== topKeys.length) return JSON.stringify(e);
    let out = '';
    for (const step of steps) out += step(e);
    return `${out}}`;
  };

  return {
    write(decision, message) {
      const { eligibleBanks, ...rest } = decision;
      const parts = new Array<string>(eligibleBanks.length);
      for (let i = 0; i < eligibleBanks.length; i++) parts[i] = entry(eligibleBanks[i] as unknown as Entry);
      const tail = JSON.stringify(rest);
      const data = `{"eligibleBanks":[${parts.join(',')}]${tail.length > 2 ? `,${tail.slice(1)}` : '}'}`;
      return JSON.stringify(ok(DATA_MARK, message)).replace(MARK_JSON, () => data);
    },
  };
}
