// The leadership team: fixed people, attached first under /people and named on the
// leadership page.
import type { Department } from '../model/taxonomy';
import { DEPARTMENTS_KEY, departmentKey } from '../model/taxonomy';
import { CONTENT_TYPE } from '../model/contentTypes';
import { imageOf } from '../media/library';
import { taxonomyValue } from '../model/entries';
import { html, para } from '../text/markup';
import { slugify } from '../slug';
import { isoFromReference } from '../dates';
import type { PageSpec } from '../model/pageTree';
import type { ImagePool } from './imagePool';

export interface Leader {
  key: string;
  firstName: string;
  lastName: string;
  honorific: string;
  jobTitle: string;
  department: Department;
  bio: string[];
}

export const LEADERS: readonly Leader[] = [
  {
    key: 'leader-director',
    firstName: 'Eleri',
    lastName: 'Vaughan',
    honorific: 'Dr',
    jobTitle: 'Director',
    department: 'directorate',
    bio: [
      'Eleri became Director of Millbrook in 2019 after eleven years leading conservation programmes at a national park authority. She trained as an ecologist and completed her doctorate on the recovery of upland hay meadows.',
      'Under her leadership the garden has opened the Learning Centre, doubled its schools programme and launched the Welsh Native Seed Bank partnership.',
      'Eleri is a fluent Welsh speaker and a trustee of two environmental charities.',
    ],
  },
  {
    key: 'leader-science',
    firstName: 'Tomasz',
    lastName: 'Novak',
    honorific: 'Professor',
    jobTitle: 'Head of Science',
    department: 'science',
    bio: [
      'Tomasz leads the Research Institute’s forty scientists and technicians. His own research uses genetics to understand how rare plants survive in small, isolated populations.',
      'He joined Millbrook in 2012 from a university plant sciences department and holds an honorary chair in conservation biology.',
    ],
  },
  {
    key: 'leader-horticulture',
    firstName: 'Gwen',
    lastName: 'Pritchard',
    honorific: '',
    jobTitle: 'Head of Horticulture',
    department: 'horticulture',
    bio: [
      'Gwen started at Millbrook as an apprentice gardener in 1998 and has worked in every part of the garden since. She now leads a team of thirty-five gardeners, apprentices and technicians.',
      'Her particular loves are the Alpine House and the garden’s collection of Welsh apple varieties.',
    ],
  },
  {
    key: 'leader-learning',
    firstName: 'Samuel',
    lastName: 'Okafor',
    honorific: '',
    jobTitle: 'Head of Learning and Engagement',
    department: 'learning',
    bio: [
      'Samuel leads the schools, families, adult learning and wellbeing programmes, which together reach more than sixty thousand people a year.',
      'Before joining Millbrook in 2017 he taught science in secondary schools in Cardiff and Newport.',
    ],
  },
  {
    key: 'leader-development',
    firstName: 'Priya',
    lastName: 'Raman',
    honorific: '',
    jobTitle: 'Director of Development',
    department: 'development',
    bio: [
      'Priya leads fundraising and membership. She has raised funds for heritage and science charities for twenty years, most recently for a museum in Edinburgh.',
      'She led the appeal to restore the Palm House roof, which reached its target a year early.',
    ],
  },
  {
    key: 'leader-operations',
    firstName: 'Huw',
    lastName: 'Jenkins',
    honorific: '',
    jobTitle: 'Director of Finance and Operations',
    department: 'finance',
    bio: [
      'Huw is responsible for finance, buildings, IT, people and health and safety across the garden’s fourteen-hectare site.',
      'A chartered accountant, he previously worked in finance for a housing association and a university.',
    ],
  },
];

export const leaderName = (l: Leader): string => `${l.firstName} ${l.lastName}`;
export const leaderPath = (l: Leader): string => `/people/${slugify(leaderName(l))}`;

export function leaderPages(images: ImagePool): PageSpec[] {
  return LEADERS.map((l, i) => ({
    key: l.key,
    slug: slugify(leaderName(l)),
    displayName: leaderName(l),
    contentTypeId: CONTENT_TYPE.person,
    title: leaderName(l),
    description: l.jobTitle,
    fields: {
      firstName: l.firstName,
      lastName: l.lastName,
      jobTitle: l.jobTitle,
      department: taxonomyValue(departmentKey(l.department, DEPARTMENTS_KEY)),
      photo: imageOf(images.portrait(i), `Portrait of ${leaderName(l)}`),
      bio: html(...l.bio.map((t) => para(t))),
    },
    created: isoFromReference(-700 + i * 3, 10),
    published: isoFromReference(-200 + i * 5, 11),
    versionNo: 2,
  }));
}
