import { readFileSync } from 'node:fs';
import { URL as FileUrl } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elapse, useFakeTime } from './testing/fake-time';

const LOADER = readFileSync(new FileUrl('../public/app-loader.js', import.meta.url), 'utf8');

/** Runs the loader as the server's page does: a script tag with the entry and the chunks to preload. */
function runLoader(dataset: Record<string, string>) {
  const tag = document.createElement('script');
  Object.assign(tag.dataset, dataset);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  // A hidden tab paints nothing: the loader starts at once instead of after the next frame.
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  new Function(LOADER)();
}

const added = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

afterEach(() => {
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
  vi.restoreAllMocks();
});

describe('the app loader of a server-rendered page', () => {
  useFakeTime();

  it('adds the entry at once and each preload in a task of its own', async () => {
    runLoader({ entry: '/assets/index.js', preload: '/assets/a.js /assets/b.js' });
    expect(added()).toEqual(['/assets/index.js']);
    // The tasks due now, not the ones they queue.
    vi.runOnlyPendingTimers();
    expect(added()).toEqual(['/assets/index.js', '/assets/a.js']);
    vi.runOnlyPendingTimers();
    expect(added()).toEqual(['/assets/index.js', '/assets/a.js', '/assets/b.js']);
    await elapse(10);
    expect(added()).toHaveLength(3);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('adds only the entry without preloads', async () => {
    runLoader({ entry: '/assets/index.js' });
    await elapse(10);
    expect(added()).toEqual(['/assets/index.js']);
  });
});
