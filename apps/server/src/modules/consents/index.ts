import type { ConsentGate } from './consents.service';

export { consentsModule } from './consents.routes';
export { givenConsents } from './given-consents';
export { checkConsent, createConsentGate, futureConsentProblem, listConsents, referencesWithdrawn, type ConsentGate } from './consents.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether evaluations need consent now (kept until the setting changes). */
    consentGate: ConsentGate;
  }
}
