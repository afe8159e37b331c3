// Template-built event listings: a title per category, matching venue, times, price and a
// short description with practical details.
import type { Random } from '../random';
import type { EventCategory } from '../model/taxonomy';
import { ORG } from './organisation';
import { a, html, p, para, strong, ul } from './markup';
import { cap, money } from './grammar';
import { clockTime, longDate } from '../dates';
import { PATHS } from '../website/paths';
import type { EventChoices } from './welsh/festivals';

export interface Venue {
  name: string;
  lat: number;
  lon: number;
}

const onSite = (name: string, dLat: number, dLon: number): Venue => ({
  name,
  lat: ORG.location.lat + dLat,
  lon: ORG.location.lon + dLon,
});

const VENUES = {
  lectureTheatre: onSite('Lecture Theatre, Science Wing', 0.0009, 0.0011),
  learningCentre: onSite('Learning Centre', -0.0006, 0.0004),
  pottingShed: onSite('Potting Shed Studio', -0.0011, -0.0007),
  kitchenGarden: onSite('Walled Kitchen Garden', -0.0014, 0.0016),
  greatLawn: onSite('Great Lawn', 0.0003, -0.0012),
  woodlandGarden: onSite('Woodland Garden', 0.0021, -0.0019),
  mainGate: onSite('Main Gate', 0, 0),
  palmHouse: onSite('Palm House', 0.0012, -0.0004),
  seedBank: onSite('Seed Bank reception', 0.0016, 0.0013),
  stableGallery: onSite('Stable Gallery', -0.0003, 0.0009),
  courtyard: onSite('Courtyard Café Terrace', 0.0001, 0.0005),
  orchard: { name: 'Llandaff Fields community orchard', lat: 51.4921, lon: -3.2087 },
  wetlands: { name: 'Cardiff Bay wetlands boardwalk', lat: 51.4597, lon: -3.1664 },
  roathLake: { name: 'Roath Park lake pavilion', lat: 51.5057, lon: -3.1716 },
} as const satisfies Record<string, Venue>;

/** A title, optionally limited to the months (1-12) it makes sense in, or held off site. */
type Titled = string | { title: string; months: readonly number[]; venue?: Venue };

const WARM = [4, 5, 6, 7, 8, 9] as const;

interface CategoryPlan {
  titles: readonly Titled[];
  venues: readonly Venue[];
  prices: readonly number[];
  /** [startHour, startMinute, durationMinutes] options */
  times: ReadonlyArray<readonly [number, number, number]>;
  /** Multi-day events: extra days added to the end date. */
  extraDays?: readonly [number, number];
  audience: string;
  intro: readonly string[];
}

