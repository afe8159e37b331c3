// Template-built news stories for the garden. Each theme writes a title, summary, a few
// paragraphs of body markup and picks matching topics, so large packs stay readable.
import type { Random } from '../random';
import { ORG } from './organisation';
import { a, em, html, p, para, strong, ul } from './markup';
import { cap, count, money, thousands } from './grammar';
import { speaker } from './peopleNames';
import {
  FUNDERS,
  GARDEN_AREAS,
  HABITATS,
  PARTNERS,
  PLANT_GROUPS,
  PLANTS,
  REGIONS,
  SCHOOL_GROUPS,
  SEASONS,
  TREE_THREATS,
  VOLUNTEER_ROLES,
} from './vocabulary';
import { TOPIC } from '../model/taxonomy';
import { PATHS } from '../website/paths';
import { fundingCy, volunteeringCy, type WelshCopy } from './welsh/news';

export interface NewsCopy {
  title: string;
  summary: string;
  body: string;
  topics: string[];
  imageCaption: string;
  /** Words that suit the story's picture (matched against image keywords). */
  imageHints: string[];
  /** The story in Welsh, for the themes written in both languages. */
  welsh?: WelshCopy;
}

export interface NewsContext {
  /** Season of the publish date, so stories match the time of year. */
  season: (typeof SEASONS)[number];
  year: number;
}

type Theme = (rng: Random, ctx: NewsContext) => NewsCopy;

/** British style: “Quoted sentence,” says someone. */
const quote = (text: string, who: string): string => para(`“${text.replace(/[.!]$/, ',')}” says ${who}.`);

const flowering: Theme = (rng, ctx) => {
  const plant = rng.pick(PLANTS);
  const years = rng.int(3, 40);
  const weeks = rng.int(2, 6);
  const title = rng.pick([
    `${cap(plant.common)} flowers in the ${plant.house}`,
    `Rare ${plant.common} in bloom at ${ORG.shortName}`,
    `First flowers in ${years} years for our ${plant.common}`,
  ]);
  return {
    title,
    summary: `The ${plant.origin} ${plant.common} is in flower in the ${plant.house}, and our gardeners expect the display to last around ${count(weeks)} weeks.`,
    body: html(
      p(
        `Visitors to the ${plant.house} this ${ctx.season} can see something our horticulture team have waited ${count(years)} years for: the ${plant.common}, ${em(plant.latin)}, has come into flower.`,
      ),
      para(
        `The plant came to ${ORG.shortName} as ${rng.pick(['a seedling', 'a small cutting', 'seed', 'a gift from another garden'])} in ${ctx.year - years} and has been grown on behind the scenes before moving to its current spot. Flowering depends on light, warmth and patience in roughly equal measure, and this year all three came together.`,
      ),
      quote(
        rng.pick([
          'We check it every morning before we open. Seeing the first bud open was a real moment for the whole team.',
          'It is a plant that rewards patience. We changed very little — we simply gave it time and kept the conditions steady.',
          'Every flowering teaches us something new about how to grow it, and we share those notes with gardens across the world.',
        ]),
        speaker(rng, 'glasshouse supervisor'),
      ),
      p(
        `The ${plant.house} is open every day${/House$/.test(plant.house) ? ' and is included in glasshouse admission' : ' and free to visit'}. Please check our ${a(PATHS.openingTimes, 'opening times')} before you travel, as the display may change at short notice.`,
      ),
    ),
    topics:
      plant.origin.includes('native') || plant.origin.includes('Welsh')
        ? [TOPIC.horticulture, TOPIC.endangeredSpecies]
        : [TOPIC.horticulture, TOPIC.glasshouses],
    imageCaption: `The ${plant.common} in the ${plant.house}.`,
    imageHints: [plant.house, 'glasshouse'],
  };
};

const seedBank: Theme = (rng, ctx) => {
  const n = rng.int(12, 140);
  const region = rng.pick(REGIONS);
  const groups = rng.sample(PLANT_GROUPS, 3);
  return {
    title: rng.pick([
      `Seed bank secures ${n} new collections from ${region}`,
      `${cap(count(n))} new seed collections for the Welsh Native Seed Bank`,
    ]),
    summary: `Collecting teams brought back seed of ${n} wild plant populations from ${region} this ${ctx.season}, including ${groups[0]} that were missing from the bank.`,
    body: html(
      para(
        `Our seed bank team spent ${rng.pick(['six', 'eight', 'ten', 'twelve'])} weeks in ${region}, working with landowners and ${rng.pick(PARTNERS)} to collect seed from ${count(n)} wild populations. Each collection is cleaned, counted, dried and stored at minus twenty degrees, where most seed stays viable for decades.`,
      ),
      p(`Highlights of this year’s collecting include:`),
      ul(groups.map((g) => `${cap(g)} from ${rng.pick(REGIONS)}`)),
      quote(
        rng.pick([
          'A seed collection is an insurance policy. If a population is lost, we can help bring it back with plants of the right local origin.',
          'Much of this work relies on volunteers who spend hours cleaning seed by hand. We could not do it without them.',
        ]),
        speaker(rng, 'seed bank manager'),
      ),
      p(
        `You can read more about how the bank works on our ${a(PATHS.seedBank, 'seed bank page')}, or see it for yourself on a ${a(PATHS.events, 'behind-the-scenes tour')}.`,
      ),
    ),
    topics: [TOPIC.conservation, TOPIC.seedBanking],
    imageCaption: 'Seed collections being sorted before drying.',
    imageHints: ['seed bank'],
  };
};

