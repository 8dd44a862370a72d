import type { PageDataName } from '@futterkompass/domain';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { metaPageData, type PageDataSource } from './page-data';

interface RenderContext {
  /**
   * True while the markup is the server's: when the server renders a page and when the browser
   * hydrates it. Browser-only state (storage, media queries) must then start from the server's value,
   * or hydration would not match the markup.
   */
  serverMarkup: boolean;
  pageData: PageDataSource;
  /** Set once the browser has taken all of the server's markup over (useTakeoverDone). */
  takenOver: { current: boolean };
  /** What the server's render notes about the page for its head (its breadcrumb); none in the browser. */
  notes?: RenderNotes;
}

/** Facts about a page the server notes while rendering it, for the page's head (structured data). */
export interface RenderNotes {
  breadcrumb?: { label: string; to?: string }[];
  /** The page's own summary (a calculator's intro), for its meta description and link preview. */
  description?: string;
}

const Context = createContext<RenderContext>({
  serverMarkup: false,
  pageData: metaPageData,
  takenOver: { current: true },
});

export function RenderProvider({
  serverMarkup,
  pageData = metaPageData,
  notes,
  children,
}: {
  serverMarkup: boolean;
  pageData?: PageDataSource;
  notes?: RenderNotes;
  children: ReactNode;
}) {
  const [value] = useState(() => ({ serverMarkup, pageData, notes, takenOver: { current: !serverMarkup } }));
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useServerMarkup = () => useContext(Context).serverMarkup;

/** Where the server's render notes facts about the page; undefined in the browser. */
export const useRenderNotes = () => useContext(Context).notes;

/**
 * Called by the part the browser takes over last (the page inside its Suspense boundary, which React
 * hydrates after the rest): from then on a mount has no server markup to match and reads the
 * browser's state at once.
 */
export function useTakeoverDone(): void {
  const { takenOver } = useContext(Context);
  useEffect(() => {
    takenOver.current = true;
  }, [takenOver]);
}

/** Whether this mount takes the server's markup over (false for every later mount). */
export function useTakesMarkupOver(): boolean {
  const { serverMarkup, takenOver } = useContext(Context);
  const [takesOver] = useState(() => serverMarkup && !takenOver.current);
  return takesOver;
}

/** Data the server put into the page for its first render; every mount reads it again. */
export function usePageData(name: PageDataName): unknown {
  const { pageData } = useContext(Context);
  const [data] = useState(() => pageData.read(name));
  return data;
}

/**
 * Data for the first mount only: once the page has mounted it is dropped, so a later visit of the
 * same page (after navigating away and back) asks the API instead of showing stale data. Read
 * without removing during render: a render React repeats must see the same data.
 */
export function useFirstPageData(name: PageDataName): unknown {
  const { pageData } = useContext(Context);
  const [data] = useState(() => pageData.read(name));
  useEffect(() => pageData.drop(name), [pageData, name]);
  return data;
}

/**
 * State that starts from browser storage (or cookies), or from the server's value while the markup
 * is the server's. Then the stored value is read in a task of its own after the takeover: the first
 * access to storage is a synchronous call to the browser process, which made the takeover one long
 * task. A change before that read applies to the stored value, not to the server's.
 */
export function useBrowserState<T>(read: () => T, serverValue: T): [T, Dispatch<SetStateAction<T>>] {
  const { serverMarkup, takenOver } = useContext(Context);
  // Whether this mount matches server markup and has not read the stored value yet.
  const unread = useRef(serverMarkup && !takenOver.current);
  const [value, setValue] = useState(() => (unread.current ? serverValue : read()));
  const [readAtStart] = useState(() => read);
  const readStored = useCallback(() => {
    if (!unread.current) return;
    unread.current = false;
    const stored = readAtStart();
    // Only when the stored value differs: an update re-renders everything below.
    setValue((current) => (JSON.stringify(current) === JSON.stringify(stored) ? current : stored));
  }, [readAtStart]);
  useEffect(() => {
    if (!unread.current) return;
    const timer = setTimeout(readStored, 0);
    return () => clearTimeout(timer);
  }, [readStored]);
  const update = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      readStored();
      setValue(next);
    },
    [readStored],
  );
  return [value, update];
}
