import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importResultAnswer } from '@lbo/contracts/master-data-answers';
import { ok } from '../../../lib/envelope';
import { importAnswer, STREAM_FROM_RECORDS } from './import-answer';

const result = (records: number) => ({
  message: `${records} companies imported successfully`,
  data: {
    imported: Array.from({ length: records }, (_, i) => ({
      id: `id-${i}`,
      company_name: i % 7 ? `Company ${i} "Quoted", \\ back` : `कंपनी ${i}\n`,
      is_listed: i % 2 === 0,
      registration_type: i % 3 ? null : 'LLP',
      created_at: new Date(Date.UTC(2026, 10, 29, 0, 0, i % 60)),
      skipped: undefined,
    })),
    errorFileUrl: records % 2 ? 'https://example.test/errors.xlsx' : null,
    totalRows: records + 3,
    importedCount: records,
    failedCount: 2,
    duplicateCount: 1,
  },
});

/** What the route's serializer writes: the answer checked against its schema, then stringified. */
const serialized = (r: ReturnType<typeof result>) => JSON.stringify(importResultAnswer.parse(ok(r.data, r.message)));

async function textOf(stream: Readable) {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('importAnswer', () => {
  it('leaves a short list to the serializer', () => {
    const short = result(STREAM_FROM_RECORDS - 1);
    expect(importAnswer(short)).toEqual(ok(short.data, short.message));
  });

  it.each([STREAM_FROM_RECORDS, 20_001])('streams %i records as the very text the serializer writes', async (records) => {
    const long = result(records);
    const answer = importAnswer(long);
    expect(answer).toBeInstanceOf(Readable);
    const text = await textOf(answer as Readable);
    expect(text).toBe(serialized(long));
    expect(JSON.parse(text).data.imported).toHaveLength(records);
  });
});
