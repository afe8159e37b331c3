// The website's hand-written pages: the fixed part of the node tree, whatever the pack size.
import { CONTENT_TYPE } from '../model/contentTypes';
import { entryId } from '../ids';
import { link } from '../model/entries';
import { heading, imageBlock, markup, quoteBlock } from '../model/composer';
import { imageOf } from '../media/library';
import { a, em, html, p, para, strong, ul } from '../text/markup';
import { ORG } from '../text/organisation';
import { isoFromReference } from '../dates';
import type { PageSpec, PageVariation } from '../model/pageTree';
import { welshCorePages } from '../text/welsh/corePages';
import type { ImagePool } from './imagePool';
import { ANNUAL_REPORT_FILE, PATHS } from './paths';
import { LEADERS, leaderName, leaderPath } from './leadership';
import { FIXED_NEWS_KEYS } from './fixedNews';

const P = 'website';
const id = (key: string): string => entryId(P, key);

const page = (
  key: string,
  slug: string,
  displayName: string,
  title: string,
  description: string,
  body: unknown[],
  created: number,
  extra: Partial<PageSpec> = {},
): PageSpec => ({
  key,
  slug,
  displayName,
  contentTypeId: CONTENT_TYPE.contentPage,
  title,
  description,
  fields: { title, summary: description, body },
  created: isoFromReference(created, 10),
  ...extra,
});

const listing = (
  key: string,
  slug: string,
  displayName: string,
  title: string,
  introduction: string,
  kind: string,
  listed: string | null,
  created: number,
): PageSpec => {
  const fields: Record<string, unknown> = { title, introduction, listing: kind };
  if (listed) fields.listedContentType = listed;
  return {
    key,
    slug,
    displayName,
    contentTypeId: CONTENT_TYPE.listingPage,
    title,
    description: introduction,
    fields,
    created: isoFromReference(created, 10),
  };
};

