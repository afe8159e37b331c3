// A small, valid PDF written by hand: uncompressed text pages, Helvetica, and an exact xref
// table, so the asset library has a real document without any PDF library.

export interface PdfDocument {
  title: string;
  author: string;
  /** Fixed creation date (no clock): "D:YYYYMMDDHHmmSSZ". */
  creationDate: string;
  /** Each page is a list of lines; a line starting with "# " is set as a heading. */
  pages: string[][];
}

function pdfString(text: string): string {
  // Latin-1 only: anything else would need a different encoding in a simple font.
  const safe = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${safe.replace(/([\\()])/g, '\\$1')})`;
}

function pageContent(lines: string[]): string {
  const ops: string[] = ['BT', '72 770 Td'];
  for (const line of lines) {
    if (line.startsWith('# ')) {
      ops.push('/F2 18 Tf', '0 -8 Td', `${pdfString(line.slice(2))} Tj`, '0 -26 Td');
    } else {
      ops.push('/F1 11 Tf', `${pdfString(line)} Tj`, '0 -16 Td');
    }
  }
  ops.push('ET');
  return ops.join('\n') + '\n';
}

export function buildPdf(doc: PdfDocument): Buffer {
  const objects: string[] = [];
  const pageCount = doc.pages.length;
  // Object numbers: 1 catalog, 2 pages, 3 font, 4 bold font, 5 info, then (page, content) pairs.
  const pageObj = (i: number): number => 6 + i * 2;
  const contentObj = (i: number): number => 7 + i * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${doc.pages.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (Trellis content generator) /CreationDate (${doc.creationDate}) >>`;
  doc.pages.forEach((lines, i) => {
    objects[pageObj(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentObj(i)} 0 R >>`;
    const stream = pageContent(lines);
    objects[contentObj(i)] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });

  const parts: string[] = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
  const offsets: number[] = [];
  let length = Buffer.byteLength(parts[0], 'latin1');
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = length;
    const text = `${n} 0 obj\n${objects[n]}\nendobj\n`;
    parts.push(text);
    length += Buffer.byteLength(text, 'latin1');
  }
  const xrefAt = length;
  const rows = ['0000000000 65535 f \n'];
  for (let n = 1; n < objects.length; n++) rows.push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  parts.push(`xref\n0 ${objects.length}\n${rows.join('')}`);
  parts.push(`trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
