/**
 * A webpack loader for react-router's bundled code, in production builds (webpack.config.ts).
 *
 * react-router 7 ships as one large module in which each component and context is made by a
 * top-level call (`var NavLink = React10.forwardRef(...)`) followed by a `displayName`
 * assignment. Neither webpack nor terser drops a call it cannot prove pure, nor a statement that
 * writes a property, so every such component came along whether the app used it or not: NavLink,
 * Form and the form-submission code behind it, ScrollRestoration, the data routers (2.1 KiB gzip
 * of the entry). This marks those calls pure, as React's own factories are, and drops the
 * `displayName` assignments, which only name things in React DevTools (react-router reads none
 * of them): what the app does not use is then left out, what it uses works as before.
 *
 * Both rewrites match the layout of react-router's generated file, top-level statements at the
 * start of a line. If an upgrade changes that layout they match less, and the build is only
 * larger: __tests__/tools/pureReactRouter.test.ts checks them against the installed version.
 */
const FACTORY_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

module.exports = function pureReactRouter(source) {
  return source.replace(FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