function aboutPages(img: ImagePool): PageSpec {
  const about = page(
    'about',
    'about',
    'About us',
    'About the garden',
    `Founded in ${ORG.founded}, ${ORG.name} is a public garden, a plant science institute and a registered charity.`,
    [
      heading('Who we are'),
      markup(
        html(
          para(
            `${ORG.name} cares for ${ORG.hectares} hectares of glasshouses, gardens and woodland on the west bank of the River Taff in ${ORG.city}. Our living collection holds around ${ORG.taxa} kinds of plant, and our herbarium and seed bank hold many more.`,
          ),
          para(
            `We are also home to the Millbrook Research Institute, where scientists study and protect the plants of Wales, from upland hay meadows to the rare whitebeams of the Brecon Beacons.`,
          ),
        ),
      ),
      imageBlock(imageOf(img.scene(4), undefined, 'The walled garden in late summer.')),
      heading('What we do'),
      markup(
        html(
          ul([
            `${strong('Grow')} plants from around the world, and keep rare Welsh plants safe in cultivation`,
            `${strong('Research')} plant diversity, plant health and the effects of a changing climate`,
            `${strong('Share')} what we know with schools, families, communities and decision makers`,
            `${strong('Welcome')} everyone to a green space in the heart of the city, free of charge`,
          ]),
        ),
      ),
      quoteBlock(
        'A botanic garden is a promise to the future: we look after plants today so that people can enjoy, study and depend on them tomorrow.',
        `Dr ${leaderName(LEADERS[0])}, Director`,
      ),
      heading('Find out more'),
      markup(
        p(
          `Read about ${a(PATHS.history, 'our history')}, meet the ${a(PATHS.leadership, 'leadership team')} or download our ${a(PATHS.annualReport, 'latest annual report')}.`,
        ),
      ),
    ],
    -900,
    {
      versionNo: 4,
      published: isoFromReference(-120, 9),
      draft: {
        title: 'About Millbrook Botanic Garden',
        description: `Since ${ORG.founded}, ${ORG.name} has been a public garden, a centre for plant science and a charity for everyone in ${ORG.city}.`,
        fields: {
          title: 'About Millbrook Botanic Garden',
          summary: `Since ${ORG.founded}, ${ORG.name} has been a public garden, a centre for plant science and a charity for everyone in ${ORG.city}.`,
        },
        daysLater: 90,
      },
    },
  );
  about.children = [
    page(
      'history',
      'history',
      'Our history',
      'Our history',
      'From a Victorian physic garden to a modern research institute: more than 135 years of Millbrook.',
      [
        heading(`A physic garden for the city (${ORG.founded}–1900)`),
        markup(
          html(
            para(
              `Millbrook began in ${ORG.founded} as the Cardiff Physic Garden, laid out by the botanist Dr Margaret Lloyd-Evans on four hectares of river meadow to grow medicinal plants for the city’s new infirmary and its students.`,
            ),
            p(
              `The garden grew quickly. The great ${strong('Palm House')}, built in ${ORG.palmHouseBuilt} from cast iron and Welsh glass, was paid for by public subscription and opened with a crowd of eight thousand people.`,
            ),
          ),
        ),
        imageBlock(imageOf(img.scene(0), undefined, `The Palm House, opened in ${ORG.palmHouseBuilt}.`)),
        heading('Two wars and a long recovery (1914–1960)'),
        markup(
          html(
            para(
              'During both world wars the lawns were dug for vegetables and the glasshouses went unheated. Many tender plants were lost, but gardeners saved cuttings of the most important collections in their own homes.',
            ),
            para(
              'After 1945 the garden was slowly replanted, and in 1952 it took the name Millbrook after the stream that once ran through the site.',
            ),
          ),
        ),
        heading(`Science comes to Millbrook (${ORG.instituteFounded}–today)`),
        markup(
          html(
            para(
              `The Millbrook Research Institute opened in ${ORG.instituteFounded}, bringing the herbarium and a small team of botanists onto the site. The Welsh Native Seed Bank followed in ${ORG.seedBankFounded}.`,
            ),
            p(
              `Today the garden welcomes more than half a million visitors a year, and its scientists work across Wales and beyond. ${a(PATHS.research, 'Explore our research')}.`,
            ),
          ),
        ),
        quoteBlock(
          'Let it be a garden for the whole town, where the labourer and the scholar may walk together.',
          'Dr Margaret Lloyd-Evans, founder, 1889',
        ),
      ],
      -880,
      { versionNo: 2 },
    ),
    page(
      'leadership-team',
      'leadership-team',
      'Leadership team',
      'Leadership team',
      'The people who lead the garden, the Research Institute and the charity.',
      [
        markup(
          html(
            para(`${ORG.name} is governed by a board of trustees and run day to day by a leadership team of six.`),
            ul(LEADERS.map((l) => `${a(leaderPath(l), `${l.honorific ? `${l.honorific} ` : ''}${leaderName(l)}`)}, ${l.jobTitle}`)),
          ),
        ),
        heading('Board of trustees'),
        markup(
          html(
            para(
              'Our trustees are volunteers who bring experience from science, education, finance, law and the voluntary sector. The board meets four times a year and publishes its minutes online.',
            ),
            p(`To contact the Chair of Trustees, please write to the Director’s office via our ${a(PATHS.contact, 'contact page')}.`),
          ),
        ),
      ],
      -860,
      { versionNo: 3, published: isoFromReference(-210, 10) },
    ),
    page(
      'annual-report',
      'annual-report',
      'Annual report',
      'Annual report 2025',
      'Our review of the year: visitors, science, learning, conservation and finances.',
      [
        markup(
          html(
            p(
              `Our ${a(ANNUAL_REPORT_FILE, 'Annual Report and Accounts 2025 (PDF)')} sets out what we achieved in the last year and how we used the money entrusted to us.`,
            ),
            p(`${strong('Highlights of the year')}`),
            ul([
              '562,000 visits to the garden, our highest ever',
              '31,400 school pupils taking part in learning sessions',
              '214 new seed collections added to the Welsh Native Seed Bank',
              `${ORG.volunteers} volunteers giving more than 48,000 hours`,
            ]),
          ),
        ),
        quoteBlock(
          'It was a year of records, but what matters most is the difference the garden makes to the people and plants of Wales.',
          `Dr ${leaderName(LEADERS[0])}, Director`,
        ),
        markup(para('Previous annual reports are available on request.')),
      ],
      -150,
    ),
    page(
      'staff-handbook',
      'staff-handbook',
      'Staff handbook',
      'Staff handbook',
      'Practical information for staff and volunteers: policies, safety and who to ask.',
      [
        markup(
          html(
            para('This page is only visible to signed-in members of staff.'),
            ul([
              'Working hours, leave and absence',
              'Health and safety in the glasshouses and on the estate',
              'Using garden vehicles and machinery',
              'Safeguarding children and adults at risk',
              'Expenses and purchasing',
            ]),
            para('The full, up-to-date handbook and all policies are on the staff intranet.'),
          ),
        ),
      ],
      -600,
      { restrictedTo: ['Staff'], includeInSearch: false },
    ),
  ];
  return about;
}

