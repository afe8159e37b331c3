// Checks JSON-LD against schema.org's vocabulary as schema-dts (generated from schema.org's own definitions)
// declares it: every `@type` a schema.org type, every property one that type or a type it extends has. Read from
// the installed package's declarations, so that the check follows the vocabulary the types were made from.
import fs from 'node:fs';

interface Vocabulary {
  /** A type's name → the interface holding its properties. */
  typeBase: Map<string, string>;
  /** An interface → its own properties and the interfaces it extends. */
  bases: Map<string, { properties: Set<string>; parents: string[] }>;
}

let vocabulary: Vocabulary | null = null;

function readVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const text = fs.readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8');
  const typeBase = new Map<string, string>();
  const bases = new Map<string, { properties: Set<string>; parents: string[] }>();
  const block = /^(?:export )?interface (\w+) extends ([^{]+)\{\n([\s\S]*?)^\}/gm;
  for (const [, name, parents, body] of text.matchAll(block)) {
    const properties = new Set([...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map(([, property]) => property));
    const own = parents
      .split(',')
      .map((parent) => parent.trim())
      .filter((parent) => /^\w+$/.test(parent));
    if (name.endsWith('Leaf')) {
      const type = /"@type": "([^"]+)"/.exec(body)?.[1];
      if (type) typeBase.set(type, own[0]);
    } else bases.set(name, { properties, parents: own });
  }
  if (typeBase.size < 500) throw new Error('schema-dts declares its types another way: this check needs updating');
  vocabulary = { typeBase, bases };
  return vocabulary;
}

function propertiesOf(base: string, into = new Set<string>()): Set<string> {
  const entry = readVocabulary().bases.get(base);
  if (!entry) return into;
  for (const property of entry.properties) into.add(property);
  for (const parent of entry.parents) propertiesOf(parent, into);
  return into;
}

/** What in a JSON-LD value schema.org does not define (`[]`: all of it is schema.org). */
export function schemaOrgProblems(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => schemaOrgProblems(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${at}: an object without a @type`];
  const base = readVocabulary().typeBase.get(type);
  if (!base) return [`${at}: ${type} is not a schema.org type`];
  const allowed = propertiesOf(base);
  const problems: string[] = [];
  for (const [key, child] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    // Actions' constraints (`query-input`) are made of a property's name and -input or -output.
    const property = key.replace(/-(input|output)$/, '');
    if (!allowed.has(property)) problems.push(`${at}: ${type} has no property ${key}`);
    problems.push(...schemaOrgProblems(child, `${at}.${key}`));
  }
  return problems;
}
