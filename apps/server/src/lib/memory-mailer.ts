import type { MailMessage, Mailer } from './mailer';

/** Keeps messages in memory; for tests and benchmarks. */
export function createMemoryMailer(): Mailer & { messages: MailMessage[]; lastTo(email: string): MailMessage | undefined } {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    close() {},
    lastTo(email) {
      return [...messages].reverse().find((m) => m.to === email);
    },
  };
}