function visitPages(img: ImagePool): PageSpec {
  const visit = page(
    'visit',
    'visit',
    'Visit',
    'Visit the garden',
    'Everything you need to plan your visit: opening times, prices, travel and accessibility.',
    [
      heading('Opening times'),
      markup(
        p(
          `The garden is open every day except 24 to 26 December, from 10am to 5pm (4pm from November to February). See full ${a(PATHS.openingTimes, 'opening times')}.`,
        ),
      ),
      heading('Admission'),
      markup(
        html(
          para('Entry to the garden is free. The Palm House, Temperate House and Alpine House have a combined glasshouse ticket:'),
          ul(['Adults £6', 'Children (5–16) £3; under-5s free', 'Carers free', 'Members free']),
        ),
      ),
      imageBlock(imageOf(img.scene(2), undefined, 'The arboretum in autumn.')),
      heading('Food, shop and facilities'),
      markup(
        html(
          para(
            'The Courtyard Café serves hot food, cakes and local produce from 10am until an hour before closing. Our shop sells plants grown in the garden nursery, books and gifts.',
          ),
          p(`Find out ${a(PATHS.gettingHere, 'how to get here')} and about ${a(PATHS.accessibility, 'accessibility')}.`),
        ),
      ),
    ],
    -880,
    {
      versionNo: 5,
      published: isoFromReference(-60, 9),
    },
  );
  visit.children = [
    page(
      'opening-times',
      'opening-times',
      'Opening times',
      'Opening times',
      'The garden is open every day except 24 to 26 December.',
      [
        markup(
          html(
            p(strong('March to October')),
            ul(['Garden: 10am to 5pm (last entry 4.15pm)', 'Glasshouses: 10am to 4.30pm', 'Courtyard Café: 10am to 4pm']),
            p(strong('November to February')),
            ul(['Garden: 10am to 4pm (last entry 3.15pm)', 'Glasshouses: 10am to 3.30pm', 'Courtyard Café: 10am to 3pm']),
            p(
              `The garden closes early on some evenings for events such as ${em('Winter Lights')}. Check ${a(PATHS.events, 'what’s on')} before you travel.`,
            ),
          ),
        ),
      ],
      -870,
      {
        versionNo: 6,
        published: isoFromReference(-240, 9),
        draft: {
          description: 'Winter opening hours apply from 1 November: the garden is open 10am to 4pm.',
          fields: { summary: 'Winter opening hours apply from 1 November: the garden is open 10am to 4pm.' },
          daysLater: 230,
        },
      },
    ),
    page(
      'getting-here',
      'getting-here',
      'Getting here',
      'Getting here',
      `We are on the west bank of the River Taff, two miles north of ${ORG.city} city centre.`,
      [
        markup(
          html(
            p(`${strong('Address:')} ${ORG.address}`),
            p(strong('By bus')),
            para(
              'Buses 25 and 61 stop at Millbrook Lane, a two-minute walk from the Main Gate. They run every 15 minutes from the city centre during the day.',
            ),
            p(strong('By train')),
            para(
              'Llandaff North station is a ten-minute walk away. From Cardiff Central, allow about 35 minutes to walk along the Taff Trail.',
            ),
            p(strong('By bike')),
            para('The Taff Trail runs past the garden. There are covered cycle racks inside the Main Gate.'),
            p(strong('By car')),
            para(
              'Our small car park fills early at weekends; it has 12 Blue Badge spaces and electric vehicle chargers. Please consider coming by public transport.',
            ),
          ),
        ),
        imageBlock(imageOf(img.scene(15), undefined, 'The riverside path by the Main Gate.')),
      ],
      -870,
      { versionNo: 3 },
    ),
    page(
      'accessibility',
      'accessibility',
      'Accessibility',
      'Accessibility',
      'We want everyone to enjoy the garden. Here is what to expect and how we can help.',
      [
        markup(
          html(
            ul([
              'Step-free routes link all main areas of the garden and all three glasshouses',
              'Mobility scooters and wheelchairs can be borrowed free of charge; please book ahead',
              'Accessible toilets at the Main Gate, Courtyard Café and Learning Centre, and a Changing Places toilet in the Learning Centre',
              'Quiet hours on Tuesday mornings, with reduced noise and fewer groups',
              'Assistance dogs are welcome everywhere in the garden',
              'Large-print and audio guides from the welcome desk, and British Sign Language tours every month',
            ]),
            p(`If you have any questions, please ${a(PATHS.contact, 'contact us')} before your visit.`),
          ),
        ),
      ],
      -860,
      { versionNo: 2 },
    ),
  ];
  return visit;
}

