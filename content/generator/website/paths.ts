// Paths of the website's fixed pages, used for links inside prose. The node tree in
// corePages.ts must produce exactly these (a test checks every internal link resolves).

export const PATHS = {
  home: '/',
  about: '/about',
  history: '/about/history',
  leadership: '/about/leadership-team',
  annualReport: '/about/annual-report',
  staffHandbook: '/about/staff-handbook',
  visit: '/visit',
  openingTimes: '/visit/opening-times',
  gettingHere: '/visit/getting-here',
  accessibility: '/visit/accessibility',
  news: '/news',
  events: '/events',
  people: '/people',
  research: '/research',
  conservationScience: '/research/conservation-science',
  plantHealth: '/research/plant-health',
  climateAndEcology: '/research/climate-and-ecology',
  collections: '/research/collections',
  herbarium: '/research/collections/herbarium',
  digitising: '/research/collections/herbarium/digitising-the-herbarium',
  seedBank: '/research/collections/seed-bank',
  supportUs: '/support-us',
  membership: '/support-us/membership',
  volunteering: '/support-us/volunteering',
  contact: '/contact',
  search: '/search',
  privacy: '/privacy',
  cookies: '/cookies',
  members: '/members',
  membersMagazine: '/members/members-magazine',
  behindTheScenes: '/members/behind-the-scenes-tours',
} as const;

export const ANNUAL_REPORT_FILE = '/asset-library/millbrook-annual-report-2025.pdf';
