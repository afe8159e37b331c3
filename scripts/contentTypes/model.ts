// The content model content:types renders: what each field of each content type holds, independent of where
// the content types came from (a pack's files or a Delivery API).
import type { ContentType } from '../../contract';

/** The core's value types a field may hold (src/app exports them). */
export type CoreValue = 'ImageValue' | 'LocationValue' | 'DateRangeValue' | 'QuoteValue' | 'TaxonomyValue' | 'ComposerItem';

export type ValueType =
  | { kind: 'string'; literals?: readonly string[] }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'core'; name: CoreValue }
  /** A linked entry or asset: of these content types, or (null) of any. */
  | { kind: 'link'; contentTypes: readonly string[] | null; assets: boolean }
  /** An image: its asset is an entry of one of the asset content types. */
  | { kind: 'image' }
  /** A composer: items of these types, each with its value. */
  | { kind: 'composer'; items: readonly ComposerItemModel[] }
  /** A component (or an object field that names its fields). */
  | { kind: 'object'; fields: readonly FieldModel[] | null }
  | { kind: 'array'; of: ValueType }
  /** A field whose projects define it differently. */
  | { kind: 'union'; of: readonly ValueType[] }
  | { kind: 'unknown'; why: string };

export interface ComposerItemModel {
  type: string;
  value: ValueType;
}

export interface FieldModel {
  id: string;
  name: string;
  /** What the field holds, in words, for its doc comment ("rich text (HTML)"). */
  describe: string;
  required: boolean;
  value: ValueType;
  /** The projects that have this field, when not every project of its content type has it. */
  onlyIn?: readonly string[];
}

export interface TypeModel {
  id: string;
  name: string;
  description: string;
  dataFormat: 'entry' | 'asset';
  fields: FieldModel[];
  /** The projects that have this content type. */
  projects: readonly string[];
}

/** One project's content types, as read from a pack or an API (validated by platform/pack's loader). */
export interface ProjectContentTypes {
  projectId: string;
  primaryLanguage: string;
  /** Where they were read from, for messages: a file of the pack, or the API's URL. */
  source: string;
  contentTypes: ContentType[];
}
