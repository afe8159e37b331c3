// Generated staff profiles, attached under /people after the leadership team.
import type { PackNode } from '../../../contract';
import { CONTENT_TYPE } from '../model/contentTypes';
import { DEPARTMENTS_KEY, departmentKey, type Department } from '../model/taxonomy';
import { draftOf, makeEntry, taxonomyValue } from '../model/entries';
import { entryId, nodeId } from '../ids';
import { randomFor, type Random } from '../random';
import { SlugRegister, slugify } from '../slug';
import { isoFromReference, REFERENCE_DATE } from '../dates';
import { imageOf } from '../media/library';
import { jobTitleFor, writeBio } from '../text/bioWriter';
import { FIRST_NAMES, LAST_NAMES } from '../text/vocabulary';
import { LEADERS } from './leadership';
import { every, type SectionContext } from './sectionContext';
import type { ImagePool } from './imagePool';

const P = 'website';

export const personEntryId = (i: number): string => entryId(P, 'person', i);

/** Departments weighted roughly like a real garden's staff. */
const DEPARTMENT_WEIGHTS: ReadonlyArray<readonly [Department, number]> = [
  ['horticulture', 30],
  ['science', 26],
  ['learning', 12],
  ['visitorExperience', 12],
  ['development', 6],
  ['communications', 6],
  ['finance', 6],
  ['directorate', 2],
];

function pickDepartment(rng: Random): Department {
  let roll = rng.int(1, 100);
  for (const [dept, weight] of DEPARTMENT_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return dept;
  }
  return 'horticulture';
}

export interface PersonCopy {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: Department;
  bio: string;
}

function writePerson(rng: Random): PersonCopy {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const department = pickDepartment(rng);
  const jobTitle = jobTitleFor(rng, department);
  return {
    firstName,
    lastName,
    jobTitle,
    department,
    bio: writeBio(rng, firstName, jobTitle, department, new Date(REFERENCE_DATE).getUTCFullYear()),
  };
}

export function personFields(p: PersonCopy, departmentsRoot: string, images: ImagePool, portrait: number): Record<string, unknown> {
  const name = `${p.firstName} ${p.lastName}`;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    jobTitle: p.jobTitle,
    department: taxonomyValue(departmentKey(p.department, departmentsRoot)),
    photo: imageOf(images.portrait(portrait), `Portrait of ${name}`),
    bio: p.bio,
  };
}

export async function generatePeople(ctx: SectionContext, parent: PackNode, slugs: SlugRegister): Promise<number> {
  const writer = ctx.writer('people');
  for (let i = 0; i < ctx.plan.people; i++) {
    const rng = randomFor(ctx.seed, P, 'person', i);
    const person = writePerson(rng);
    const name = `${person.firstName} ${person.lastName}`;
    // A few profiles of people who have left stay in the CMS but are not on the site.
    const attached = !every(i, 23, 7);
    const slug = attached ? slugs.claim(slugify(name)) : slugify(name);
    const created = isoFromReference(-rng.int(30, 1500), 10);
    const entry = makeEntry(personFields(person, DEPARTMENTS_KEY, ctx.images, LEADERS.length + i), {
      id: personEntryId(i),
      projectId: P,
      contentTypeId: CONTENT_TYPE.person,
      title: name,
      description: person.jobTitle,
      slug,
      created,
      includeInSearch: !every(i, 19, 5),
    });
    const group = [entry];
    if (every(i, 30, 2)) {
      const jobTitle = `Senior ${person.jobTitle}`;
      group.push(draftOf(entry, { description: jobTitle, fields: { jobTitle }, daysLater: rng.int(5, 60) }));
    }
    await writer.add(group);
    if (attached)
      (parent.children ??= []).push({ id: nodeId(P, 'person', i), slug, displayName: name, entryId: entry.sys.id, includeInMenu: false });
  }
  await writer.close();
  return writer.written;
}
