// Two hand-written news stories. "A new look for our website" deliberately carries a
// <script> element, an onclick attribute and a javascript: link: the site must sanitise
// markup, and this entry proves it does.
import { CONTENT_TYPE } from '../model/contentTypes';
import { TOPIC } from '../model/taxonomy';
import { entryId } from '../ids';
import { link, taxonomyValue } from '../model/entries';
import { imageOf } from '../media/library';
import { a, html, p, para, strong, ul } from '../text/markup';
import { ORG } from '../text/organisation';
import { isoFromReference } from '../dates';
import type { PageSpec } from '../model/pageTree';
import type { ImagePool } from './imagePool';
import { ANNUAL_REPORT_FILE, PATHS } from './paths';
import { LEADERS } from './leadership';

export const FIXED_NEWS_KEYS = {
  websiteRelaunch: 'news-website-relaunch',
  annualReport: 'news-annual-report-2025',
} as const;

/** The markup a sanitiser must neutralise (kept here so tests can look for it). */
const UNSAFE_MARKUP_SAMPLES = {
  script: "<script>document.body.setAttribute('data-xss', 'script-ran')</script>",
  onclick: "onclick=\"document.body.setAttribute('data-xss', 'onclick-ran')\"",
  javascriptHref: 'href="javascript:alert(\'xss\')"',
} as const;

function article(
  key: string,
  slug: string,
  title: string,
  summary: string,
  body: string,
  days: number,
  topics: string[],
  authorKey: string,
  image: unknown,
): PageSpec {
  const publishDate = isoFromReference(days, 9, 30);
  return {
    key,
    slug,
    displayName: title,
    contentTypeId: CONTENT_TYPE.newsArticle,
    title,
    description: summary,
    fields: {
      title,
      summary,
      publishDate,
      topics: topics.map(taxonomyValue),
      image,
      author: link(entryId('website', authorKey)),
      body,
    },
    created: isoFromReference(days - 3, 14),
    published: publishDate,
  };
}

export function fixedNews(img: ImagePool): PageSpec[] {
  return [
    article(
      FIXED_NEWS_KEYS.annualReport,
      'annual-report-2025-published',
      'Annual report 2025 published',
      'A record year for visits, learning and the seed bank: our annual report and accounts are now available.',
      html(
        para(
          `Our Annual Report and Accounts for 2025 are published today. It was a record year for ${ORG.name}, with more visits, more school pupils and more seed collections than ever before.`,
        ),
        ul(['562,000 visits to the garden', '31,400 pupils in learning sessions', '214 new seed collections']),
        p(
          `${strong('Read the report:')} ${a(ANNUAL_REPORT_FILE, 'Annual Report and Accounts 2025 (PDF)')}, or see the summary on our ${a(PATHS.annualReport, 'annual report page')}.`,
        ),
      ),
      -122,
      [TOPIC.community, TOPIC.conservation],
      LEADERS[0].key,
      imageOf(img.scene(0), undefined, 'The Palm House.'),
    ),
    article(
      FIXED_NEWS_KEYS.websiteRelaunch,
      'a-new-look-for-our-website',
      'A new look for our website',
      'Our new website makes it easier to plan a visit, book events and find out about our research.',
      html(
        para(
          'Welcome to our new website. We have rebuilt it from the ground up to be faster, easier to use on a phone and accessible to everyone.',
        ),
        p(
          `You can now search all our news, events and people in one place from the ${a(PATHS.search, 'search page')}, and members can sign in to the ${a(PATHS.members, 'members’ area')}.`,
        ),
        `<p>We would love to hear what you think. <a href="${PATHS.contact}" ${UNSAFE_MARKUP_SAMPLES.onclick}>Send us your feedback</a> or <a ${UNSAFE_MARKUP_SAMPLES.javascriptHref}>take our short survey</a>.</p>`,
        UNSAFE_MARKUP_SAMPLES.script,
        para('Some older pages are still being moved across, so please bear with us if something is not quite where you expect it.'),
      ),
      -45,
      [TOPIC.community],
      'leader-operations',
      imageOf(img.scene(11)),
    ),
  ];
}
