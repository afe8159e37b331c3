// Staff biographies and job titles by department.
import type { Random } from '../random';
import type { Department } from '../model/taxonomy';
import { ORG } from './organisation';
import { html, para } from './markup';
import { HOBBIES, PLANT_GROUPS, PREVIOUS_ORGANISATIONS } from './vocabulary';

const JOB_TITLES: Record<Department, readonly string[]> = {
  directorate: ['Executive Assistant to the Director', 'Governance Officer', 'Strategy and Planning Manager'],
  horticulture: [
    'Senior Gardener',
    'Glasshouse Supervisor',
    'Arboretum Curator',
    'Apprentice Gardener',
    'Kitchen Garden Lead',
    'Nursery Manager',
  ],
  science: [
    'Research Scientist',
    'Seed Bank Technician',
    'Herbarium Curator',
    'Postdoctoral Researcher',
    'Molecular Ecologist',
    'Biodiversity Data Manager',
    'Plant Health Scientist',
  ],
  learning: ['Schools Programme Officer', 'Community Engagement Officer', 'Adult Learning Coordinator', 'Wellbeing Programme Lead'],
  visitorExperience: ['Visitor Experience Manager', 'Visitor Services Assistant', 'Events Coordinator', 'Volunteer Coordinator'],
  development: ['Membership Manager', 'Trusts and Grants Officer', 'Individual Giving Manager', 'Corporate Partnerships Officer'],
  communications: ['Digital Content Editor', 'Press and PR Officer', 'Graphic Designer', 'Marketing Manager'],
  finance: ['Finance Manager', 'Facilities Manager', 'IT Manager', 'HR Adviser', 'Health and Safety Officer'],
};

const EXPERTISE: Record<Department, readonly string[]> = {
  directorate: ['charity governance', 'long-term planning', 'partnerships across the heritage sector'],
  horticulture: [
    'growing plants from wild-collected seed',
    'the care of veteran trees',
    'glasshouse climate control',
    'organic fruit and vegetable growing',
  ],
  science: ['seed biology', 'conservation genetics', 'plant taxonomy', 'the ecology of upland grasslands', 'tree pests and diseases'],
  learning: ['outdoor learning', 'working with community groups', 'family programmes', 'learning for wellbeing'],
  visitorExperience: ['welcoming visitors', 'running large events', 'supporting volunteers', 'accessible visits'],
  development: ['fundraising', 'building relationships with supporters', 'grant applications'],
  communications: ['storytelling', 'digital publishing', 'press relations', 'design for print and web'],
  finance: ['keeping a historic site running', 'budgets and reporting', 'looking after staff and volunteers'],
};

export function writeBio(rng: Random, firstName: string, jobTitle: string, department: Department, referenceYear: number): string {
  const joined = referenceYear - rng.int(1, 22);
  const focus = rng.pick(EXPERTISE[department]);
  const sentences = [
    para(
      `${firstName} joined ${ORG.shortName} in ${joined} and is our ${jobTitle}. ${firstName}’s work focuses on ${focus}${department === 'science' ? `, with a particular interest in ${rng.pick(PLANT_GROUPS)}` : ''}.`,
    ),
    para(
      `Before coming to the garden, ${firstName} worked for ${rng.pick(PREVIOUS_ORGANISATIONS)}${rng.chance(0.5) ? ` and studied ${rng.pick(['botany', 'ecology', 'horticulture', 'geography', 'history', 'business', 'environmental science'])} at university` : ''}.`,
    ),
    para(`Outside work, ${firstName} ${rng.pick(HOBBIES)}.`),
  ];
  return html(...sentences);
}

export function jobTitleFor(rng: Random, department: Department): string {
  return rng.pick(JOB_TITLES[department]);
}