function researchPages(img: ImagePool): PageSpec {
  const research = page(
    'research',
    'research',
    'Research',
    'Research at Millbrook',
    'Our scientists study and protect the plants of Wales, and share what they find.',
    [
      markup(
        para(
          `The Millbrook Research Institute was founded in ${ORG.instituteFounded}. Today around forty scientists, technicians and students work in four areas.`,
        ),
      ),
      markup(
        html(
          ul([
            `${a(PATHS.conservationScience, 'Conservation science')}: saving rare plants and restoring habitats`,
            `${a(PATHS.plantHealth, 'Plant health')}: tracking pests and diseases and finding resistant trees`,
            `${a(PATHS.climateAndEcology, 'Climate and ecology')}: how plants respond to a changing climate`,
            `${a(PATHS.collections, 'Collections')}: the herbarium and the Welsh Native Seed Bank`,
          ]),
        ),
      ),
      imageBlock(imageOf(img.scene(12), undefined, 'Seed collections in the cold room.')),
    ],
    -850,
    { versionNo: 2 },
  );
  const section = (key: string, slug: string, name: string, summary: string, body: string, scene: number): PageSpec =>
    page(key, slug, name, name, summary, [markup(body), imageBlock(imageOf(img.scene(scene)))], -840);
  research.children = [
    section(
      'research-conservation',
      'conservation-science',
      'Conservation science',
      'Saving rare plants and bringing back the habitats they depend on.',
      html(
        para(
          'We hold living and seed collections of almost every threatened plant in Wales, and we work with landowners to return them to the wild.',
        ),
        para('Our current projects are listed below.'),
      ),
      1,
    ),
    section(
      'research-plant-health',
      'plant-health',
      'Plant health',
      'Tracking tree pests and diseases, and finding trees that resist them.',
      html(
        para(
          'New pests and diseases threaten our trees and wild plants. We monitor them with the help of volunteers and look for plants that can resist them.',
        ),
      ),
      2,
    ),
    section(
      'research-climate',
      'climate-and-ecology',
      'Climate and ecology',
      'How plants and habitats respond to a changing climate.',
      html(
        para(
          'Long-term records from the garden and from field sites across Wales show how plants are responding to warmer, wetter seasons.',
        ),
      ),
      13,
    ),
    {
      ...section(
        'research-collections',
        'collections',
        'Collections',
        'The herbarium and the Welsh Native Seed Bank: our reference collections.',
        html(
          p(
            `Our scientific collections are used by researchers around the world. Explore the ${a(PATHS.herbarium, 'herbarium')} and the ${a(PATHS.seedBank, 'seed bank')}.`,
          ),
        ),
        7,
      ),
      children: [
        {
          ...section(
            'research-herbarium',
            'herbarium',
            'Herbarium',
            `${ORG.herbariumSpecimens} pressed plant specimens, collected over more than two centuries.`,
            html(
              para(
                `The herbarium holds ${ORG.herbariumSpecimens} specimens, including the finest collection of Welsh plants anywhere. Researchers can visit by appointment.`,
              ),
            ),
            7,
          ),
          children: [
            page(
              'research-digitising',
              'digitising-the-herbarium',
              'Digitising the herbarium',
              'Digitising the herbarium',
              'Volunteers are photographing every specimen so the collection can be searched online.',
              [
                heading('Why digitise?'),
                markup(
                  para(
                    'Every specimen records a plant at one place and time. Photographed and transcribed, the collection becomes a dataset that anyone can use to study how plants have changed.',
                  ),
                ),
                heading('How you can help'),
                markup(
                  p(
                    `No experience is needed to transcribe labels, and you can do it from home. ${a(PATHS.volunteering, 'Find out about volunteering')}.`,
                  ),
                ),
                quoteBlock(
                  'Transcribing labels is strangely addictive — you never know whose handwriting you will find next.',
                  'Herbarium volunteer',
                ),
              ],
              -500,
            ),
          ],
        },
        section(
          'research-seed-bank',
          'seed-bank',
          'Seed bank',
          `The Welsh Native Seed Bank has safeguarded wild plant seed since ${ORG.seedBankFounded}.`,
          html(
            para(
              'Seed is cleaned, dried and stored at minus twenty degrees, where most species stay viable for decades. The bank holds seed of more than 1,100 Welsh plant species.',
            ),
          ),
          12,
        ),
      ],
    },
  ];
  return research;
}

