// The annual report PDF in the asset library, and its `document` asset entry.
import { buildPdf } from '../media/pdf';
import { makeEntry } from '../model/entries';
import { CONTENT_TYPE } from '../model/contentTypes';
import { entryId } from '../ids';
import { ORG } from '../text/organisation';
import { isoFromReference } from '../dates';
import type { PackEntry } from '../../../contract';
import { ANNUAL_REPORT_FILE } from './paths';

const ANNUAL_REPORT_KEY = 'document-annual-report-2025';

export function annualReportPdf(): Buffer {
  return buildPdf({
    title: `${ORG.name}: Annual Report and Accounts 2025`,
    author: ORG.fullName,
    creationDate: 'D:20260701090000Z',
    pages: [
      [
        `# ${ORG.name}`,
        'Annual Report and Accounts 2025',
        '',
        `Registered charity number ${ORG.charityNumber}`,
        ORG.address,
        '',
        '# The year in numbers',
        '562,000 visits to the garden, our highest ever.',
        '31,400 school pupils took part in learning sessions.',
        '214 new seed collections added to the Welsh Native Seed Bank.',
        `${ORG.volunteers} volunteers gave more than 48,000 hours.`,
        '',
        "# Director's introduction",
        'It was a year of records, but what matters most is the difference',
        'the garden makes to the people and plants of Wales. Thank you to',
        'every member, donor, volunteer and visitor who made it possible.',
      ],
      [
        '# Summary of accounts (GBP thousands)',
        'Income',
        '  Grants and donations ............................ 4,120',
        '  Membership ...................................... 1,310',
        '  Trading (cafe, shop, events) .................... 2,480',
        '  Research contracts .............................. 1,950',
        'Expenditure',
        '  Gardens and collections ......................... 3,870',
        '  Research and conservation ....................... 3,240',
        '  Learning and engagement ......................... 1,420',
        '  Raising funds ...................................... 760',
        '',
        'The full audited accounts are available on request.',
      ],
    ],
  });
}

export function annualReportEntry(pdf: Buffer): PackEntry {
  const filename = ANNUAL_REPORT_FILE.split('/').pop() ?? 'annual-report.pdf';
  const title = 'Annual Report and Accounts 2025';
  const description = `The annual report and audited accounts of ${ORG.fullName} for 2025.`;
  return makeEntry(
    { title, description, keywords: ['annual report', 'accounts', '2025'] },
    {
      id: entryId('website', ANNUAL_REPORT_KEY),
      projectId: 'website',
      contentTypeId: CONTENT_TYPE.document,
      title,
      description,
      slug: 'annual-report-and-accounts-2025',
      created: isoFromReference(-123, 9),
      asset: {
        uri: ANNUAL_REPORT_FILE,
        properties: { filename, filePath: '/asset-library/', fileSize: pdf.length },
      },
    },
  );
}
