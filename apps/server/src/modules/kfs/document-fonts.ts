import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { DocumentTexts } from './kfs-texts';

const require = createRequire(import.meta.url);

/**
 * The fonts the borrower's documents embed, by script: the server's machine may have none (it
 * has no Devanagari font), and a reader's may lack them too. DejaVu Sans carries the ₹ sign;
 * Noto Sans Devanagari carries Latin letters, digits and ₹ beside Devanagari, so a Hindi
 * document is set in it alone. The PDF embeds the glyphs it uses (pdfkit subsets and fontkit
 * shapes: conjuncts, vowel signs, reph); the HTML the whole regular face, which the browser shapes.
 */
const FONTS = {
  latin: {
    family: 'DejaVu Sans',
    regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  },
  devanagari: {
    family: 'Noto Sans Devanagari',
    regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
} as const satisfies Record<DocumentTexts['script'], { family: string; regular: string; bold: string }>;

const fontFiles = new Map<string, Buffer>();
const fontFile = (path: string) => fontFiles.get(path) ?? fontFiles.set(path, readFileSync(path)).get(path)!;

/** The fonts of a catalogue's script, for pdfkit's registerFont (read once a process). */
export function pdfFonts(texts: DocumentTexts): { regular: Buffer; bold: Buffer } {
  const font = FONTS[texts.script];
  return { regular: fontFile(font.regular), bold: fontFile(font.bold) };
}

/**
 * A TrueType font as WOFF 1.0 (each table deflated): the same font in ~43 % of the bytes, which
 * a stored Hindi statement carries in its HTML (221 KB of TTF → ~95 KB).
 */
function woff(ttf: Buffer): Buffer {
  const tables = ttf.readUInt16BE(4);
  const records = Array.from({ length: tables }, (_, i) => {
    const at = 12 + i * 16;
    const offset = ttf.readUInt32BE(at + 8);
    const length = ttf.readUInt32BE(at + 12);
    const data = ttf.subarray(offset, offset + length);
    const deflated = deflateSync(data, { level: 9 });
    return { tag: ttf.readUInt32BE(at), checksum: ttf.readUInt32BE(at + 4), length, stored: deflated.length < length ? deflated : data };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  let offset = 44 + 20 * tables;
  const directory = Buffer.alloc(20 * tables);
  records.forEach((r, i) => {
    directory.writeUInt32BE(r.tag, i * 20);
    directory.writeUInt32BE(offset, i * 20 + 4);
    directory.writeUInt32BE(r.stored.length, i * 20 + 8);
    directory.writeUInt32BE(r.length, i * 20 + 12);
    directory.writeUInt32BE(r.checksum, i * 20 + 16);
    offset += pad4(r.stored.length);
  });
  const header = Buffer.alloc(44);
  header.writeUInt32BE(0x774f4646, 0); // 'wOFF'
  header.writeUInt32BE(ttf.readUInt32BE(0), 4); // the font's own sfnt version
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(tables, 12);
  header.writeUInt32BE(12 + 16 * tables + records.reduce((sum, r) => sum + pad4(r.length), 0), 16);
  header.writeUInt16BE(1, 20);
  const body = records.map((r) => Buffer.concat([r.stored, Buffer.alloc(pad4(r.stored.length) - r.stored.length)]));
  return Buffer.concat([header, directory, ...body]);
}

const fontFaces = new Map<DocumentTexts['script'], string>();

/**
 * The HTML's font: `@font-face` with the regular face inline (a data: URL, which the CSP's
 * font-src allows), so a saved or forwarded statement shows the same letters. Latin text needs
 * none: every reader has a font with ₹. Built once per script.
 */
export function htmlFontCss(texts: DocumentTexts): { face: string; family: string } {
  if (texts.script === 'latin') return { face: '', family: '"DejaVu Sans",Arial,sans-serif' };
  const font = FONTS[texts.script];
  let face = fontFaces.get(texts.script);
  if (face === undefined) {
    const data = woff(fontFile(font.regular)).toString('base64');
    face = `@font-face{font-family:"${font.family}";src:url(data:font/woff;base64,${data}) format("woff")}`;
    fontFaces.set(texts.script, face);
  }
  return { face, family: `"${font.family}","DejaVu Sans",Arial,sans-serif` };
}