function supportPages(img: ImagePool): PageSpec {
  const support = page(
    'support-us',
    'support-us',
    'Support us',
    'Support the garden',
    'Entry to the garden is free. Your support keeps it that way.',
    [
      markup(
        html(
          para(
            `${ORG.name} is a registered charity (number ${ORG.charityNumber}). Most of our income comes from members, donors, grants and the money visitors spend in our café and shop.`,
          ),
          ul([
            `${a(PATHS.membership, 'Become a member')} from £4 a month`,
            `${a(PATHS.volunteering, 'Volunteer')} with our gardeners, scientists or learning team`,
            'Leave a gift in your will',
          ]),
        ),
      ),
      imageBlock(imageOf(img.scene(16))),
    ],
    -800,
    { versionNo: 2 },
  );
  support.children = [
    page(
      'membership',
      'membership',
      'Membership',
      'Membership',
      'Free glasshouse entry, members’ events and our magazine, from £4 a month.',
      [
        markup(
          html(
            ul([
              'Free entry to all glasshouses',
              'Four issues a year of the members’ magazine',
              'Members-only tours and previews',
              '10% off in the shop, café and on courses',
            ]),
            p(`Already a member? ${a(PATHS.members, 'Sign in to the members’ area')}.`),
            p(`To join, call ${ORG.phone} or email ${a(`mailto:${ORG.membershipEmail}`, ORG.membershipEmail)}.`),
          ),
        ),
      ],
      -790,
    ),
    page(
      'volunteering',
      'volunteering',
      'Volunteering',
      'Volunteering',
      `${ORG.volunteers} volunteers help in every part of the garden. Could you join them?`,
      [
        markup(
          html(
            para(
              'We have roles for gardeners, guides, herbarium transcribers, seed cleaners, family trail helpers and more. No experience is needed and full training is given.',
            ),
            p(`To register your interest, email ${a(`mailto:${ORG.email}`, ORG.email)} with the kind of role you are looking for.`),
          ),
        ),
      ],
      -790,
    ),
  ];
  return support;
}

function membersPages(img: ImagePool): PageSpec {
  const members = page(
    'members',
    'members',
    'Members’ area',
    'Members’ area',
    'Welcome back. Here you will find the members’ magazine and bookable members-only tours.',
    [markup(html(para('Thank you for supporting the garden. This area is only available to signed-in members.')))],
    -700,
    { restrictedTo: true, includeInSearch: false },
  );
  members.children = [
    page(
      'members-magazine',
      'members-magazine',
      'Members’ magazine',
      'Members’ magazine: autumn issue',
      'In this issue: the Palm House roof appeal, a year in the seed bank and the best trees for small gardens.',
      [
        markup(
          html(
            para('Our autumn issue looks back at a record summer and ahead to the winter programme.'),
            ul([
              'The Palm House roof appeal: how you helped',
              'A year in the seed bank',
              'Ten trees for small gardens',
              'Members’ photography competition winners',
            ]),
          ),
        ),
        imageBlock(imageOf(img.scene(0))),
      ],
      -60,
    ),
    page(
      'behind-the-scenes-tours',
      'behind-the-scenes-tours',
      'Behind-the-scenes tours',
      'Members’ behind-the-scenes tours',
      'Monthly tours of the nursery, seed bank and herbarium, for members only.',
      [
        markup(
          html(
            para('Tours run on the first Saturday of each month and last about ninety minutes. Places are limited to twelve.'),
            p(`To book, email ${a(`mailto:${ORG.membershipEmail}`, ORG.membershipEmail)} with your membership number.`),
          ),
        ),
      ],
      -300,
    ),
  ];
  return members;
}

