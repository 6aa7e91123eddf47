import { text } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** Every part of an .xlsx (a zip) as text, by its path: for tests that look at the XML itself. */
export async function xlsxParts(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const parts = new Map<string, string>();
  for await (const entry of zip.eachEntry()) parts.set(entry.fileName, await text(await zip.openReadStreamPromise(entry)));
  return parts;
}

const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

/** The attributes (unescaped) of the first element `<tag …>` in `xml` whose attributes match `where`. */
export function elementAttributes(xml: string, tag: string, where: (attributes: Record<string, string>) => boolean = () => true) {
  for (const match of xml.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, 'g'))) {
    const attributes = Object.fromEntries([...match[1]!.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
    if (where(attributes)) return attributes;
  }
  return null;
}
