import { PAGE_MODULES } from 'virtual:page-modules';
import { PAGE_ROWS, type PageRow } from '@futterkompass/domain';
import { lazyPage } from './lazy-page';
import { SignedInOnly, VisitorsOnly } from './pages/guards';

/** Each page module of the table (domain/src/pages.ts) as a component in a chunk of its own. */
const COMPONENTS = new Map(Object.entries(PAGE_MODULES).map(([module, load]) => [module, lazyPage(load)]));

/** The component of a page module of the table. */
export function pageComponent(module: string) {
  const Page = COMPONENTS.get(module);
  if (!Page) throw new Error(`${module} is no module of the page table`);
  return Page;
}

/**
 * The pages the server renders (web/src/entry-server.tsx), by route pattern: the table's public
 * rows, loaded before hydration.
 */
export const SERVER_RENDERED_PAGES: Record<string, { preload(): Promise<unknown> }> = Object.fromEntries(
  PAGE_ROWS.filter((row) => row.public).map((row) => [row.path, pageComponent(row.module)]),
);

/** A row's page as the router shows it: with its props, behind its access guard. */
export function PageElement({ row }: { row: PageRow }) {
  const Page = pageComponent(row.module);
  const page = <Page {...row.props} />;
  if (row.access === 'visitors') return <VisitorsOnly>{page}</VisitorsOnly>;
  if (row.access === 'signedIn') return <SignedInOnly>{page}</SignedInOnly>;
  return page;
}
