import { definePage } from '../../src/app';
import { PersonPage } from '../templates/PersonPage';
import { personMeta } from './structuredData';
import { BREADCRUMB_ONLY, IMAGE_FIELDS, PAGE_FIELDS } from './fields';

/** A person's profile. */
export default definePage({
  match: { contentTypeId: 'person' },
  load: {
    fields: [...PAGE_FIELDS, ...IMAGE_FIELDS, 'firstName', 'lastName', 'jobTitle', 'department', 'photo', 'bio'],
    ...BREADCRUMB_ONLY,
  },
  meta: personMeta,
  component: PersonPage,
});
