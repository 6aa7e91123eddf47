import type { Tx } from './database-types';

/**
 * Rows in PostgreSQL's binary COPY format (the COPY documentation's "Binary Format"). Numbers go
 * as their bytes: no number is turned into text in JavaScript nor parsed back by the database,
 * which for a decision's 1,600 per-pair figures was most of what storing it cost.
 */
export class BinaryCopyWriter {
  private buf = Buffer.allocUnsafe(1 << 16);
  // DataView's setters are what V8 inlines; Buffer's write*BE check their arguments on every call.
  private view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  private at = 0;

  constructor() {
    this.room(19);
    this.at += this.buf.write('PGCOPY\n\xff\r\n\0', this.at, 'latin1');
    this.int32(0); // flags
    this.int32(0); // header extension length
  }

  /** Makes room for `bytes` more; the writes after it may then skip the check. */
  private room(bytes: number) {
    if (this.at + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
    this.view = new DataView(bigger.buffer, bigger.byteOffset, bigger.byteLength);
  }

  private int32(v: number) {
    this.room(4);
    this.view.setInt32(this.at, v);
    this.at += 4;
  }

  /** A whole number of up to 53 bits as int8, without BigInt: the high word floors, the low one is the rest. */
  private int64(v: number) {
    const high = Math.floor(v / 4294967296);
    this.room(8);
    this.view.setInt32(this.at, high);
    this.view.setUint32(this.at + 4, v - high * 4294967296);
    this.at += 8;
  }

  row(fields: number) {
    this.room(2);
    this.view.setInt16(this.at, fields);
    this.at += 2;
  }

  null() {
    this.int32(-1);
  }

  uuid(v: string | null) {
    if (v === null) return this.null();
    const hex = v.replace(/-/g, '');
    if (hex.length !== 32) throw new Error(`not a uuid: ${v}`);
    this.int32(16);
    this.room(16);
    this.at += this.buf.write(hex, this.at, 'hex');
  }

  text(v: string | null) {
    if (v === null) return this.null();
    const bytes = Buffer.byteLength(v);
    this.int32(bytes);
    this.room(bytes);
    this.at += this.buf.write(v, this.at, 'utf8');
  }

  /** jsonb's binary form is a version byte (1) and the JSON text. */
  jsonb(json: string) {
    const bytes = Buffer.byteLength(json);
    this.int32(bytes + 1);
    this.room(bytes + 1);
    this.buf[this.at++] = 1;
    this.at += this.buf.write(json, this.at, 'utf8');
  }

  int4(v: number | null) {
    if (v === null) return this.null();
    this.int32(4);
    this.int32(v);
  }

  timestamptz(d: Date) {
    // Microseconds since 2000-01-01 UTC.
    this.int32(8);
    this.int64((d.getTime() - 946_684_800_000) * 1000);
  }

  int4Array(values: readonly number[]) {
    this.arrayHeader(values, ELEMENT.int4, 8);
    const view = this.view;
    let at = this.at;
    for (const v of values) {
      view.setInt32(at, 4);
      view.setInt32(at + 4, v);
      at += 8;
    }
    this.at = at;
  }

  int8Array(values: readonly number[]) {
    this.arrayHeader(values, ELEMENT.int8, 12);
    for (const v of values) {
      this.int32(8);
      this.int64(v);
    }
  }

  /** -0 goes as 0: the text form the one-statement insert uses (`String(-0)`) says 0. */
  float8Array(values: readonly (number | null)[]) {
    this.arrayHeader(values, ELEMENT.float8, 12);
    const view = this.view;
    let at = this.at;
    for (const v of values) {
      if (v === null || v === undefined) {
        view.setInt32(at, -1);
        at += 4;
      } else {
        view.setInt32(at, 8);
        view.setFloat64(at + 4, v === 0 ? 0 : v);
        at += 12;
      }
    }
    this.at = at;
  }

  textArray(values: readonly (string | null)[]) {
    this.arrayHeader(values, ELEMENT.text, 4);
    for (const v of values) this.text(v ?? null);
  }

  /**
   * The field's length and a one-dimensional array's header (lower bound 1; an empty array has no
   * dimension, as `'{}'` reads), with room made for the elements: `each` bytes a value (length
   * word included), 4 a NULL, and a text's bytes.
   */
  private arrayHeader(values: readonly unknown[], elementType: number, each: number) {
    let nulls = 0;
    let textBytes = 0;
    for (const v of values) {
      if (v === null || v === undefined) nulls++;
      else if (typeof v === 'string') textBytes += Buffer.byteLength(v);
    }
    const n = values.length;
    const header = n === 0 ? 12 : 20;
    const length = header + (n - nulls) * each + nulls * 4 + textBytes;
    this.room(4 + length);
    const view = this.view;
    view.setInt32(this.at, length);
    view.setInt32(this.at + 4, n === 0 ? 0 : 1);
    view.setInt32(this.at + 8, nulls > 0 ? 1 : 0);
    view.setInt32(this.at + 12, elementType);
    if (n > 0) {
      view.setInt32(this.at + 16, n);
      view.setInt32(this.at + 20, 1);
    }
    this.at += 4 + header;
  }

  /** The rows written, with the trailer. */
  finish(): Buffer {
    this.room(2);
    this.view.setInt16(this.at, -1);
    this.at += 2;
    return this.buf.subarray(0, this.at);
  }
}

/** Element type oids, which array_recv checks against the column's. */
const ELEMENT = { int4: 23, int8: 20, float8: 701, text: 25 } as const;

interface PgliteLike {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
  exec?: unknown;
}

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * A COPY … FROM STDIN for node-postgres without a stream library: the client hands its
 * connection to any object with `submit` (its "submittable" hook) and reports the server's
 * answers to it; this one sends the bytes when the server asks for them.
 */
function copyIn(text: string, data: Buffer) {
  let settle!: (error: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
  let failed: Error | null = null;
  const submittable = {
    submit(connection: PgConnection) {
      connection.query(text);
    },
    handleCopyInResponse(connection: PgConnection) {
      for (let i = 0; i < data.length; i += 1 << 20) connection.sendCopyFromChunk(data.subarray(i, i + (1 << 20)));
      connection.endCopyFrom();
    },
    handleError(error: Error) {
      failed = error;
      settle(error);
    },
    handleReadyForQuery() {
      settle(failed);
    },
    handleCommandComplete() {},
    handleRowDescription() {},
    handleDataRow() {},
    handleEmptyQuery() {},
    handlePortalSuspended() {},
    handleCopyData() {},
    callback: () => undefined,
  };
  return { submittable, done };
}

/** The driver's own client of a transaction: PGlite's transaction, or the pool's client holding it. */
function clientOf(tx: Tx): unknown {
  return (tx as unknown as { session: { client: unknown } }).session.client;
}

/**
 * COPY `rows` (BinaryCopyWriter.finish) into `table` (`columns` in the rows' order) as part of
 * `tx`: through the embedded database's `/dev/blob` device, or the COPY protocol on PostgreSQL.
 * `table` and `columns` are code's own names, never input.
 */
export async function copyBinary(tx: Tx, table: string, columns: readonly string[], rows: Buffer): Promise<void> {
  const client = clientOf(tx);
  const list = columns.map((c) => `"${c}"`).join(', ');
  if (typeof (client as PgliteLike).exec === 'function') {
    // PGlite: COPY reads the blob handed with the query.
    await (client as PgliteLike).query(`COPY "${table}" (${list}) FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob: new Blob([rows]) });
    return;
  }
  const { submittable, done } = copyIn(`COPY "${table}" (${list}) FROM STDIN WITH (FORMAT binary)`, rows);
  void (client as { query(submittable: object): unknown }).query(submittable);
  await done;
}
