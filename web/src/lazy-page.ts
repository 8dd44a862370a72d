import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule<T> = { default: T };

export type LazyPage<T extends ComponentType> = LazyExoticComponent<T> & {
  /** Loads the page's chunk; once loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * Loads a chunk; when the visitor leaves the page while it loads, the browser cancels the load
 * (Firefox rejects the import) and the page must not report that as its error: then the load never
 * settles. Any other failure is the page's. The listener is there only while the chunk loads, since
 * a beforeunload listener keeps Firefox from keeping the page in its back-forward cache.
 */
function loadWhileStaying<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  const done = () => window.removeEventListener('beforeunload', leave);
  return load().then(
    (module) => {
      done();
      return module;
    },
    (error: unknown) => {
      done();
      if (leaving) return new Promise<never>(() => {});
      throw error;
    },
  );
}

/**
 * A page in its own chunk (React.lazy) that can be loaded ahead. A page the server rendered is loaded
 * before the browser takes its markup over: React then hydrates it in one go, and an update during
 * hydration cannot make it throw the server's markup away for a page still loading.
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<PageModule<T>>): LazyPage<T> {
  let loaded: PageModule<T> | undefined;
  const preload = () =>
    loadWhileStaying(load).then((module) => {
      loaded = module;
      return module;
    });
  // A loaded page comes as a thenable that answers at once, which React.lazy takes without
  // suspending (a promise would answer only after the render that asked for it).
  const loadedPage = (module: PageModule<T>) =>
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads the module through `then`
    ({ then: (resolve: (m: PageModule<T>) => void) => resolve(module) }) as Promise<PageModule<T>>;
  const Page = lazy(() => (loaded ? loadedPage(loaded) : preload()));
  return Object.assign(Page, { preload });
}
