// Edits to a copy of the demo pack, as an editor publishing would make them: the publishing test and bench change
// the About page's title on disk and wait for it to reach the cached page.
import fs from 'node:fs';
import path from 'node:path';

/** The demo's About page entry, and the pack file that holds it. */
export const ABOUT_ENTRY = 'b87de56f-450c-4a23-a308-b1a39908f6cf';
const CORE_FILE = path.join('website', 'entries', 'core-0001.json');

/** Saves a new title for the published English About page in the pack at `pack`. */
export function setAboutTitle(pack: string, title: string): void {
  const file = path.join(pack, CORE_FILE);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    title?: string;
    sys: { id: string; versionStatus: string; language: string };
  }[];
  const about = entries.find(
    (entry) => entry.sys.id === ABOUT_ENTRY && entry.sys.versionStatus === 'published' && entry.sys.language === 'en-GB',
  );
  if (!about) throw new Error('The demo pack has no published English About entry');
  about.title = title;
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));
}
