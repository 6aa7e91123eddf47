import { describe, expect, it } from 'vitest';
import { deletionIdOf } from './deletion-id';
import { toFormRow } from './form-values';

const KEYS = ['registration_type', 'salary_min', 'max_age'];
const stored = [
  { id: 'r1', registration_type: 'LLP', salary_min: 20000, max_age: 58 },
  { id: 'r2', registration_type: 'PVT', salary_min: 25000, max_age: 60 },
];
const card = (values: Record<string, string>) => ({ id: '', registration_type: '', salary_min: '', max_age: '', is_active: 'true', ...values });

describe('deletionIdOf', () => {
  it("takes the card's own id first", () => {
    expect(deletionIdOf(card({ id: 'own' }), 0, stored, KEYS)).toBe('own');
  });

  it('takes the alternative id of a stored row when the primary one is absent', () => {
    expect(toFormRow({ _id: 'alt', registration_type: 'LLP' }, KEYS).id).toBe('alt');
    expect(deletionIdOf(card({ _id: 'alt' }), 5, [], KEYS)).toBe('alt');
  });

  it('falls back to the loaded row at the same position', () => {
    expect(deletionIdOf(card({ registration_type: 'OTHER' }), 1, stored, KEYS)).toBe('r2');
  });

  it('then to the loaded row whose key fields all match', () => {
    const loaded = [{ registration_type: 'X' }, ...stored];
    expect(deletionIdOf(card({ registration_type: 'PVT', salary_min: '25000', max_age: '60' }), 7, loaded, KEYS)).toBe('r2');
    expect(deletionIdOf(card({ registration_type: 'PVT', salary_min: '25000', max_age: '61' }), 7, loaded, KEYS)).toBeNull();
  });

  it('never gives a card a stored row another card holds', () => {
    expect(deletionIdOf(card({ registration_type: 'NEW' }), 1, stored, KEYS, new Set(['r2']))).toBeNull();
    expect(deletionIdOf(card({ registration_type: 'PVT', salary_min: '25000', max_age: '60' }), 5, stored, KEYS, new Set(['r2']))).toBeNull();
  });

  it('calls a new card past the loaded rows unsaved', () => {
    expect(deletionIdOf(card({ registration_type: 'LLP' }), 2, stored, KEYS)).toBeNull();
    expect(deletionIdOf(card({}), 0, undefined, KEYS)).toBeNull();
  });
});
