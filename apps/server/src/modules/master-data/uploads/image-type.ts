/** The image kinds a logo may be, told apart by their first bytes (never by name or declared type). */
const SIGNATURES: { extension: 'png' | 'jpg' | 'gif'; mimetype: string; bytes: number[] }[] = [
  { extension: 'png', mimetype: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', mimetype: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { extension: 'gif', mimetype: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { extension: 'gif', mimetype: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

export function detectImageType(bytes: Buffer): { extension: 'png' | 'jpg' | 'gif'; mimetype: string } | null {
  const match = SIGNATURES.find((s) => bytes.length > s.bytes.length && s.bytes.every((b, i) => bytes[i] === b));
  return match ? { extension: match.extension, mimetype: match.mimetype } : null;
}
