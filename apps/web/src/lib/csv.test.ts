import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and makes formulas inert', () => {
    expect(csvField('Asha, "Verma"')).toBe('"Asha, ""Verma"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
  });

  it('writes a header and rows with CRLF line ends after a byte-order mark', () => {
    expect(
      toCsv(
        ['Bank', 'Rate'],
        [
          ['Alpha', 0.5],
          ['Beta', null],
        ],
      ),
    ).toBe('\uFEFFBank,Rate\r\nAlpha,0.5\r\nBeta,\r\n');
  });
});