const PLANS: Record<EventCategory, CategoryPlan> = {
  talks: {
    titles: [
      'Evening talk: the secret life of seeds',
      'Evening talk: saving Wales’s rarest plants',
      'Evening talk: plants in a changing climate',
      'Evening talk: a history of the Palm House',
      'Evening talk: botanical explorers of the Victorian age',
      'Evening talk: what lichens tell us about clean air',
      'Evening talk: gardening for pollinators',
      { title: 'Evening talk: the science of autumn colour', months: [9, 10, 11] },
      'Evening talk: trees, fungi and the wood wide web',
      'Evening talk: medicinal plants through the ages',
    ],
    venues: [VENUES.lectureTheatre],
    prices: [6, 8, 10],
    times: [
      [18, 30, 90],
      [19, 0, 75],
    ],
    audience: 'adults and older teenagers',
    intro: [
      'One of our scientists shares new research in an informal talk, followed by time for questions.',
      'Join us after hours for an illustrated talk and conversation with the people behind the work.',
    ],
  },
  workshops: {
    titles: [
      'Willow weaving workshop',
      'Botanical illustration workshop',
      { title: 'Winter pruning for fruit trees', months: [12, 1, 2] },
      'Propagation for beginners',
      { title: 'Make a wildlife pond', months: [3, 4, 5, 6, 7, 8, 9] },
      { title: 'Natural dyes from garden plants', months: [5, 6, 7, 8, 9] },
      { title: 'Seed saving workshop', months: [8, 9, 10] },
      { title: 'Wreath making with foraged greenery', months: [11, 12] },
      { title: 'Container gardening for small spaces', months: [3, 4, 5, 6] },
      'Dry stone walling taster day',
      { title: 'Orchard pruning day', months: [12, 1, 2], venue: VENUES.orchard },
    ],
    venues: [VENUES.pottingShed, VENUES.learningCentre, VENUES.kitchenGarden],
    prices: [25, 35, 42.5, 48],
    times: [
      [10, 0, 180],
      [13, 30, 180],
      [10, 0, 360],
    ],
    audience: 'adults; no experience needed',
    intro: [
      'A practical, hands-on session led by one of our gardeners. All tools and materials are provided.',
      'Learn a new skill in a small, friendly group and take home something you have made.',
    ],
  },
  familyDays: {
    titles: [
      { title: 'Bug hunt in the woodland garden', months: WARM },
      'Family trail: seeds on the move',
      'Family trail: giants of the Palm House',
      { title: 'Spooky plants family trail', months: [10] },
      { title: 'Minibeast safari', months: WARM },
      { title: 'Pond dipping for families', months: WARM },
      { title: 'Build a bird box', months: [10, 11, 12, 1, 2, 3] },
      'Story trail in the woodland garden',
      { title: 'Pond dipping at Roath Park lake', months: WARM, venue: VENUES.roathLake },
    ],
    venues: [VENUES.greatLawn, VENUES.woodlandGarden, VENUES.learningCentre],
    prices: [0, 3.5, 5],
    times: [
      [10, 0, 360],
      [11, 0, 240],
    ],
    audience: 'families with children aged 3 to 11',
    intro: [
      'Drop in for a day of outdoor discovery for all the family.',
      'Explore the garden together with trails, crafts and activities led by our learning team.',
    ],
  },
  tours: {
    titles: [
      'Guided tour: highlights of the glasshouses',
      'Behind the scenes: the seed bank',
      'Behind the scenes: the herbarium',
      { title: 'Birdsong walk in the woodland garden', months: [3, 4, 5, 6] },
      'Tree tour of the arboretum',
      'Guided tour: the walled garden',
      'British Sign Language tour of the garden',
      'Glasshouse tour: plants of the tropics',
      { title: 'Wetland plants walk in Cardiff Bay', months: WARM, venue: VENUES.wetlands },
    ],
    venues: [VENUES.mainGate, VENUES.palmHouse, VENUES.seedBank],
    prices: [0, 6, 7.5],
    times: [
      [11, 0, 90],
      [14, 0, 90],
    ],
    audience: 'everyone; tours are suitable for ages 12 and over',
    intro: [
      'See the garden through the eyes of the people who care for it on a small guided tour.',
      'A rare chance to go behind the scenes and meet the team at work.',
    ],
  },
  festivals: {
    titles: [
      { title: 'Spring Plant Fair', months: [4, 5] },
      { title: 'Apple Day', months: [10] },
      { title: 'Orchid Festival', months: [2, 3] },
      { title: 'Winter Lights', months: [11, 12, 1] },
      { title: 'Seed Swap Sunday', months: [2, 3] },
      { title: 'Summer Meadow Festival', months: [6, 7] },
      { title: 'Food and Flowers Festival', months: [8] },
      { title: 'Harvest Weekend', months: [9] },
      { title: 'Snowdrop Week', months: [2] },
      { title: 'Community orchard wassail', months: [1], venue: VENUES.orchard },
    ],
    venues: [VENUES.greatLawn, VENUES.courtyard],
    prices: [0, 4.5, 6],
    times: [[10, 0, 420]],
    extraDays: [0, 2],
    audience: 'everyone',
    intro: [
      'Our much-loved seasonal festival returns, with stalls, talks, music and food from local producers.',
      'A celebration of the season across the whole garden, with something for every age.',
    ],
  },
  exhibitions: {
    titles: [
      'Botanical art from the archive',
      'Pressed: treasures of the herbarium',
      'Seeds of change',
      'Wild Wales: paintings of native flora',
      'Photography exhibition: the garden after dark',
      'Glass and leaf: the Palm House at 130',
    ],
    venues: [VENUES.stableGallery],
    prices: [0],
    times: [[10, 0, 420]],
    extraDays: [30, 90],
    audience: 'everyone; free with garden entry',
    intro: [
      'A new exhibition in the Stable Gallery, drawing on our collections and the work of local artists.',
      'Discover rarely seen objects from our archive and herbarium, displayed together for the first time.',
    ],
  },
  courses: {
    titles: [
      'Certificate in Practical Horticulture',
      'Introduction to plant identification',
      'Botanical Latin for gardeners',
      'Garden design foundation course',
      'Wildflower identification for surveyors',
      'Fruit growing through the year',
    ],
    venues: [VENUES.learningCentre],
    prices: [95, 145, 180, 240],
    times: [
      [10, 0, 300],
      [18, 30, 120],
    ],
    extraDays: [42, 70],
    audience: 'adults who want to build skills over several weeks',
    intro: [
      'A structured course of weekly sessions combining short lectures with practical work in the garden.',
      'Build your knowledge step by step with expert tutors and plenty of time outdoors.',
    ],
  },
};

