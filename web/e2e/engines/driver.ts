/**
 * What the smoke steps need of a browser, whatever the engine: the steps are written once against
 * this, and each engine's adapter (firefox.ts, webkit.ts) is a thin layer over its protocol.
 * Elements are named by CSS selectors; finding by text or label is done in the page (see page.ts).
 */
export interface EnginePage {
  /** Loads the address and waits for the document's load event. */
  goto(url: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /** Runs the function in the page with JSON arguments and returns its JSON result (awaited). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Scrolls the first element matching the selector into view and clicks its centre, as a pointer does. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option with this value in the select. */
  select(selector: string, value: string): Promise<void>;
  /** Presses Enter in the element. */
  pressEnter(selector: string): Promise<void>;
  /** The browser's back button. */
  back(): Promise<void>;
  /** A screenshot of the viewport, as PNG. */
  screenshot(): Promise<Buffer>;
  /** Console errors and uncaught exceptions since the last call. */
  takeProblems(): Promise<string[]>;
}

export interface EngineBrowser {
  readonly name: string;
  /**
   * A page of this width (844 px high for a phone, 800 for a desktop) with empty storage. The
   * browser is started once; each call may reuse its window.
   */
  page(width: number): Promise<EnginePage>;
  close(): Promise<void>;
}

/** A browser engine the smoke set runs in, or why it cannot run here. */
export interface Engine {
  name: string;
  /** Why the engine cannot run on this machine (a missing package), or null. */
  missing(): string | null;
  launch(): Promise<EngineBrowser>;
}

/** The height of the window for a width: a phone's for narrow widths, a laptop's otherwise. */
export const heightFor = (width: number) => (width < 600 ? 844 : 800);
