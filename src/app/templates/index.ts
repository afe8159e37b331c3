import type { ComponentType } from 'react';
import type { Entry } from '../../lib/delivery/types';
import { GenericEntryPage } from './GenericEntryPage';

export interface EntryTemplateProps {
  entry: Entry;
}

/** Templates by content type id; anything else falls back to the generic entry template. */
export const entryTemplates: Record<string, ComponentType<EntryTemplateProps>> = {};

export function templateFor(contentTypeId: string): ComponentType<EntryTemplateProps> {
  return entryTemplates[contentTypeId] ?? GenericEntryPage;
}
