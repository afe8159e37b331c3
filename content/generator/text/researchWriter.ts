// Research project pages: composer bodies mixing headings, markup, an image and a quote.
import type { ComposerItem } from '../../../contract';
import type { Random } from '../random';
import { a, html, para, ul } from './markup';
import { cap, count, listOf } from './grammar';
import { speaker } from './peopleNames';
import { FUNDERS, HABITATS, PARTNERS, PLANT_GROUPS, PLANTS, REGIONS, TREE_THREATS } from './vocabulary';
import { PATHS } from '../website/paths';

export type ResearchArea = 'conservation' | 'plantHealth' | 'climate';

export const RESEARCH_AREAS: readonly ResearchArea[] = ['conservation', 'plantHealth', 'climate'];

export interface ResearchCopy {
  title: string;
  summary: string;
  body: ComposerItem[];
}

interface Idea {
  title: string;
  summary: string;
  aims: string[];
}

function idea(rng: Random, area: ResearchArea): Idea {
  const habitat = rng.pick(HABITATS);
  const region = rng.pick(REGIONS);
  const group = rng.pick(PLANT_GROUPS);
  if (area === 'conservation') {
    const plant = rng.pick(PLANTS.filter((p) => p.origin.includes('Welsh') || p.origin.includes('British') || p.origin.includes('Brecon')));
    return rng.pick<Idea>([
      {
        title: `Restoring ${habitat} in ${region}`,
        summary: `Working with landowners to bring back ${habitat} using seed of local origin.`,
        aims: [
          `map the remaining fragments of ${habitat}`,
          'collect and bank seed from each fragment',
          'trial sowing and grazing methods on restored plots',
        ],
      },
      {
        title: `Seed conservation of ${group}`,
        summary: `Banking seed from every known Welsh population of ${group}.`,
        aims: ['locate and survey wild populations', 'collect seed under licence', 'test germination and long-term viability'],
      },
      {
        title: `Bringing back the ${plant.common} in ${region}`,
        summary: `A reintroduction programme for the ${plant.common}, grown at the garden from wild seed.`,
        aims: ['grow young plants from banked seed', 'choose planting sites with partners', 'monitor survival over ten years'],
      },
    ]);
  }
  if (area === 'plantHealth') {
    const threat = rng.pick(TREE_THREATS);
    const disease = threat.name;
    const tree = rng.pick(threat.trees);
    return rng.pick<Idea>([
      {
        title: `Resistance to ${disease} in ${tree}`,
        summary: `Finding and propagating ${tree} trees that tolerate ${disease}.`,
        aims: [
          'survey trees across Wales with citizen scientists',
          'sample and propagate healthy individuals',
          'test offspring under controlled conditions',
        ],
      },
      {
        title: `Early warning for ${disease}`,
        summary: `Developing simple tests that detect ${disease} before symptoms appear.`,
        aims: ['collect samples from nurseries and woodland', 'develop DNA-based screening', 'train nursery staff to use the test'],
      },
      {
        title: `Soil health in ${habitat}`,
        summary: `How soil fungi and bacteria help plants in ${habitat} resist disease.`,
        aims: ['sequence soil communities at twenty sites', 'link soil life to plant health', 'advise land managers on soil care'],
      },
    ]);
  }
  return rng.pick<Idea>([
    {
      title: `Flowering times of ${group}`,
      summary: `Using decades of garden records to see how ${group} respond to warmer seasons.`,
      aims: ['digitise historic flowering notebooks', 'combine records with weather data', 'publish an open dataset'],
    },
    {
      title: `${cap(habitat)} under a changing climate`,
      summary: `Long-term plots in ${region} show how ${habitat} are changing.`,
      aims: ['re-survey plots first recorded in the 1970s', 'measure changes in species and soil', 'model likely change by 2050'],
    },
    {
      title: `Carbon storage in ${habitat}`,
      summary: `Measuring how much carbon ${habitat} in ${region} hold, and how restoration changes it.`,
      aims: [
        'take soil cores across restored and unrestored sites',
        'measure carbon and root growth',
        'share methods with other restoration projects',
      ],
    },
  ]);
}

export function writeResearchProject(rng: Random, area: ResearchArea, image: unknown): ResearchCopy {
  const i = idea(rng, area);
  const years = rng.int(2, 6);
  const partners = rng.sample(PARTNERS, 2);
  const body: ComposerItem[] = [
    { type: 'heading', value: 'About the project' },
    {
      type: 'markup',
      value: html(
        para(
          `${i.summary} The project began ${count(rng.int(1, 4))} years ago and will run for ${count(years)} more, led by scientists at the garden with help from volunteers and partners.`,
        ),
        para(
          rng.pick([
            'Results are shared openly so that other gardens, land managers and policy makers can use them.',
            'Much of the fieldwork depends on volunteers, who record data using simple, well-tested methods.',
            'The work builds on collections and records held at the garden, some of them more than a century old.',
          ]),
        ),
      ),
    },
    { type: 'image', value: image },
    { type: 'heading', value: 'What we are doing' },
    { type: 'markup', value: html(para('Over the course of the project we will:'), ul(i.aims.map((aim) => aim))) },
    {
      type: 'quote',
      value: {
        text: rng.pick([
          'The questions we ask here matter well beyond the garden wall.',
          'Good conservation starts with careful observation, and that takes time.',
          'Every season of data makes the picture clearer.',
        ]),
        source: speaker(rng, 'project lead'),
      },
    },
    { type: 'heading', value: 'Partners and funding' },
    {
      type: 'markup',
      value: html(
        para(`We work with ${listOf(partners)}. The project is funded by ${rng.pick(FUNDERS)}.`),
        `<p>Want to know more? ${a(PATHS.contact, 'Contact the research team')}.</p>`,
      ),
    },
  ];
  return { title: i.title, summary: i.summary, body };
}
