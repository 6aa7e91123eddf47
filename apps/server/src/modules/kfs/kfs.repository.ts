import { sql } from 'drizzle-orm';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@lbo/contracts/document-languages';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

interface Offer {
  applicationId: string;
  bankId: string;
  productId: string;
}

/** What every rendering of one offer's statement shares. */
export interface KfsIssue {
  proposalNumber: string;
  issuedOn: string;
  validUntil: string;
}

export interface IssuedKfs extends KfsIssue {
  language: DocumentLanguage;
  html: string;
  pdf: Buffer;
}

type IssuedRow = { proposal_number: string; language: DocumentLanguage; issued_on: string | Date; valid_until: string | Date; html: string; pdf: Uint8Array };

const ofOffer = (o: Offer) => sql`application_id = ${o.applicationId}::uuid AND bank_id = ${o.bankId}::uuid AND product_id = ${o.productId}::uuid`;

/** The offer's statement in `language`, as issued. */
export async function findRendering(db: DbOrTx, offer: Offer, language: DocumentLanguage): Promise<IssuedKfs | null> {
  const [row] = rowsOf<IssuedRow>(
    await db.execute(sql`
      SELECT proposal_number, language, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, html, pdf
      FROM kfs_documents WHERE ${ofOffer(offer)} AND language = ${language}`),
  );
  return row
    ? {
        proposalNumber: row.proposal_number,
        language: row.language,
        issuedOn: String(row.issued_on),
        validUntil: String(row.valid_until),
        html: row.html,
        pdf: Buffer.from(row.pdf),
      }
    : null;
}

/** The number, issue date and validity of the offer's statement when any language of it was issued (the first). */
export async function findIssue(db: DbOrTx, offer: Offer): Promise<KfsIssue | null> {
  const [row] = rowsOf<{ proposal_number: string; issued_on: string | Date; valid_until: string | Date }>(
    await db.execute(sql`
      SELECT proposal_number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
      FROM kfs_documents WHERE ${ofOffer(offer)} ORDER BY created_at, id LIMIT 1`),
  );
  return row ? { proposalNumber: row.proposal_number, issuedOn: String(row.issued_on), validUntil: String(row.valid_until) } : null;
}

export async function nextProposalSequence(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`SELECT nextval('kfs_proposal_seq') AS n`));
  return Number(row!.n);
}

/**
 * Stores one rendering, unless the offer already has it, or has another number (two first
 * requests in two languages at once): under a lock on the offer, so every language of it keeps
 * the first number. Answers whether it was stored.
 */
export async function storeRendering(db: Database, offer: Offer & { applicationCreatedAt: Date }, kfs: IssuedKfs): Promise<'stored' | 'present' | 'renumber'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`kfs:${offer.applicationId}:${offer.bankId}:${offer.productId}`}))`);
    if (await findRenderingExists(tx, offer, kfs.language)) return 'present';
    const issue = await findIssue(tx, offer);
    if (issue && issue.proposalNumber !== kfs.proposalNumber) return 'renumber';
    await tx.execute(sql`
      INSERT INTO kfs_documents (application_id, application_created_at, bank_id, product_id, proposal_number, language, issued_on, valid_until, html, pdf)
      VALUES (${offer.applicationId}::uuid, ${offer.applicationCreatedAt.toISOString()}::timestamptz, ${offer.bankId}::uuid, ${offer.productId}::uuid,
              ${kfs.proposalNumber}, ${kfs.language}, ${kfs.issuedOn}::date, ${kfs.validUntil}::date, ${kfs.html}, ${kfs.pdf}::bytea)`);
    return 'stored';
  });
}

async function findRenderingExists(db: DbOrTx, offer: Offer, language: DocumentLanguage): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM kfs_documents WHERE ${ofOffer(offer)} AND language = ${language}`)).length > 0;
}

/** The language the application's customer asked for, when one was named (and is still offered). */
export async function preferredLanguageOf(db: DbOrTx, applicationId: string): Promise<DocumentLanguage | null> {
  const [row] = rowsOf<{ preferred_language: string | null }>(
    await db.execute(sql`
      SELECT c.preferred_language FROM loan_applications a JOIN customers c ON c.id = a.customer_id WHERE a.id = ${applicationId}::uuid LIMIT 1`),
  );
  const language = row?.preferred_language;
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as DocumentLanguage) : null;
}
