// What a Contensis field holds, from its dataType, dataFormat and validations (contensis-api.md §1.3,
// content-pack.md "Content types"). dataType is a closed set: an unknown one is an error. dataFormat grows with
// Contensis: an unknown one is typed `unknown` and reported as a warning, so one new kind of field does not stop
// the types of every other one.
import type { Field, LocalisedString } from '../../contract';
import { ContentTypesError } from './errors';
import type { ComposerItemModel, FieldModel, ValueType } from './model';

const BASE_TYPES = ['string', 'dateTime', 'integer', 'decimal', 'boolean', 'object'] as const;
type BaseType = (typeof BASE_TYPES)[number];

/** Formats of text fields, and what each holds in words. */
const TEXT_FORMATS: Record<string, string> = {
  html: 'rich text (HTML)',
  markdown: 'Markdown',
  heading: 'a heading',
  contenttype: 'a content type id',
  embed: 'embed code',
  tag: 'a tag',
};

/** Formats of object fields and what each holds. */
const OBJECT_FORMATS = ['image', 'asset', 'entry', 'location', 'daterange', 'quote', 'field', 'component'] as const;

export interface FieldContext {
  /** "website/content-types.json: content type "event", field "price"": where the field is, for messages. */
  where: string;
  primaryLanguage: string;
  warn: (message: string) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function textOf(value: LocalisedString | string | undefined, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[language] ?? Object.values(value)[0] ?? '';
}

function validation(field: Field, name: string): unknown {
  return isRecord(field.validations) ? field.validations[name] : undefined;
}

/**
 * A field the platform's loader has not checked (a composer's item type, a component's field): an object with an id
 * and a dataType, and a dataFormat and fields of the right kind when it has them.
 */
function checkedField(raw: unknown, where: string): Field {
  if (!isRecord(raw)) throw new ContentTypesError(`${where} must be a field (an object)`);
  const { id, name, dataType, dataFormat, fields } = raw;
  if (typeof id !== 'string' || id === '') throw new ContentTypesError(`${where} must have an id`);
  if (typeof dataType !== 'string' || dataType === '') throw new ContentTypesError(`${where} must have a dataType`);
  if (dataFormat !== undefined && dataFormat !== null && typeof dataFormat !== 'string') {
    throw new ContentTypesError(`${where}: dataFormat must be text`);
  }
  if (fields !== undefined && fields !== null && !Array.isArray(fields)) throw new ContentTypesError(`${where}: fields must be a list`);
  const field: Field = {
    id,
    name: typeof name === 'string' ? { und: name } : isRecord(name) ? (name as LocalisedString) : { und: id },
    dataType,
  };
  if (isRecord(raw.validations)) field.validations = raw.validations;
  if (typeof dataFormat === 'string') field.dataFormat = dataFormat;
  if (Array.isArray(fields)) field.fields = fields as Field[];
  return field;
}

/** The content type ids of an `allowedContentTypes` validation, or null when the field has none. */
function allowedContentTypes(field: Field, context: FieldContext): string[] | null {
  const rule = validation(field, 'allowedContentTypes');
  if (rule === undefined || rule === null) return null;
  const list = isRecord(rule) ? rule.contentTypes : undefined;
  if (!Array.isArray(list) || !list.every((id): id is string => typeof id === 'string' && id !== '')) {
    throw new ContentTypesError(`${context.where}: validations.allowedContentTypes.contentTypes must be a list of content type ids`);
  }
  return list.length > 0 ? [...list] : null;
}

/** The composer's item types (`allowedFieldTypes.fields`), or null when it names none. */
function allowedFieldTypes(field: Field, context: FieldContext): ComposerItemModel[] | null {
  const rule = validation(field, 'allowedFieldTypes');
  if (rule === undefined || rule === null) return null;
  const list = isRecord(rule) ? rule.fields : undefined;
  if (!Array.isArray(list)) throw new ContentTypesError(`${context.where}: validations.allowedFieldTypes.fields must be a list of fields`);
  return list.map((item, index) => {
    const itemField = checkedField(item, `${context.where}: validations.allowedFieldTypes.fields[${index}]`);
    return {
      type: itemField.id,
      value: fieldValue(itemField, { ...context, where: `${context.where}, composer item "${itemField.id}"` }).value,
    };
  });
}

/** `allowedValues` of a list field: its values when they are plain strings. */
function allowedValues(field: Field): string[] | undefined {
  const rule = validation(field, 'allowedValues');
  const values = isRecord(rule) ? rule.values : undefined;
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return values.every((value): value is string => typeof value === 'string') ? [...values] : undefined;
}

interface Valued {
  value: ValueType;
  describe: string;
}

function scalar(base: BaseType, field: Field): Valued {
  switch (base) {
    case 'string': {
      const literals = allowedValues(field);
      return literals
        ? { value: { kind: 'string', literals }, describe: 'one of a list' }
        : { value: { kind: 'string' }, describe: 'text' };
    }
    case 'dateTime':
      return { value: { kind: 'string' }, describe: 'a date and time (ISO 8601)' };
    case 'integer':
      return { value: { kind: 'number' }, describe: 'a whole number' };
    case 'decimal':
      return { value: { kind: 'number' }, describe: 'a number' };
    case 'boolean':
      return { value: { kind: 'boolean' }, describe: 'yes or no' };
    case 'object':
      return { value: { kind: 'object', fields: null }, describe: 'an object' };
  }
}

function objectValue(format: (typeof OBJECT_FORMATS)[number], field: Field, context: FieldContext): Valued {
  switch (format) {
    case 'image':
      return { value: { kind: 'image' }, describe: 'an image' };
    case 'asset': {
      const types = allowedContentTypes(field, context);
      return {
        value: { kind: 'link', contentTypes: types, assets: true },
        describe: types ? `an asset (${types.join(', ')})` : 'an asset',
      };
    }
    case 'entry': {
      const types = allowedContentTypes(field, context);
      return {
        value: { kind: 'link', contentTypes: types, assets: false },
        describe: types ? `an entry (${types.join(', ')})` : 'an entry',
      };
    }
    case 'location':
      return { value: { kind: 'core', name: 'LocationValue' }, describe: 'a location' };
    case 'daterange':
      return { value: { kind: 'core', name: 'DateRangeValue' }, describe: 'a date range' };
    case 'quote':
      return { value: { kind: 'core', name: 'QuoteValue' }, describe: 'a quote' };
    case 'field': {
      const items = allowedFieldTypes(field, context);
      return {
        value: items ? { kind: 'composer', items } : { kind: 'core', name: 'ComposerItem' },
        describe: items ? `a composer item (${items.map((item) => item.type).join(', ')})` : 'a composer item',
      };
    }
    case 'component': {
      const fields =
        field.fields?.map((raw, index) => {
          const child = checkedField(raw, `${context.where}: fields[${index}]`);
          return fieldModel(child, { ...context, where: `${context.where}, field "${child.id}"` });
        }) ?? null;
      return { value: { kind: 'object', fields }, describe: 'a component' };
    }
  }
}

function fieldValue(field: Field, context: FieldContext): Valued {
  const array = field.dataType.endsWith('Array');
  const named = array ? field.dataType.slice(0, -'Array'.length) : field.dataType;
  const base = BASE_TYPES.find((known) => known === named);
  if (!base) {
    throw new ContentTypesError(
      `${context.where}: unknown dataType "${field.dataType}" (known: ${BASE_TYPES.map((type) => `${type}, ${type}Array`).join(', ')})`,
    );
  }
  const single = singleValue(base, field, context);
  if (!array) return single;
  // A composer's value is a list of items already; its array form is the usual one.
  if (single.value.kind === 'composer' || (single.value.kind === 'core' && single.value.name === 'ComposerItem')) {
    return { value: { kind: 'array', of: single.value }, describe: single.describe.replace('a composer item', 'a composer') };
  }
  return { value: { kind: 'array', of: single.value }, describe: `a list, each ${single.describe}` };
}

function singleValue(base: BaseType, field: Field, context: FieldContext): Valued {
  const format = field.dataFormat ?? '';
  if (format === '') return scalar(base, field);
  // `component.{id}` and `tag.{id}` name the component or tag group.
  const family = format.includes('.') ? format.slice(0, format.indexOf('.')) : format;
  if (family === 'taxonomy' || family in TEXT_FORMATS) {
    if (base !== 'string') {
      throw new ContentTypesError(`${context.where}: dataFormat "${format}" needs dataType string or stringArray, not "${field.dataType}"`);
    }
    return family === 'taxonomy'
      ? { value: { kind: 'core', name: 'TaxonomyValue' }, describe: 'a taxonomy term' }
      : { value: { kind: 'string' }, describe: TEXT_FORMATS[family] };
  }
  const objectFormat = OBJECT_FORMATS.find((known) => known === family);
  if (objectFormat) {
    if (base !== 'object') {
      throw new ContentTypesError(`${context.where}: dataFormat "${format}" needs dataType object or objectArray, not "${field.dataType}"`);
    }
    return objectValue(objectFormat, field, context);
  }
  context.warn(`${context.where}: dataFormat "${format}" is not one content:types knows; typed as unknown`);
  return { value: { kind: 'unknown', why: `dataFormat "${format}"` }, describe: `"${format}" (a format content:types does not know)` };
}

/** A link's words from its value (after merging projects, the content types it may link to have changed). */
export function describeLink(value: ValueType): string | null {
  if (value.kind === 'array') {
    const single = describeLink(value.of);
    return single && `a list, each ${single}`;
  }
  if (value.kind !== 'link') return null;
  const what = value.assets ? 'an asset' : 'an entry';
  return value.contentTypes ? `${what} (${value.contentTypes.join(', ')})` : what;
}

export function fieldModel(field: Field, context: FieldContext): FieldModel {
  const { value, describe } = fieldValue(field, context);
  return {
    id: field.id,
    name: textOf(field.name, context.primaryLanguage) || field.id,
    describe,
    required: isRecord(field.validations) && field.validations.required !== undefined && field.validations.required !== null,
    value,
  };
}
