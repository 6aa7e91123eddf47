/** An answer's message as one text (the envelope's message is one text or a list), else the fallback. */
export function answerMessage(body: { message: string | string[] }, fallback = ''): string {
  const text = Array.isArray(body.message) ? body.message.join(', ') : body.message;
  return text || fallback;
}
