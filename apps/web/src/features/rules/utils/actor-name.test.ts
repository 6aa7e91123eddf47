import { describe, expect, it } from 'vitest';
import { actorName } from './actor-name';

describe('actorName', () => {
  it('names a user, the system for no user, and a deleted user by what is left', () => {
    expect(actorName({ id: 'u1', name: 'Asha' })).toBe('Asha');
    expect(actorName(null)).toBe('System');
    expect(actorName({ id: null, name: null })).toBe('System');
    expect(actorName({ name: null })).toBe('System');
    expect(actorName({ id: 'u2', name: null })).toBe('Deleted user');
  });
});
