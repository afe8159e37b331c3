// A copy of the demo pack with what the guide's recipes show: a `plant` content type and three plants, at
// /plants/{slug} under a node of their own (no entry: the static /plants listing stands there), and the editors'
// words for the static page at /visit/plan-your-day (a content page's entry at a node of that path).
import fs from 'node:fs';
import path from 'node:path';
import { copyDemoPack } from '../../integration/support/site';

const plantType = {
  id: 'plant',
  projectId: 'website',
  name: { 'en-GB': 'Plant' },
  dataFormat: 'entry',
  entryTitleField: 'commonName',
  entryDescriptionField: 'latinName',
  defaultLanguage: 'en-GB',
  supportedLanguages: ['en-GB'],
  enabled: true,
  fields: [
    { id: 'commonName', name: { 'en-GB': 'Common name' }, dataType: 'string', validations: { required: {} } },
    { id: 'latinName', name: { 'en-GB': 'Latin name' }, dataType: 'string' },
    { id: 'habitat', name: { 'en-GB': 'Habitat' }, dataType: 'string' },
    { id: 'flowering', name: { 'en-GB': 'Flowering' }, dataType: 'string' },
    { id: 'description', name: { 'en-GB': 'Description' }, dataType: 'string', dataFormat: 'html' },
  ],
};

export interface FixturePlant {
  slug: string;
  commonName: string;
  latinName: string;
  habitat: string;
  flowering: string;
}

export const PLANTS: FixturePlant[] = [
  { slug: 'foxglove', commonName: 'Foxglove', latinName: 'Digitalis purpurea', habitat: 'woodland', flowering: 'June to September' },
  { slug: 'marsh-marigold', commonName: 'Marsh marigold', latinName: 'Caltha palustris', habitat: 'wetland', flowering: 'March to May' },
  { slug: 'ox-eye-daisy', commonName: 'Ox-eye daisy', latinName: 'Leucanthemum vulgare', habitat: 'meadow', flowering: 'May to September' },
];

const entryOf = (plant: FixturePlant, index: number) => ({
  commonName: plant.commonName,
  latinName: plant.latinName,
  habitat: plant.habitat,
  flowering: plant.flowering,
  description: `<p>${plant.commonName} grows in the garden's ${plant.habitat} beds.</p>`,
  entryTitle: plant.commonName,
  entryDescription: plant.latinName,
  sys: { id: `plant-${index + 1}`, projectId: 'website', contentTypeId: 'plant', dataFormat: 'entry', language: 'en-GB', slug: plant.slug },
});

/** A node of nodes.json as far as this file reads it. */
interface PackNode {
  slug: string;
  children?: unknown[];
  [field: string]: unknown;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The entry of the node at /visit/plan-your-day. */
export const PLAN_YOUR_DAY = {
  title: 'A day at Millbrook',
  summary: 'The gardeners’ own route for a first visit.',
  entryTitle: 'A day at Millbrook',
  entryDescription: 'The gardeners’ own route for a first visit.',
  sys: {
    id: 'plan-your-day',
    projectId: 'website',
    contentTypeId: 'contentPage',
    dataFormat: 'entry',
    language: 'en-GB',
    slug: 'plan-your-day',
  },
};

/** The pack's folder; remove it after the tests. */
export function plantPack(): string {
  const pack = copyDemoPack();
  const website = path.join(pack, 'website');
  const types = readJson<unknown[]>(path.join(website, 'content-types.json'));
  fs.writeFileSync(path.join(website, 'content-types.json'), JSON.stringify([...types, plantType]));
  fs.writeFileSync(path.join(website, 'entries', 'plants-0001.json'), JSON.stringify([...PLANTS.map(entryOf), PLAN_YOUR_DAY]));
  const root = readJson<{ children: PackNode[] }>(path.join(website, 'nodes.json'));
  const visit = root.children.find((node) => node.slug === 'visit');
  if (!visit) throw new Error('The demo pack has no /visit node');
  visit.children = [
    ...(visit.children ?? []),
    { id: 'node-plan-your-day', slug: 'plan-your-day', displayName: 'Plan your day', entryId: 'plan-your-day' },
  ];
  root.children.push({
    id: 'node-plants',
    slug: 'plants',
    displayName: 'Plants',
    includeInMenu: false,
    children: PLANTS.map((plant, index) => ({
      id: `node-plant-${index + 1}`,
      slug: plant.slug,
      displayName: plant.commonName,
      entryId: `plant-${index + 1}`,
    })),
  });
  fs.writeFileSync(path.join(website, 'nodes.json'), JSON.stringify(root));
  return pack;
}
