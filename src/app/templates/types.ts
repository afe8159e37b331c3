import type { Entry } from '../../lib/delivery/types';

export interface EntryTemplateProps {
  entry: Entry;
}
