import type { Entry } from '../../../contract';
import { findEntry } from '../../pack';
import { assertEntryVisible } from '../access';
import { notFound } from '../apiError';
import { requestedVersionStatus, type DeliveryContext } from '../context';
import { renderEntry } from '../entryRender';
import { parseFieldSelection } from '../fieldSelection';
import { fieldLinkDepthsParam, languageParam, linkDepthParam, listParam } from '../params';

/** GET /entries/{id}: one variation by language and version status, 404 when it does not exist. */
export function getEntry(context: DeliveryContext, id: string): Entry {
  const { project, exchange, caller } = context;
  const query = exchange.query;
  const { language, explicit } = languageParam(query, project);
  const versionStatus = requestedVersionStatus(context);
  const linkDepth = linkDepthParam(query);
  const fieldLinkDepths = fieldLinkDepthsParam(query, 'fieldLinkDepths');
  const fields = parseFieldSelection(listParam(query, 'fields'));

  const languages = project.entriesById.get(id.toLowerCase());
  if (!languages) throw notFound(`The entry "${id}" does not exist`);
  exchange.keys?.entry(project.id, id);
  const entry = findEntry(project, id, language, versionStatus);
  if (!entry) {
    throw notFound(
      languages.has(language)
        ? `The entry "${id}" has no published version in ${language}`
        : `The entry "${id}" has no ${language} variation`,
    );
  }
  assertEntryVisible(project, entry.sys.id, caller);
  return renderEntry(entry, {
    project,
    language: explicit ? language : null,
    versionStatus,
    linkDepth,
    fieldLinkDepths,
    fields,
    caller,
    keys: exchange.keys,
  });
}
