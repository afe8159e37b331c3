// The staff intranet's hand-written pages and key contacts.
import { CONTENT_TYPE } from '../model/contentTypes';
import { INTRANET_DEPARTMENTS_KEY, type Department } from '../model/taxonomy';
import { entryId } from '../ids';
import { link } from '../model/entries';
import { heading, imageBlock, markup, quoteBlock } from '../model/composer';
import { imageOf } from '../media/library';
import { a, html, p, para, strong, ul } from '../text/markup';
import { ORG } from '../text/organisation';
import { isoFromReference } from '../dates';
import { slugify } from '../slug';
import type { PageSpec } from '../model/pageTree';
import type { ImagePool } from '../website/imagePool';
import { personFields } from '../website/peopleSection';

const P = 'intranet';
const id = (key: string): string => entryId(P, key);

const page = (
  key: string,
  slug: string,
  displayName: string,
  summary: string,
  body: unknown[],
  created: number,
  extra: Partial<PageSpec> = {},
): PageSpec => ({
  key,
  slug,
  displayName,
  contentTypeId: CONTENT_TYPE.contentPage,
  title: displayName,
  description: summary,
  fields: { title: displayName, summary, body },
  created: isoFromReference(created, 9),
  ...extra,
});

interface Contact {
  key: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: Department;
  bio: string;
}

export const INTRANET_CONTACTS: readonly Contact[] = [
  {
    key: 'contact-hr',
    firstName: 'Carys',
    lastName: 'Howells',
    jobTitle: 'HR Adviser',
    department: 'finance',
    bio: 'Carys looks after recruitment, contracts, leave and wellbeing support for staff. Contact her about anything to do with your employment.',
  },
  {
    key: 'contact-it',
    firstName: 'Iolo',
    lastName: 'Parry',
    jobTitle: 'IT Manager',
    department: 'finance',
    bio: 'Iolo runs the IT helpdesk, the network and the garden’s systems. Log a ticket before calling if you can.',
  },
  {
    key: 'contact-facilities',
    firstName: 'Laura',
    lastName: 'Bennett',
    jobTitle: 'Facilities Manager',
    department: 'finance',
    bio: 'Laura is responsible for buildings, vehicles, security and room bookings across the estate.',
  },
  {
    key: 'contact-safety',
    firstName: 'Tariq',
    lastName: 'Rahman',
    jobTitle: 'Health and Safety Officer',
    department: 'finance',
    bio: 'Tariq coordinates risk assessments, first aid, fire safety and safety training.',
  },
];

export function intranetContactPages(img: ImagePool): PageSpec[] {
  return INTRANET_CONTACTS.map((c, i) => {
    const name = `${c.firstName} ${c.lastName}`;
    return {
      key: c.key,
      slug: slugify(name),
      displayName: name,
      contentTypeId: CONTENT_TYPE.person,
      title: name,
      description: c.jobTitle,
      fields: personFields({ ...c, bio: para(c.bio) }, INTRANET_DEPARTMENTS_KEY, img, i),
      created: isoFromReference(-500 + i, 9),
    };
  });
}