const restoration: Theme = (rng) => {
  const habitat = rng.pick(HABITATS);
  const region = rng.pick(REGIONS);
  const hectares = rng.int(2, 60);
  const volunteers = rng.int(20, 180);
  return {
    title: rng.pick([`Volunteers help restore ${habitat} in ${region}`, `${cap(habitat)} return to ${region}`]),
    summary: `${cap(count(volunteers))} volunteers joined our restoration team to bring back ${hectares} hectares of ${habitat} in ${region}.`,
    body: html(
      para(
        `Over the past year ${count(volunteers)} volunteers have worked alongside ${rng.pick(PARTNERS)} to restore ${hectares} hectares of ${habitat} in ${region}. The work combines seed from our own collections with careful management of grazing, drainage and scrub.`,
      ),
      para(
        `${cap(habitat)} once covered far more of Wales than they do today. Restoring them helps pollinators, birds and the people who live nearby, and stores carbon in the soil for the long term.`,
      ),
      quote(
        rng.pick([
          'Restoration is slow work, but the first flowering season after sowing tells us we are on the right track.',
          'The local knowledge of farmers and volunteers is just as important as the science.',
        ]),
        speaker(rng, 'restoration ecologist'),
      ),
      p(`If you would like to take part, find out about ${a(PATHS.volunteering, 'volunteering with us')}.`),
    ),
    topics: [TOPIC.habitatRestoration, TOPIC.volunteering],
    imageCaption: `Volunteers at work in ${region}.`,
    imageHints: ['meadow', 'heathland', 'riverside'],
  };
};

const plantHealth: Theme = (rng) => {
  const threat = rng.pick(TREE_THREATS);
  const disease = threat.name;
  const tree = rng.pick(threat.trees);
  const region = rng.pick(REGIONS);
  const sites = rng.int(20, 400);
  return {
    title: rng.pick([
      `Scientists track ${disease} across ${region}`,
      `New survey of ${disease} in ${tree} trees`,
      `How healthy are the ${tree} trees of ${region}?`,
    ]),
    summary: `Our plant health team has surveyed ${sites} sites to map the spread of ${disease} and find trees that may resist it.`,
    body: html(
      para(
        `${cap(disease)} is one of the most serious threats to trees in Britain. This year our plant health scientists, supported by citizen scientists, recorded the condition of ${tree} trees at ${sites} sites across ${region}.`,
      ),
      p(
        `The survey data are shared openly and help land managers decide where to act first. Trees that stay healthy while their neighbours decline are ${strong('sampled and propagated')} at the garden, so that their resilience can be studied and, in time, planted out.`,
      ),
      quote(
        'Early detection makes a real difference. Every report from a member of the public adds to the picture.',
        speaker(rng, 'plant health scientist'),
      ),
      p(`Read more about our ${a(PATHS.plantHealth, 'plant health research')}.`),
    ),
    topics: [TOPIC.science, TOPIC.plantHealth],
    imageCaption: `Recording the condition of ${tree} trees.`,
    imageHints: ['trees', 'arboretum'],
  };
};

const climate: Theme = (rng, ctx) => {
  const group = rng.pick(PLANT_GROUPS);
  const years = rng.int(20, 60);
  return {
    title: rng.pick([
      `What a warmer ${ctx.season} means for ${group}`,
      `${cap(count(years))} years of flowering records reveal a changing ${ctx.season}`,
    ]),
    summary: `Flowering records kept by ${ORG.shortName} gardeners since ${ctx.year - years} show ${group} responding to warmer, wetter seasons.`,
    body: html(
      para(
        `For ${count(years)} years, gardeners at ${ORG.shortName} have noted the date that key plants first flower. Put together, those notebooks form one of the longest records of its kind in Wales.`,
      ),
      para(
        `Our scientists compared the records with local weather data and found that many ${group} now flower and set seed earlier than they did a generation ago. Some species are keeping pace with the change; others may be falling out of step with the insects that pollinate them.`,
      ),
      quote(
        'Long-term records like these are only possible because people kept writing things down, year after year.',
        speaker(rng, 'research scientist'),
      ),
      p(`The full dataset is described in our ${a(PATHS.annualReport, 'annual report')}.`),
    ),
    topics: [TOPIC.science, TOPIC.climate],
    imageCaption: `A ${ctx.season} view across the garden.`,
    imageHints: [ctx.season],
  };
};

