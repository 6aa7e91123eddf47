import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { idsOf } from './ids-of';

/**
 * The borrower's acknowledgement that the Key Fact Statement was explained and understood (RBI's
 * KFS directions ask for one): how it was taken and in which language the KFS was explained.
 */
export const KFS_ACKNOWLEDGEMENT_METHOD_LABELS = {
  SIGNED_PAPER: 'Signed on paper',
  E_SIGN: 'E-sign',
  OTP: 'OTP',
  RECORDED_CALL: 'Recorded call',
} as const;
export const KFS_ACKNOWLEDGEMENT_METHODS = idsOf(KFS_ACKNOWLEDGEMENT_METHOD_LABELS);
export type KfsAcknowledgementMethod = (typeof KFS_ACKNOWLEDGEMENT_METHODS)[number];

/** The methods as they read inside a sentence ("Acknowledged 28 Nov 2026, e-sign, Hindi"). */
const METHOD_IN_A_SENTENCE: Record<KfsAcknowledgementMethod, string> = {
  SIGNED_PAPER: 'signed on paper',
  E_SIGN: 'e-sign',
  OTP: 'OTP',
  RECORDED_CALL: 'recorded call',
};

export const KFS_ACKNOWLEDGEMENT_LANGUAGE_LABELS = { en: 'English', hi: 'Hindi' } as const;
export const KFS_ACKNOWLEDGEMENT_LANGUAGES = idsOf(KFS_ACKNOWLEDGEMENT_LANGUAGE_LABELS);
export type KfsAcknowledgementLanguage = (typeof KFS_ACKNOWLEDGEMENT_LANGUAGES)[number];

export const KFS_ACKNOWLEDGEMENT_MESSAGES = {
  methodInvalid: `must be one of ${KFS_ACKNOWLEDGEMENT_METHODS.join(', ')}`,
  languageInvalid: `must be one of ${KFS_ACKNOWLEDGEMENT_LANGUAGES.join(', ')}`,
  recorded: 'Acknowledgement recorded',
  /** The GET's message, and its 404's subject ("Acknowledgement not found"). */
  one: 'Acknowledgement',
  noOffer: 'This bank and product made no offer: there is no Key Fact Statement to acknowledge',
  notIssued: 'Issue the Key Fact Statement first: the borrower acknowledges the statement they were given',
  already: (kfsNumber: string) => `The Key Fact Statement ${kfsNumber} was acknowledged already`,
  expired: (kfsNumber: string, validUntil: string) =>
    `The Key Fact Statement ${kfsNumber} expired (it was valid until ${validUntil}): an expired statement cannot be acknowledged; evaluate the applicant again for a new offer`,
} as const;

export const kfsAcknowledgementBodySchema = z.object({
  method: z.enum(KFS_ACKNOWLEDGEMENT_METHODS, { message: KFS_ACKNOWLEDGEMENT_MESSAGES.methodInvalid }),
  language: z.enum(KFS_ACKNOWLEDGEMENT_LANGUAGES, { message: KFS_ACKNOWLEDGEMENT_MESSAGES.languageInvalid }),
});
export type KfsAcknowledgementBody = z.infer<typeof kfsAcknowledgementBodySchema>;

export const kfsAcknowledgementSchema = z.object({
  kfsNumber: z.string(),
  acknowledgedAt: timestamp,
  /** The user who recorded it (for an API key, the key's owner), by the name they had then. */
  acknowledgedBy: z.object({ id: z.string(), name: z.string() }),
  method: z.enum(KFS_ACKNOWLEDGEMENT_METHODS),
  language: z.enum(KFS_ACKNOWLEDGEMENT_LANGUAGES),
});
export type KfsAcknowledgement = z.output<typeof kfsAcknowledgementSchema>;

export const kfsAcknowledgementAnswer = okAnswer(kfsAcknowledgementSchema);

/** "Acknowledged 28 Nov 2026, e-sign, Hindi": `day` formats the time as the screen shows days. */
export function describeKfsAcknowledgement(a: Pick<KfsAcknowledgement, 'acknowledgedAt' | 'method' | 'language'>, day: (at: string) => string): string {
  return `Acknowledged ${day(a.acknowledgedAt)}, ${METHOD_IN_A_SENTENCE[a.method]}, ${KFS_ACKNOWLEDGEMENT_LANGUAGE_LABELS[a.language]}`;
}