export function intranetCorePages(img: ImagePool): PageSpec {
  const home: PageSpec = {
    key: 'home',
    slug: '',
    displayName: 'Home',
    contentTypeId: CONTENT_TYPE.homePage,
    title: 'Millbrook staff intranet',
    description: 'News, policies and practical information for everyone who works at the garden.',
    fields: {
      title: 'Millbrook staff intranet',
      introduction: `News, policies and practical information for the ${ORG.staff} staff and ${ORG.volunteers} volunteers of ${ORG.name}.`,
      heroImage: imageOf(img.scene(0)),
      featuredLinks: [link(id('news')), link(id('policies')), link(id('it-and-systems')), link(id('health-and-safety'))],
    },
    created: isoFromReference(-600, 9),
    published: isoFromReference(-20, 9),
    versionNo: 3,
  };
  home.children = [
    {
      key: 'news',
      slug: 'news',
      displayName: 'Staff news',
      contentTypeId: CONTENT_TYPE.listingPage,
      title: 'Staff news',
      description: 'Announcements and updates from across the garden.',
      created: isoFromReference(-600, 9),
      fields: {
        title: 'Staff news',
        introduction: 'Announcements and updates from across the garden.',
        listing: 'news',
        listedContentType: CONTENT_TYPE.newsArticle,
      },
    },
    {
      ...page(
        'policies',
        'policies',
        'Policies',
        'HR and workplace policies for staff and volunteers.',
        [
          markup(
            para(
              'These policies apply to all staff. Volunteers should also read the volunteer handbook available from the volunteer coordinator.',
            ),
          ),
        ],
        -590,
      ),
      children: [
        page(
          'policy-annual-leave',
          'annual-leave',
          'Annual leave',
          'How much leave you get and how to book it.',
          [
            markup(
              html(
                ul([
                  'Full-time staff receive 27 days a year plus bank holidays, rising to 30 days after five years',
                  'Book leave through the HR system at least two weeks ahead',
                  'Up to five days can be carried over with your manager’s agreement',
                ]),
              ),
            ),
          ],
          -580,
          {
            draft: {
              description: 'How much leave you get and how to book it (updated for the new leave year).',
              fields: { summary: 'How much leave you get and how to book it (updated for the new leave year).' },
              daysLater: 200,
            },
          },
        ),
        page(
          'policy-expenses',
          'expenses',
          'Expenses',
          'What you can claim and how.',
          [
            markup(
              html(
                para('Claim travel, subsistence and small purchases through the finance system within three months, with receipts.'),
                ul([
                  'Mileage: 45p per mile',
                  'Rail: standard class, booked in advance where possible',
                  'Meals: up to £12 when working away for the day',
                ]),
              ),
            ),
          ],
          -580,
        ),
        page(
          'policy-hybrid-working',
          'hybrid-working',
          'Hybrid working',
          'When office-based staff may work from home.',
          [
            markup(
              para(
                'Office-based staff may work from home for up to two days a week by agreement with their manager. Garden, visitor and laboratory roles are site-based.',
              ),
            ),
          ],
          -400,
        ),
      ],
    },
    {
      ...page(
        'it-and-systems',
        'it-and-systems',
        'IT and systems',
        'Help with computers, Wi-Fi, printing and rooms.',
        [
          markup(
            p(
              `The IT helpdesk is open 8am to 5pm on weekdays. Call extension 2200 or email ${a('mailto:it@millbrook.example', 'it@millbrook.example')}.`,
            ),
          ),
        ],
        -590,
      ),
      children: [
        page(
          'it-wifi',
          'wifi-and-printing',
          'Wi-Fi and printing',
          'Connecting to staff Wi-Fi and using the printers.',
          [
            markup(
              html(
                ul([
                  'Staff Wi-Fi: sign in with your usual username and password',
                  'Printers are in the Science Wing, the Learning Centre and the main office',
                  'Colour printing needs a cost code',
                ]),
              ),
            ),
          ],
          -560,
        ),
        {
          ...page(
            'it-rooms',
            'booking-rooms',
            'Booking rooms',
            'How to book meeting rooms and the Lecture Theatre.',
            [
              markup(
                para(
                  'Book rooms through the calendar. The Lecture Theatre must be booked through the events team because it is also used for public events.',
                ),
              ),
            ],
            -560,
          ),
          children: [
            page(
              'it-meeting-rooms',
              'meeting-room-guide',
              'Meeting room guide',
              'Capacity and equipment in each meeting room.',
              [
                markup(
                  html(
                    ul([
                      `${strong('Oak Room')}: 12 people, screen and video calls`,
                      `${strong('Alder Room')}: 6 people, screen`,
                      `${strong('Lecture Theatre')}: 120 people, projector and hearing loop`,
                    ]),
                  ),
                ),
                imageBlock(imageOf(img.scene(1))),
              ],
              -540,
            ),
          ],
        },
        page(
          'it-cms-guide',
          'cms-editor-guide',
          'Website editor guide',
          'How to edit the public website (editors only).',
          [
            heading('Before you publish'),
            markup(
              html(
                ul([
                  'Write a clear summary: it appears in search results and listings',
                  'Add alternative text to every image',
                  'Ask a second editor to check anything about prices or opening times',
                ]),
              ),
            ),
            quoteBlock('If in doubt, leave it in draft and ask.', 'Digital team'),
          ],
          -300,
          { restrictedTo: ['Editors'] },
        ),
      ],
    },
    {
      ...page(
        'health-and-safety',
        'health-and-safety',
        'Health and safety',
        'Keeping staff, volunteers and visitors safe.',
        [
          markup(
            para('Report every accident and near miss the same day. Risk assessments for all regular tasks are held by team leaders.'),
          ),
        ],
        -590,
      ),
      children: [
        page(
          'safety-glasshouses',
          'glasshouse-safety',
          'Glasshouse safety',
          'Working safely in heat, at height and with chemicals.',
          [
            markup(
              html(
                ul([
                  'Drink water regularly and take breaks when the Palm House is above 30°C',
                  'Only trained staff may use the gantries',
                  'Pesticides may only be applied by certificated staff, outside opening hours',
                ]),
              ),
            ),
            imageBlock(imageOf(img.scene(2))),
          ],
          -580,
        ),
        page(
          'safety-first-aiders',
          'first-aiders',
          'First aiders',
          'Who the first aiders are and where to find kits.',
          [
            markup(
              para(
                'First aid kits are at the Main Gate, every glasshouse, the Learning Centre, the nursery and the Science Wing. A defibrillator is at the Main Gate.',
              ),
            ),
          ],
          -580,
        ),
      ],
    },
    {
      key: 'contacts',
      slug: 'contacts',
      displayName: 'Key contacts',
      contentTypeId: CONTENT_TYPE.listingPage,
      title: 'Key contacts',
      description: 'Who to ask about HR, IT, facilities and safety.',
      created: isoFromReference(-590, 9),
      fields: {
        title: 'Key contacts',
        introduction: 'Who to ask about HR, IT, facilities and safety.',
        listing: 'people',
        listedContentType: CONTENT_TYPE.person,
      },
    },
    {
      key: 'search',
      slug: 'search',
      displayName: 'Search',
      contentTypeId: CONTENT_TYPE.listingPage,
      title: 'Search the intranet',
      description: 'Search staff news, policies and guides.',
      created: isoFromReference(-590, 9),
      includeInMenu: false,
      fields: { title: 'Search the intranet', introduction: 'Search staff news, policies and guides.', listing: 'search' },
    },
  ];
  return home;
}