const herbarium: Theme = (rng) => {
  const n = rng.int(10, 120) * 1000;
  return {
    title: rng.pick([
      `Herbarium volunteers pass ${thousands(n)} digitised specimens`,
      `Hidden histories in the herbarium: ${rng.pick(PLANT_GROUPS)}`,
      `Forgotten specimens from ${rng.pick(REGIONS)} found in the herbarium`,
    ]),
    summary: `Volunteers have now photographed and transcribed ${thousands(n)} pressed specimens, making them searchable online for researchers worldwide.`,
    body: html(
      para(
        `The ${ORG.shortName} herbarium holds ${ORG.herbariumSpecimens} pressed plant specimens, some collected more than two hundred years ago. Since the digitisation project began, volunteers have photographed and transcribed ${thousands(n)} of them.`,
      ),
      para(
        `Each label records where and when a plant was found, and often by whom. Together they show how the flora of Wales has changed and where rare plants once grew.`,
      ),
      quote(
        rng.pick([
          'Every sheet is a small time capsule. We regularly find notes, letters and even pressed insects tucked between the pages.',
          'Researchers on four continents have already used the images this year.',
        ]),
        speaker(rng, 'herbarium curator'),
      ),
      p(`Find out more about ${a(PATHS.digitising, 'digitising the herbarium')}.`),
    ),
    topics: [TOPIC.collections, TOPIC.volunteering],
    imageCaption: 'Specimen sheets in the herbarium.',
    imageHints: ['herbarium'],
  };
};

const learning: Theme = (rng, ctx) => {
  const pupils = rng.int(300, 4000);
  const group = rng.pick(SCHOOL_GROUPS);
  return {
    title: rng.pick([
      `${thousands(pupils)} pupils explore the garden this ${ctx.season}`,
      `Outdoor science lessons for ${group} this ${ctx.season}`,
    ]),
    summary: `Our learning team welcomed ${thousands(pupils)} young people from ${group} for hands-on plant science this ${ctx.season}.`,
    body: html(
      para(
        `This ${ctx.season} our learning team ran sessions for ${thousands(pupils)} learners from ${group} across south Wales. Activities ranged from pond dipping and seed dissection to measuring trees in the arboretum.`,
      ),
      para(
        `Sessions are linked to the Curriculum for Wales and are free for schools in areas of high deprivation, thanks to support from ${rng.pick(FUNDERS)}.`,
      ),
      quote('Nothing beats the moment a child sees a seed they planted come up through the soil.', speaker(rng, 'learning officer')),
      p(`Teachers can book visits through our ${a(PATHS.contact, 'contact page')}.`),
    ),
    topics: [TOPIC.learning, TOPIC.schools],
    imageCaption: 'A school group in the garden.',
    imageHints: ['meadow', 'lily pond', 'kitchen garden'],
  };
};

const funding: Theme = (rng) => {
  const amount = rng.int(2, 95) * 5000;
  const funder = rng.pick(FUNDERS);
  const goal = rng.pick([
    'restore the Victorian Palm House',
    'expand the seed bank',
    'open a sensory garden',
    'train young gardeners',
    'digitise the herbarium',
    'plant a new community orchard',
    'create step-free paths through the woodland garden',
  ]);
  const years = rng.int(2, 5);
  return {
    welsh: fundingCy(amount, funder, goal, years),
    title: `${money(amount)} awarded to ${goal}`,
    summary: `A grant of ${money(amount)} from ${funder} will help us ${goal} over the next ${count(years)} years.`,
    body: html(
      para(
        `We are delighted to announce a grant of ${money(amount)} from ${funder}. The award will help us ${goal}, a project that has been on our wish list for some time.`,
      ),
      para(
        `Work will begin in the coming months and will be planned so that as much of the garden as possible stays open. We will share updates here as the project progresses.`,
      ),
      quote('This support makes a lasting difference to the garden and to everyone who visits it.', `the Director of ${ORG.name}`),
      p(`Projects like this depend on our supporters. Find out how you can ${a(PATHS.supportUs, 'support the garden')}.`),
    ),
    topics: [TOPIC.community, TOPIC.membership],
    imageCaption: 'Part of the garden that will benefit from the grant.',
    imageHints: ['Palm House', 'walled garden', 'orchard'],
  };
};

