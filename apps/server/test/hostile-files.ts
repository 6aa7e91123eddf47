import zlib from 'node:zlib';

/** One entry of a hand-built ZIP: its bytes, and the size its headers claim (its real size unless given). */
interface ZipEntry {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

/**
 * The run of fields a local header and its central-directory record both carry, in the same order
 * (the central record has "version made by" before it): version needed, method (8, deflate),
 * CRC, packed and declared sizes, name length.
 */
function writeSharedFields(header: Buffer, at: number, f: { crc: number; packed: number; size: number; nameLength: number }) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.packed, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

/** A ZIP whose headers say what the test wants them to say (sizes included), deflated at level 9. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = zlib.deflateRawSync(entry.data, { level: 9 });
    const crc = zlib.crc32(entry.data) >>> 0;
    const size = entry.declaredSize ?? entry.data.length;
    const fields = { crc, packed: packed.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeSharedFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PACKAGE_PARTS = [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
  },
  {
    name: 'xl/workbook.xml',
    data: Buffer.from(
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Applicants" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: Buffer.from(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  },
];

/** Sheet XML of a header row and then `rows` identical rows (no row numbers: it packs ~1,000 to 1). */
function sheetXml(rows: number, cellText: string): Buffer {
  const row = `<row><c t="inlineStr"><is><t>${cellText}</t></is></c></row>`;
  const head = Buffer.from(
    `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row><c t="inlineStr"><is><t>applicant_ref</t></is></c></row>`,
  );
  return Buffer.concat([head, Buffer.alloc(rows * row.length, row), Buffer.from('</sheetData></worksheet>')]);
}

/**
 * An .xlsx whose sheet really unpacks to about `unpackedMb` MB while its headers declare
 * `declaredSize` bytes (0: "nothing here"). A reader that trusts declared sizes inflates it all.
 */
export function sizeLyingXlsx(unpackedMb: number, declaredSize = 0): Buffer {
  const cell = 'x'.repeat(200);
  const rowBytes = 48 + cell.length;
  const rows = Math.ceil((unpackedMb * 1024 * 1024) / rowBytes);
  return zipOf([...PACKAGE_PARTS, { name: 'xl/worksheets/sheet1.xml', data: sheetXml(rows, cell), declaredSize }]);
}

/** An .xlsx whose sheet is one text node of `mb` MB without markup: a parser would hold it whole. */
export function longTextXlsx(mb: number): Buffer {
  const filler = Buffer.alloc(mb * 1024 * 1024, 0x61);
  const xml = Buffer.concat([
    Buffer.from(`${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`),
    filler,
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
  return zipOf([...PACKAGE_PARTS, { name: 'xl/worksheets/sheet1.xml', data: xml }]);
}

/** A CSV of one line holding `mb` MB of commas: millions of empty cells. */
export function commaLineCsv(mb: number): Buffer {
  return Buffer.concat([Buffer.from('applicant_ref,name\n'), Buffer.alloc(mb * 1024 * 1024, 0x2c), Buffer.from('\n')]);
}
