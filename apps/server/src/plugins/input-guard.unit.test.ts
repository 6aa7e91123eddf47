import { describe, expect, it } from 'vitest';
import { controlCharacterAt } from './input-guard';

describe('controlCharacterAt', () => {
  it('finds NUL and other controls in nested strings and keys, by path', () => {
    expect(controlCharacterAt({ name: 'a\u0000b' })).toEqual(['name']);
    expect(controlCharacterAt({ rules: [{ x: 'ok' }, { note: 'bell\u0007' }] })).toEqual(['rules', 1, 'note']);
    expect(controlCharacterAt({ ['bad\u0001key']: 1 })).toEqual(['bad\u0001key']);
    expect(controlCharacterAt('\u007f')).toEqual([]);
  });

  it('lets text, tabs and line breaks through', () => {
    expect(controlCharacterAt({ name: 'Tata Consultancy Services', notes: 'line one\nline two\tend\r\n', list: [1, true, null] })).toBeNull();
    expect(controlCharacterAt(null)).toBeNull();
  });
});