const seasonal: Theme = (rng, ctx) => {
  const areas = rng.sample(GARDEN_AREAS, 4);
  return {
    title: `${cap(ctx.season)} highlights: ${count(areas.length)} places to visit in the garden`,
    summary: `From the ${areas[0]} to the ${areas[3]}, our gardeners pick the best of ${ctx.season} at ${ORG.shortName}.`,
    body: html(
      para(
        `Every season brings something different to the garden. We asked our gardeners where they would take a friend this ${ctx.season}.`,
      ),
      ul(
        areas.map(
          (area) =>
            `${strong(cap(area))}: ${rng.pick([
              'best first thing in the morning, before it gets busy',
              'look out for the new planting near the entrance',
              'a quiet spot with benches and long views',
              'full of colour and scent at this time of year',
              'ask the volunteers here about what is in flower',
            ])}`,
        ),
      ),
      p(`Plan your day with our ${a(PATHS.visit, 'visitor information')}, and pick up a free seasonal trail at the welcome desk.`),
    ),
    topics: [TOPIC.horticulture, TOPIC.families],
    imageCaption: `The garden in ${ctx.season}.`,
    imageHints: [ctx.season],
  };
};

const wellbeing: Theme = (rng) => {
  const weeks = rng.int(6, 12);
  const people = rng.int(40, 400);
  return {
    title: rng.pick([
      `Green prescriptions: ${weeks}-week gardening course returns`,
      `Growing together in the ${rng.pick(GARDEN_AREAS)}`,
      `${cap(count(people))} people join our wellbeing walks`,
    ]),
    summary: `Our ${weeks}-week gardening-for-wellbeing course has now welcomed ${people} people referred by local health teams.`,
    body: html(
      para(
        `Time outdoors and among plants is good for us. Our wellbeing programme offers ${count(weeks)}-week courses of gentle gardening, walking and conversation for people referred by GP surgeries and community health teams.`,
      ),
      para(
        `So far ${people} people have taken part. Many have gone on to become ${rng.pick(VOLUNTEER_ROLES)}, and some now help to run the sessions themselves.`,
      ),
      quote(
        'It gave me a reason to get out of the house every week, and I have made friends I would never otherwise have met.',
        'a course participant',
      ),
      p(`Sessions are free. To find out more, please ${a(PATHS.contact, 'get in touch')}.`),
    ),
    topics: [TOPIC.community, TOPIC.wellbeing],
    imageCaption: 'A wellbeing gardening session in the kitchen garden.',
    imageHints: ['kitchen garden', 'walks'],
  };
};

const volunteering: Theme = (rng) => {
  const hours = rng.int(8, 60) * 1000;
  const role = rng.pick(VOLUNTEER_ROLES);
  const season = rng.pick(SEASONS);
  const titles = [
    `Thank you to our volunteers for a record ${season}`,
    `Volunteers give ${thousands(hours)} hours to the garden`,
    `We are looking for new ${role}`,
  ];
  const titleIndex = rng.int(0, titles.length - 1);
  return {
    welsh: volunteeringCy(hours, role, season, titleIndex),
    title: titles[titleIndex],
    summary: `Last year volunteers gave ${thousands(hours)} hours to ${ORG.shortName} — and we are recruiting new ${role}.`,
    body: html(
      para(
        `From weeding borders to cleaning seed, welcoming visitors and transcribing herbarium labels, our volunteers gave ${thousands(hours)} hours to the garden last year.`,
      ),
      para(`We are now recruiting ${role}. No experience is needed: full training is given, and you can choose the days that suit you.`),
      p(`Read about ${a(PATHS.volunteering, 'volunteering at the garden')} and apply online.`),
    ),
    topics: [TOPIC.community, TOPIC.volunteering],
    imageCaption: 'Volunteers in the walled garden.',
    imageHints: ['walled garden', 'kitchen garden'],
  };
};

const THEMES: readonly Theme[] = [
  flowering,
  seedBank,
  restoration,
  plantHealth,
  climate,
  herbarium,
  learning,
  funding,
  seasonal,
  wellbeing,
  volunteering,
];

export function writeNews(rng: Random, ctx: NewsContext): NewsCopy {
  return rng.pick(THEMES)(rng, ctx);
}

export function seasonOf(iso: string): (typeof SEASONS)[number] {
  const month = new Date(iso).getUTCMonth();
  return month >= 2 && month <= 4 ? 'spring' : month >= 5 && month <= 7 ? 'summer' : month >= 8 && month <= 10 ? 'autumn' : 'winter';
}
