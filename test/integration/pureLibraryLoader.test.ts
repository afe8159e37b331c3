import fs from 'node:fs';
import path from 'node:path';

// The loader that lets the minifier leave out the parts of react-router the browser bundle never uses.
const pureLibraryLoader = require('../../scripts/webpack/pureLibraryLoader.js') as (source: string) => string;

const routerBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

describe('pureLibraryLoader', () => {
  it('marks top-level contexts and components pure and drops the lines that only name them', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var NavLink = React10.forwardRef(',
      '  function NavLinkWithRef() {}',
      ');',
      'NavLink.displayName = "NavLink";',
      'var Routes2 = React3.memo(DataRoutes);',
      '  inner.displayName = "kept, not top level";',
      'var other = compute();',
    ].join('\n');
    const out = pureLibraryLoader(source);
    expect(out).toContain('var LocationContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Routes2 = /* @__PURE__ */ React3.memo(DataRoutes);');
    expect(out).not.toContain('LocationContext.displayName');
    expect(out).not.toContain('NavLink.displayName');
    expect(out).toContain('inner.displayName = "kept, not top level";');
    expect(out).toContain('var other = compute();');
  });

  // An upgrade of react-router that writes its build another way would silently bring its unused code back.
  it('still finds what to change in the installed react-router build', () => {
    const chunks = fs.readdirSync(routerBuild).filter((file) => file.endsWith('.mjs'));
    const changed = chunks.filter((file) => {
      const source = fs.readFileSync(path.join(routerBuild, file), 'utf8');
      return pureLibraryLoader(source) !== source;
    });
    expect(changed.length).toBeGreaterThan(0);
    const main = fs.readFileSync(path.join(routerBuild, changed[0]), 'utf8');
    const out = pureLibraryLoader(main);
    expect(out).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(out).not.toMatch(/^Link\.displayName = /m);
  });
});
