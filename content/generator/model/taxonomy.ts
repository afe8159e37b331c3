// The taxonomy trees. Keys are stable ("0/1/2/3"); the last segment is the node's id.
import type { PackTaxonomyNode } from '../../../contract';

interface TermSpec {
  name: string;
  /** The Welsh name, where the project is bilingual. */
  cy?: string;
  children?: TermSpec[];
}

/** `welsh`: names are localised objects with their Welsh name (the website); else plain strings (the intranet). */
function build(key: string, spec: TermSpec, welsh: boolean): PackTaxonomyNode {
  const node: PackTaxonomyNode = { key, name: welsh && spec.cy ? { 'en-GB': spec.name, cy: spec.cy } : spec.name };
  if (spec.children?.length) node.children = spec.children.map((c, i) => build(`${key}/${i + 1}`, c, welsh));
  return node;
}

/** Terms as [English, Welsh] pairs. */
const terms = (...names: [string, string][]): TermSpec[] => names.map(([name, cy]) => ({ name, cy }));

export const TOPICS_KEY = '0/1';
export const EVENT_CATEGORIES_KEY = '0/2';
export const DEPARTMENTS_KEY = '0/3';

const DEPARTMENTS_SPEC: TermSpec = {
  name: 'Departments',
  cy: 'Adrannau',
  children: terms(
    ['Directorate', 'Cyfarwyddiaeth'],
    ['Horticulture', 'Garddwriaeth'],
    ['Science', 'Gwyddoniaeth'],
    ['Learning and Engagement', 'Dysgu ac Ymgysylltu'],
    ['Visitor Experience', 'Profiad Ymwelwyr'],
    ['Development', 'Datblygu'],
    ['Communications', 'Cyfathrebu'],
    ['Finance and Operations', 'Cyllid a Gweithrediadau'],
  ),
};

const WEBSITE_SPEC: TermSpec = {
  name: 'Root',
  cy: 'Gwraidd',
  children: [
    {
      name: 'Topics',
      cy: 'Pynciau',
      children: [
        {
          name: 'Conservation',
          cy: 'Cadwraeth',
          children: terms(
            ['Seed banking', 'Bancio hadau'],
            ['Habitat restoration', 'Adfer cynefinoedd'],
            ['Endangered species', 'Rhywogaethau mewn perygl'],
          ),
        },
        {
          name: 'Horticulture',
          cy: 'Garddwriaeth',
          children: terms(['Glasshouses', 'Tai gwydr'], ['Kitchen garden', 'Gardd lysiau'], ['Trees and arboretum', 'Coed a’r ardd goed']),
        },
        {
          name: 'Science',
          cy: 'Gwyddoniaeth',
          children: terms(
            ['Plant health', 'Iechyd planhigion'],
            ['Climate change', 'Newid hinsawdd'],
            ['Herbarium and collections', 'Llysieufa a chasgliadau'],
          ),
        },
        {
          name: 'Learning',
          cy: 'Dysgu',
          children: terms(['Schools', 'Ysgolion'], ['Families', 'Teuluoedd'], ['Adult courses', 'Cyrsiau i oedolion']),
        },
        {
          name: 'Community',
          cy: 'Cymuned',
          children: terms(['Volunteering', 'Gwirfoddoli'], ['Membership', 'Aelodaeth'], ['Wellbeing', 'Llesiant']),
        },
      ],
    },
    {
      name: 'Event categories',
      cy: 'Mathau o ddigwyddiad',
      children: terms(
        ['Talks', 'Sgyrsiau'],
        ['Workshops', 'Gweithdai'],
        ['Family days', 'Diwrnodau i’r teulu'],
        ['Tours', 'Teithiau tywys'],
        ['Festivals', 'Gwyliau'],
        ['Exhibitions', 'Arddangosfeydd'],
        ['Courses', 'Cyrsiau'],
      ),
    },
    DEPARTMENTS_SPEC,
  ],
};

/** The website's taxonomy: every term named in English and Welsh. */
export const websiteTaxonomy = (): PackTaxonomyNode => build('0', WEBSITE_SPEC, true);

/** Named keys the generators use, so a renamed term cannot silently break a link. */
export const TOPIC = {
  conservation: '0/1/1',
  seedBanking: '0/1/1/1',
  habitatRestoration: '0/1/1/2',
  endangeredSpecies: '0/1/1/3',
  horticulture: '0/1/2',
  glasshouses: '0/1/2/1',
  kitchenGarden: '0/1/2/2',
  trees: '0/1/2/3',
  science: '0/1/3',
  plantHealth: '0/1/3/1',
  climate: '0/1/3/2',
  collections: '0/1/3/3',
  learning: '0/1/4',
  schools: '0/1/4/1',
  families: '0/1/4/2',
  adultCourses: '0/1/4/3',
  community: '0/1/5',
  volunteering: '0/1/5/1',
  membership: '0/1/5/2',
  wellbeing: '0/1/5/3',
} as const;

export type EventCategory = 'talks' | 'workshops' | 'familyDays' | 'tours' | 'festivals' | 'exhibitions' | 'courses';

export const EVENT_CATEGORY: Record<EventCategory, string> = {
  talks: '0/2/1',
  workshops: '0/2/2',
  familyDays: '0/2/3',
  tours: '0/2/4',
  festivals: '0/2/5',
  exhibitions: '0/2/6',
  courses: '0/2/7',
};

export type Department =
  'directorate' | 'horticulture' | 'science' | 'learning' | 'visitorExperience' | 'development' | 'communications' | 'finance';

const DEPARTMENT_ORDER: readonly Department[] = [
  'directorate',
  'horticulture',
  'science',
  'learning',
  'visitorExperience',
  'development',
  'communications',
  'finance',
];

/** Department keys under `root` ("0/3" on the website, "0/2" on the intranet). */
export function departmentKey(department: Department, root: string): string {
  return `${root}/${DEPARTMENT_ORDER.indexOf(department) + 1}`;
}

export const INTRANET_TOPICS_KEY = '0/1';
export const INTRANET_DEPARTMENTS_KEY = '0/2';

export const STAFF_TOPIC = {
  announcements: '0/1/1',
  people: '0/1/2',
  it: '0/1/3',
  facilities: '0/1/4',
  safety: '0/1/5',
  social: '0/1/6',
} as const;

const plainTerms = (...names: string[]): TermSpec[] => names.map((name) => ({ name }));

export const intranetTaxonomy = (): PackTaxonomyNode =>
  build(
    '0',
    {
      name: 'Root',
      children: [
        {
          name: 'Staff news topics',
          children: plainTerms('Announcements', 'People', 'IT and systems', 'Facilities', 'Health and safety', 'Social'),
        },
        DEPARTMENTS_SPEC,
      ],
    },
    false,
  );
