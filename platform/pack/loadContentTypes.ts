import type { ContentType, Field, Project } from '../../contract';
import { at, expectArray, expectObject, fail, localised, optionalString, optionalStringArray, requiredString, type Where } from './check';

/** Validates content-types.json and answers every name and description in localised form. */
export function loadContentTypes(raw: unknown, file: string, project: Project): ContentType[] {
  const root: Where = { file, field: '' };
  const list = expectArray(raw, root);
  const seen = new Set<string>();
  return list.map((item, index) => {
    const where: Where = { file, field: `[${index}]` };
    const value = expectObject(item, where);
    const id = requiredString(value, 'id', where);
    if (seen.has(id.toLowerCase())) fail(at(where, 'id'), `"${id}" is used by another content type`);
    seen.add(id.toLowerCase());
    const dataFormat = optionalString(value, 'dataFormat', where) ?? 'entry';
    if (dataFormat !== 'entry' && dataFormat !== 'asset') fail(at(where, 'dataFormat'), 'must be "entry" or "asset"');
    const fields = expectArray(value.fields, at(where, 'fields')).map((field, fieldIndex) =>
      loadField(field, at(at(where, 'fields'), fieldIndex), project.primaryLanguage),
    );
    const entryTitleField = requiredString(value, 'entryTitleField', where);
    const contentType: ContentType = {
      ...value,
      id,
      projectId: project.id,
      name: localised(value.name, project.primaryLanguage, at(where, 'name')),
      description: localised(value.description ?? '', project.primaryLanguage, at(where, 'description')),
      entryTitleField,
      fields,
      enabled: value.enabled === undefined ? true : value.enabled === true,
      defaultLanguage: optionalString(value, 'defaultLanguage', where) ?? project.primaryLanguage,
      supportedLanguages: optionalStringArray(value, 'supportedLanguages', where) ?? project.supportedLanguages,
      dataFormat,
    };
    const description = optionalString(value, 'entryDescriptionField', where);
    if (description !== undefined) contentType.entryDescriptionField = description;
    return contentType;
  });
}

function loadField(raw: unknown, where: Where, primaryLanguage: string): Field {
  const value = expectObject(raw, where);
  const field: Field = {
    ...value,
    id: requiredString(value, 'id', where),
    name: localised(value.name ?? value.id, primaryLanguage, at(where, 'name')),
    dataType: requiredString(value, 'dataType', where),
  };
  if (value.description !== undefined) {
    field.description = localised(value.description, primaryLanguage, at(where, 'description'));
  }
  const dataFormat = optionalString(value, 'dataFormat', where);
  if (dataFormat !== undefined) field.dataFormat = dataFormat;
  if (value.fields !== undefined) {
    field.fields = expectArray(value.fields, at(where, 'fields')).map((child, index) =>
      loadField(child, at(at(where, 'fields'), index), primaryLanguage),
    );
  }
  return field;
}
