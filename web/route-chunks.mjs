// The server-rendered routes' page modules by route pattern (domain's PUBLIC_ROUTES) and the built files a module needs, read by the build
// (scripts/ensure-web-build.mjs writes the server's preload list, dist/.vite/route-preloads.json)
// and the size report (scripts/size-report.mjs). Plain JavaScript: both run in Node without a
// compile step. App.tsx lazy-loads the same
// modules (SERVER_RENDERED_PAGES); web/src/route-chunks.test.ts keeps the two tables' routes equal.

export const SERVER_RENDERED_PAGE_MODULES = Object.freeze({
  '/': 'src/pages/HomePage.tsx',
  '/produkte': 'src/list/ProductListPage.tsx',
  '/produkte/:urlExtension': 'src/product/ProductDetailPage.tsx',
  '*': 'src/pages/NotFoundPage.tsx',
  '/impressum': 'src/pages/ImprintPage.tsx',
  '/vergleichsliste': 'src/compare/ComparePage.tsx',
  '/hunde-katzen-ernaehrungsberater': 'src/consultants/ConsultantSearchPage.tsx',
  '/tipp-der-woche': 'src/posts/PostsPage.tsx',
  '/tipp-der-woche/show': 'src/posts/PostPage.tsx',
  '/kontakt': 'src/content/ContactPage.tsx',
  '/agb': 'src/content/TermsPage.tsx',
  '/werben': 'src/content/AdvertisePage.tsx',
  '/mfc-als-app': 'src/content/AppPage.tsx',
  '/ueber-uns': 'src/content/AboutPage.tsx',
  '/datenschutz': 'src/content/PrivacyPage.tsx',
  '/transparenz': 'src/content/TransparencyPage.tsx',
  '/energiebedarf-und-futtermenge': 'src/calculators/EnergyCalculator.tsx',
  '/nfe-rechner': 'src/calculators/NfeCalculator.tsx',
  '/naehrstoffbedarf': 'src/calculators/NutrientCalculator.tsx',
  '/trockenmasse': 'src/calculators/DryMatterCalculator.tsx',
  '/calciumbedarf': 'src/calculators/CalciumCalculator.tsx',
  '/jodbedarf': 'src/calculators/IodineCalculator.tsx',
  '/einheiten': 'src/calculators/UnitConverter.tsx',
  '/fett': 'src/calculators/FatCalculator.tsx',
});

/** The manifest keys of a module and of everything it imports statically, added to `seen`. */
export function manifestClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}

/**
 * Per server-rendered route, the files its page chunk needs beyond the entry's (Vite's index.html
 * preloads those already): scripts and styles, in the manifest's order.
 */
export function routePreloadFiles(manifest, entry = 'index.html') {
  const loaded = manifestClosure(manifest, entry);
  const routes = {};
  for (const [route, page] of Object.entries(SERVER_RENDERED_PAGE_MODULES)) {
    const keys = [...manifestClosure(manifest, page)].filter((key) => !loaded.has(key));
    const chunks = keys.flatMap((key) => (manifest[key] ? [manifest[key]] : []));
    routes[route] = {
      scripts: chunks.map((c) => c.file),
      styles: [...new Set(chunks.flatMap((c) => c.css ?? []))],
    };
  }
  return routes;
}
