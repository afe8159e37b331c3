// ESLint rule `trellis/file-naming`: the repository's one file-naming convention (docs/decisions.md, "File names").
//   - A `.tsx` file whose main export is a React component is named after it in PascalCase (`PageLinks.tsx`).
//   - Every other source file is camelCase (`pageCache.ts`, `renderPage.tsx`).
//   - A test is named after its subject plus `.test` (`pageCache.test.ts`, `PageLinks.test.tsx`); a declaration file
//     ends in `.d.ts`; the tools' own config files in the root keep their names (`webpack.config.ts`).
// A glob cannot tell a component's file from a helper's, so the rule reads what the file exports: the main export
// is the one named after the file, the default export, or, in a file of components only, all of them.
const { basename, dirname, relative } = require('node:path');

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;

const camelCase = (name) => {
  const words = name.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  const joined = words.map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
  return joined ? joined[0].toLowerCase() + joined.slice(1) : name;
};
const pascalCase = (name) => name[0].toUpperCase() + name.slice(1);

const COMPONENT_WRAPPERS = new Set(['memo', 'forwardRef', 'lazy']);

/** A value that can be a component: a function, or one wrapped by memo/forwardRef/lazy. */
function isComponentValue(node) {
  if (!node) return false;
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return true;
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
  return callee.type === 'Identifier' && COMPONENT_WRAPPERS.has(callee.name);
}

/**
 * What a module exports as values (type-only exports do not count): the names, which of them are components
 * (PascalCase functions; a PascalCase name re-exported is taken as one), and whether there is a default export.
 */
function exportsOf(program) {
  const names = new Set();
  const components = new Set();
  let hasDefault = false;
  const add = (name, component) => {
    names.add(name);
    if (component && PASCAL.test(name)) components.add(name);
  };
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') hasDefault = true;
    if (node.type !== 'ExportNamedDeclaration' || node.exportKind === 'type') continue;
    const declaration = node.declaration;
    if (declaration && declaration.type === 'FunctionDeclaration' && declaration.id) add(declaration.id.name, true);
    if (declaration && declaration.type === 'ClassDeclaration' && declaration.id) add(declaration.id.name, false);
    if (declaration && declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier') add(declarator.id.name, isComponentValue(declarator.init));
      }
    }
    for (const specifier of node.specifiers ?? []) {
      if (specifier.exportKind === 'type') continue;
      const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
      if (exported === 'default') hasDefault = true;
      else add(exported, true);
    }
  }
  return { names, components, hasDefault };
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase for a .tsx file whose main export is a React component, camelCase for every other source file' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      notCamel: "'{{file}}': file names are camelCase or, for a React component's .tsx file, PascalCase: '{{suggestion}}'.",
      suffix: "'{{file}}': the only suffixes are '.test' (a test), '.d.ts' (declarations) and '.config' (a tool's config in the root).",
      pascalNotTsx: "'{{file}}': PascalCase names a .tsx file whose main export is a React component; this one is '{{suggestion}}'.",
      pascalWithoutComponent:
        "'{{file}}': a PascalCase .tsx file exports the component it is named after ('{{name}}'), a default export, or only components.",
      componentInCamel: "'{{file}}': its main export is a component ({{name}}), so the file is PascalCase: '{{suggestion}}'.",
    },
  },
  create(context) {
    const { root } = context.options[0];
    const file = basename(context.filename);
    const inRoot = relative(root, dirname(context.filename)) === '';
    const [stem, ...rest] = file.split('.');
    const extension = rest.pop();
    const suffix = rest.join('.');
    const isTest = suffix === 'test';
    const allowedSuffix = suffix === '' || isTest || (suffix === 'd' && extension === 'ts') || (suffix === 'config' && inRoot);
    const rename = (newStem) => [newStem, ...rest, extension].join('.');

    return {
      Program(program) {
        const report = (messageId, data) =>
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId, data: { file, ...data } });
        if (!allowedSuffix) return report('suffix', {});
        if (!CAMEL.test(stem) && !PASCAL.test(stem)) return report('notCamel', { suggestion: rename(camelCase(stem)) });
        // A test follows its subject's name, whichever case that is.
        if (isTest) return undefined;
        if (extension !== 'tsx') {
          if (PASCAL.test(stem)) report('pascalNotTsx', { suggestion: rename(camelCase(stem)) });
          return undefined;
        }
        const { names, components, hasDefault } = exportsOf(program);
        // A file of several components and nothing else (a template's parts) is theirs too.
        const onlyComponents = components.size > 0 && components.size === names.size;
        if (PASCAL.test(stem)) {
          if (!components.has(stem) && !hasDefault && !onlyComponents) report('pascalWithoutComponent', { name: stem });
        } else if (components.has(pascalCase(stem)) || onlyComponents) {
          const main = components.has(pascalCase(stem)) ? pascalCase(stem) : [...components].join(', ');
          report('componentInCamel', { name: main, suggestion: rename(pascalCase(stem)) });
        }
        return undefined;
      },
    };
  },
};
