// From each project's content types to one model of the site's content types: a site serves every project with
// the same page modules, so a content type id is one type whatever project its entry comes from. A field some
// projects lack, or do not require, is optional; a field defined differently in two projects holds either value.
import { ContentTypesError } from './errors';
import { describeLink, fieldModel, textOf } from './fieldTypes';
import type { FieldModel, ProjectContentTypes, TypeModel, ValueType } from './model';

const keyOf = (value: ValueType) => JSON.stringify(value);

function mergeValues(values: readonly ValueType[]): ValueType {
  const distinct = [...new Map(values.map((value) => [keyOf(value), value])).values()];
  if (distinct.length === 1) return distinct[0];
  const links = distinct.filter((value) => value.kind === 'link');
  if (links.length === distinct.length && links.every((link) => link.assets === links[0].assets)) {
    const anyType = links.some((link) => link.contentTypes === null);
    const ids = [...new Set(links.flatMap((link) => link.contentTypes ?? []))];
    return { kind: 'link', contentTypes: anyType ? null : ids, assets: links[0].assets };
  }
  const lists = distinct.filter((value) => value.kind === 'array');
  if (lists.length === distinct.length) return { kind: 'array', of: mergeValues(lists.map((list) => list.of)) };
  return { kind: 'union', of: distinct };
}

function mergeFields(definitions: ReadonlyArray<{ projectId: string; fields: FieldModel[] }>): FieldModel[] {
  const order: string[] = [];
  const byId = new Map<string, Array<{ projectId: string; field: FieldModel }>>();
  for (const { projectId, fields } of definitions) {
    for (const field of fields) {
      const list = byId.get(field.id);
      if (list) list.push({ projectId, field });
      else {
        order.push(field.id);
        byId.set(field.id, [{ projectId, field }]);
      }
    }
  }
  return order.map((id) => {
    const found = byId.get(id) ?? [];
    const first = found[0].field;
    const inEvery = found.length === definitions.length;
    const value = mergeValues(found.map(({ field }) => field.value));
    const describe = describeLink(value) ?? [...new Set(found.map(({ field }) => field.describe))].join(' or ');
    const merged: FieldModel = { id, name: first.name, describe, required: inEvery && found.every(({ field }) => field.required), value };
    if (!inEvery) merged.onlyIn = found.map(({ projectId }) => projectId);
    return merged;
  });
}

/** The site's content types, sorted by id, each with its fields in the order its (first) project defines them. */
export function buildModel(projects: readonly ProjectContentTypes[], warn: (message: string) => void): TypeModel[] {
  const groups = new Map<string, Array<{ project: ProjectContentTypes; index: number }>>();
  for (const project of projects) {
    project.contentTypes.forEach((contentType, index) => {
      const key = contentType.id.toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), { project, index }]);
    });
  }
  const models: TypeModel[] = [];
  for (const group of groups.values()) {
    const first = group[0].project.contentTypes[group[0].index];
    const formats = new Set(group.map(({ project, index }) => project.contentTypes[index].dataFormat));
    if (formats.size > 1) {
      throw new ContentTypesError(
        `content type "${first.id}" is an entry type in one project and an asset type in another (${group.map(({ project }) => project.source).join(', ')})`,
      );
    }
    const definitions = group.map(({ project, index }) => {
      const contentType = project.contentTypes[index];
      const fields = contentType.fields.map((field, fieldIndex) => {
        const where = `${project.source}: content type "${contentType.id}", field "${field.id}"`;
        if (contentType.fields.findIndex((other) => other.id === field.id) !== fieldIndex) {
          throw new ContentTypesError(`${where} is defined twice`);
        }
        return fieldModel(field, { where, primaryLanguage: project.primaryLanguage, warn });
      });
      return { projectId: project.projectId, fields };
    });
    const language = group[0].project.primaryLanguage;
    models.push({
      id: first.id,
      name: textOf(first.name, language) || first.id,
      description: textOf(first.description, language),
      dataFormat: first.dataFormat,
      fields: mergeFields(definitions),
      projects: group.map(({ project }) => project.projectId),
    });
  }
  return models.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The content type ids a value links to: named ones, else every type of the kind it links to. */
function linkedTypes(value: ValueType, models: readonly TypeModel[]): string[] {
  switch (value.kind) {
    case 'link':
      return value.contentTypes
        ? [...value.contentTypes]
        : models.filter((model) => (model.dataFormat === 'asset') === value.assets).map((model) => model.id);
    case 'image':
      return models.filter((model) => model.dataFormat === 'asset').map((model) => model.id);
    case 'array':
      return linkedTypes(value.of, models);
    case 'union':
      return value.of.flatMap((each) => linkedTypes(each, models));
    case 'composer':
      return value.items.flatMap((item) => linkedTypes(item.value, models));
    case 'object':
      return (value.fields ?? []).flatMap((field) => linkedTypes(field.value, models));
    default:
      return [];
  }
}

/**
 * The field ids a page module of each content type may load (the Delivery API's `fields` applies to linked entries
 * and assets too): its own, and those of every content type it links to, however deep.
 */
export function loadableFields(models: readonly TypeModel[]): Map<string, string[]> {
  const byId = new Map(models.map((model) => [model.id.toLowerCase(), model]));
  const result = new Map<string, string[]>();
  for (const model of models) {
    const seen = new Set<string>([model.id.toLowerCase()]);
    const queue: TypeModel[] = [model];
    const ids = new Set<string>();
    for (let next = 0; next < queue.length; next++) {
      const current = queue[next];
      for (const field of current.fields) {
        ids.add(field.id);
        for (const target of linkedTypes(field.value, models)) {
          const linked = byId.get(target.toLowerCase());
          if (linked && !seen.has(target.toLowerCase())) {
            seen.add(target.toLowerCase());
            queue.push(linked);
          }
        }
      }
    }
    result.set(model.id, [...ids].sort());
  }
  return result;
}
