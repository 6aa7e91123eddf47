import { Readable } from 'node:stream';
import type { ImportResultData } from '@lbo/contracts/master-data';
import { importResultAnswer } from '@lbo/contracts/master-data-answers';
import { ok } from '../../../lib/envelope';
import { timeSlices } from '../../../lib/time-slices';

/** From this many records an answer is written as a stream; below, the route's serializer writes it. */
export const STREAM_FROM_RECORDS = 2_000;
const CHUNK_CHARS = 64 * 1024;
/** Where the list goes in the envelope's text: a text no answer holds. */
const LIST_MARK = '\u0000lbo-imported\u0000';

/**
 * An import's answer lists every record it wrote. For 100,000 of them, checking the answer against
 * its schema and stringifying it held the thread that answers everyone for 127 ms and ~100 ms
 * (profiled on PostgreSQL, issue 46). A long list goes out as a stream written in time slices
 * instead: the same text the serializer writes (the envelope checked against the same schema, the
 * records as they are: the schema takes any object), but other users are answered in between.
 */
export function importAnswer(result: { message: string; data: ImportResultData }) {
  const answer = ok(result.data, result.message);
  if (result.data.imported.length < STREAM_FROM_RECORDS) return answer;
  const envelope = importResultAnswer.parse({ ...answer, data: { ...answer.data, imported: [] } });
  const text = JSON.stringify({ ...envelope, data: { ...envelope.data, imported: LIST_MARK } });
  const [before, after] = text.split(JSON.stringify(LIST_MARK)) as [string, string];
  return Readable.from(listText(before, result.data.imported, after), { objectMode: false });
}

async function* listText(before: string, list: readonly unknown[], after: string): AsyncGenerator<string> {
  const slices = timeSlices();
  let chunk = `${before}[`;
  for (let i = 0; i < list.length; i++) {
    chunk += (i === 0 ? '' : ',') + JSON.stringify(list[i]);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
    if (slices.spent()) await slices.yield();
  }
  yield `${chunk}]${after}`;
}
