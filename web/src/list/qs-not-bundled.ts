/**
 * Stands in for `qs` in the web app's builds and dev server (web/build-aliases.ts). instantsearch.js's
 * history router imports it for its default createURL and parseURL; the list passes its own
 * (list/routing.ts), so nothing calls it, and the real package with its dependencies (object-inspect,
 * get-intrinsic) added script to the list for nothing (docs/performance.md).
 */
function notBundled(): never {
  throw new Error('qs is not bundled: the list builds and parses its URLs itself (web/src/list/routing.ts).');
}

export default { parse: notBundled, stringify: notBundled };