export const EVENT_CATEGORIES: readonly EventCategory[] = [
  'talks',
  'workshops',
  'familyDays',
  'tours',
  'festivals',
  'exhibitions',
  'courses',
];

export interface EventCopy {
  title: string;
  summary: string;
  body: string;
  venue: Venue;
  price: number;
  startHour: number;
  startMinute: number;
  durationMinutes: number;
  extraDays: number;
}

const titleOf = (t: Titled): string => (typeof t === 'string' ? t : t.title);
const fitsMonth = (t: Titled, month: number): boolean => typeof t === 'string' || t.months.includes(month);

/** Picks title, venue, price and times for an event starting in `month` (1-12). */
export function planEvent(rng: Random, category: EventCategory, month: number): Omit<EventCopy, 'summary' | 'body'> {
  const plan = PLANS[category];
  const inSeason = plan.titles.filter((t) => fitsMonth(t, month));
  const picked = rng.pick(inSeason.length > 0 ? inSeason : plan.titles);
  const title = titleOf(picked);
  const [startHour, startMinute, durationMinutes] = rng.pick(plan.times);
  const venue = typeof picked !== 'string' && picked.venue ? picked.venue : rng.pick(plan.venues);
  return {
    title,
    venue,
    price: rng.pick(plan.prices),
    startHour,
    startMinute,
    durationMinutes,
    extraDays: plan.extraDays ? rng.int(plan.extraDays[0], plan.extraDays[1]) : 0,
  };
}

const CLOSING_NOTES = [
  'Please wear sensible shoes and bring clothing suitable for the weather, as part of the event takes place outdoors.',
  'Tea, coffee and cake are available from the Courtyard Café throughout the day.',
  'Spaces for wheelchair users and carers are available; please let us know your needs when you book.',
] as const;

export function describeEvent(
  rng: Random,
  category: EventCategory,
  e: Omit<EventCopy, 'summary' | 'body'>,
  from: string,
  to: string,
): { summary: string; body: string; choices: EventChoices } {
  const plan = PLANS[category];
  const summaryIntro = rng.int(0, plan.intro.length - 1);
  const bodyIntro = rng.int(0, plan.intro.length - 1);
  const when =
    e.extraDays > 0
      ? `from ${longDate(from)} to ${longDate(to)}, ${clockTime(from)} to ${clockTime(to)} each day`
      : `on ${longDate(from)}, ${clockTime(from)} to ${clockTime(to)}`;
  const price = e.price === 0 ? 'Free' : `${money(e.price)} per person`;
  const summary = `${plan.intro[summaryIntro]} ${cap(when)}.`;
  const closing = rng.int(0, CLOSING_NOTES.length - 1);
  const body = html(
    para(`${plan.intro[bodyIntro]} The event runs ${when} at the ${e.venue.name}.`),
    ul([
      `${strong('Who it is for:')} ${plan.audience}`,
      `${strong('Price:')} ${price}${e.price > 0 ? ' (members receive 10% off)' : ''}`,
      `${strong('Booking:')} ${e.price === 0 && category !== 'tours' ? 'no need to book, just drop in' : 'booking is essential as places are limited'}`,
    ]),
    para(CLOSING_NOTES[closing]),
    p(
      `Plan your journey with our ${a(PATHS.gettingHere, 'travel information')} and read about ${a(PATHS.accessibility, 'accessibility at the garden')}.`,
    ),
  );
  return { summary, body, choices: { summaryIntro, bodyIntro, closing } };
}
