/** The text of every page of a PDF, as a reader extracts it (pdf.js). */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

/**
 * One page of a PDF drawn by poppler's `pdftoppm` (poppler-utils; `.ci/run` installs it): the PNG
 * a reader would see, and the share of the page that is ink in a grey rendering of it. A missing
 * pdftoppm fails the test: what a page looks like is part of what is tested. With
 * `PDF_SHOTS_DIR` set, the PNG is also kept there under `name`, for eyes.
 */
export async function pdfPageImage(bytes: Buffer, page: number, name: string): Promise<{ png: Buffer; width: number; height: number; ink: number }> {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdirSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), bytes);
    const draw = (args: string[], out: string) =>
      execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-singlefile', ...args, join(dir, 'doc.pdf'), join(dir, out)], { stdio: 'pipe' });
    draw(['-r', '100', '-png'], 'page');
    draw(['-r', '50', '-gray'], 'grey');
    const png = readFileSync(join(dir, 'page.png'));
    if (process.env.PDF_SHOTS_DIR) {
      mkdirSync(process.env.PDF_SHOTS_DIR, { recursive: true });
      copyFileSync(join(dir, 'page.png'), join(process.env.PDF_SHOTS_DIR, `${name}.png`));
    }
    // PGM: "P5 width height 255" then one byte a pixel.
    const pgm = readFileSync(join(dir, 'grey.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const pixels = pgm.subarray(header[0].length);
    let dark = 0;
    for (const value of pixels) if (value < 128) dark++;
    return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), ink: dark / pixels.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
