// A webpack loader for react-router's production build: it marks the module's top-level React.createContext,
// forwardRef and memo calls pure and drops its top-level `X.displayName = "..."` lines (names for React's developer
// tools), so the components and contexts this app never uses (data routers, forms, prefetching, RSC) are no longer
// kept alive by a statement that only names them, and the minifier leaves them out.
module.exports = function pureLibraryLoader(source) {
  return source
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
};
