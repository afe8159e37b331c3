import { buildPdf } from './pdf';
import { pdfProblems } from '../testing/pdfCheck';

const doc = {
  title: 'Test (report)',
  author: 'Someone',
  creationDate: 'D:20260101000000Z',
  pages: [['# Heading', 'A line with (parentheses) and a \\ backslash'], ['Second page']],
};

describe('buildPdf', () => {
  it('produces a structurally valid PDF with a correct xref table', () => {
    const pdf = buildPdf(doc);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfProblems(pdf)).toEqual([]);
  });

  it('lists every page and escapes PDF string delimiters', () => {
    const text = buildPdf(doc).toString('latin1');
    expect(text).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2/);
    expect(text).toContain('(A line with \\(parentheses\\) and a \\\\ backslash) Tj');
    expect(text).toContain('/Title (Test \\(report\\))');
  });

  it('is byte-for-byte repeatable', () => {
    expect(buildPdf(doc).equals(buildPdf(doc))).toBe(true);
  });

  it('is caught by the checker when an offset is wrong', () => {
    const broken = Buffer.from(
      buildPdf(doc)
        .toString('latin1')
        .replace(/startxref\n(\d+)/, (_, n: string) => `startxref\n${Number(n) + 3}`),
      'latin1',
    );
    expect(pdfProblems(broken)).not.toEqual([]);
  });
});
