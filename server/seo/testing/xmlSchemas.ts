// The sitemaps.org schemas (test/fixtures/sitemaps), checked with libxml2 built to WebAssembly: nothing to install.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const DIR = path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'sitemaps');
const file = (fileName: string) => ({ fileName, contents: fs.readFileSync(path.join(DIR, fileName), 'utf8') });

/** What libxml2 finds wrong with a document against a sitemaps.org schema: none when it is valid. */
export async function schemaErrors(xml: string, kind: 'sitemap' | 'siteindex'): Promise<string[]> {
  const schema = kind === 'sitemap' ? file('sitemap-with-alternates.xsd') : file('siteindex.xsd');
  const preload = kind === 'sitemap' ? [file('sitemap.xsd'), file('xhtml-link.xsd')] : [];
  const result = await validateXML({ xml: { fileName: `${kind}.xml`, contents: xml }, schema: [schema], preload });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** What libxml2 finds wrong with a document's XML (well-formedness only). */
export async function wellFormednessErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, normalization: 'c14n' });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