export function websiteCorePages(img: ImagePool): PageSpec {
  const home: PageSpec = {
    key: 'home',
    slug: '',
    displayName: 'Home',
    contentTypeId: CONTENT_TYPE.homePage,
    title: ORG.name,
    description: `A garden for everyone and a home for plant science in the heart of ${ORG.city}.`,
    fields: {
      title: ORG.name,
      introduction: `A garden for everyone and a home for plant science in the heart of ${ORG.city}. Explore ${ORG.hectares} hectares of glasshouses, borders and woodland, and discover how our scientists are working to protect the plants of Wales.`,
      heroImage: imageOf(img.scene(0)),
      featuredLinks: [
        link(id('visit')),
        link(id('events')),
        link(id('research')),
        link(id('support-us')),
        link(id(FIXED_NEWS_KEYS.annualReport)),
      ],
    },
    created: isoFromReference(-900, 9),
    published: isoFromReference(-30, 9),
    versionNo: 7,
  };
  home.children = [
    aboutPages(img),
    visitPages(img),
    listing(
      'news',
      'news',
      'News',
      'News',
      'The latest stories from the garden, our science and our community.',
      'news',
      CONTENT_TYPE.newsArticle,
      -880,
    ),
    listing(
      'events',
      'events',
      'What’s on',
      'What’s on',
      'Talks, tours, workshops, festivals and family days at the garden.',
      'events',
      CONTENT_TYPE.event,
      -880,
    ),
    listing(
      'people',
      'people',
      'Our people',
      'Our people',
      'Meet the gardeners, scientists and staff who look after Millbrook.',
      'people',
      CONTENT_TYPE.person,
      -880,
    ),
    researchPages(img),
    supportPages(img),
    page(
      'contact',
      'contact',
      'Contact us',
      'Contact us',
      'How to reach us by phone, email or post.',
      [
        markup(
          html(
            p(`${strong('Address:')} ${ORG.address}`),
            p(`${strong('Phone:')} ${ORG.phone} (9am to 5pm, Monday to Friday)`),
            p(`${strong('Email:')} ${a(`mailto:${ORG.email}`, ORG.email)}`),
            p(`${strong('Press enquiries:')} ${a(`mailto:${ORG.pressEmail}`, ORG.pressEmail)}`),
            para(
              'We aim to reply to all messages within three working days. We welcome correspondence in Welsh and will reply in Welsh without delay.',
            ),
          ),
        ),
      ],
      -880,
    ),
    {
      ...listing('search', 'search', 'Search', 'Search the site', 'Search pages, news, events and people.', 'search', null, -880),
      includeInMenu: false,
    },
    membersPages(img),
    page(
      'privacy',
      'privacy',
      'Privacy notice',
      'Privacy notice',
      'How we collect, use and protect your personal information.',
      [
        markup(
          html(
            para(`${ORG.fullName} is the data controller for personal information collected through this website.`),
            para(
              'We use your information to provide the services you ask for, such as membership, bookings and newsletters, and we never sell it. You can ask to see, correct or delete the information we hold about you at any time.',
            ),
            p(`Questions about privacy? Contact our data protection lead via ${a(PATHS.contact, 'our contact page')}.`),
          ),
        ),
      ],
      -700,
      { includeInMenu: false, includeInSearch: false },
    ),
    page(
      'cookies',
      'cookies',
      'Cookies',
      'Cookies',
      'The cookies this website uses and how to control them.',
      [
        markup(
          html(
            para(
              'We use a small number of cookies: some are essential to keep you signed in, and others (only with your consent) help us understand how the site is used.',
            ),
            ul([
              'Essential: sign-in and security',
              'Preferences: remembering your language',
              'Analytics: anonymous usage statistics (optional)',
            ]),
          ),
        ),
      ],
      -700,
      { includeInMenu: false, includeInSearch: false },
    ),
  ];
  return withVariations(home, welshCorePages(img));
}

/** Each page with a variation in `variations` (by page key) gains it. */
function withVariations(page: PageSpec, variations: Record<string, PageVariation>): PageSpec {
  const own = variations[page.key];
  return {
    ...page,
    ...(own ? { variations: [...(page.variations ?? []), own] } : {}),
    ...(page.children ? { children: page.children.map((child) => withVariations(child, variations)) } : {}),
  };
}
