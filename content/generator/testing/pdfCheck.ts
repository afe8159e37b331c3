// Test helper: structural checks of a PDF file (header, xref offsets, trailer, stream lengths).

export function pdfProblems(file: Buffer): string[] {
  const text = file.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-')) problems.push('does not start with %PDF-');
  if (!/%%EOF\s*$/.test(text)) problems.push('does not end with %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) return [...problems, 'no startxref'];
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') return [...problems, `startxref ${xrefAt} does not point at "xref"`];
  const header = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!header) return [...problems, 'bad xref header'];
  const count = Number(header[1]);
  const rowsAt = xrefAt + header[0].length;
  for (let n = 0; n < count; n++) {
    const row = text.slice(rowsAt + n * 20, rowsAt + (n + 1) * 20);
    const m = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n| \r)$/.exec(row);
    if (!m) {
      problems.push(`xref row ${n} is not 20 bytes in the standard form: ${JSON.stringify(row)}`);
      continue;
    }
    if (m[3] === 'n' && !text.startsWith(`${n} 0 obj`, Number(m[1])))
      problems.push(`xref offset of object ${n} does not point at "${n} 0 obj"`);
  }
  const size = /trailer\s*<<[^>]*\/Size (\d+)/.exec(text);
  if (!size || Number(size[1]) !== count) problems.push('trailer /Size does not match the xref table');
  if (!/\/Root \d+ 0 R/.test(text)) problems.push('trailer has no /Root');
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    if (text.slice(start + Number(m[1]), start + Number(m[1]) + 9) !== 'endstream') problems.push(`stream at ${start} has a wrong /Length`);
  }
  return problems;
}
