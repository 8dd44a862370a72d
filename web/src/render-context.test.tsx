import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderProvider, useBrowserState, useTakeoverDone } from './render-context';
import { CompareProvider, useCompareList } from './state/compare';
import { recentlyViewed } from './state/recently-viewed';
import { STORAGE_KEYS } from './storage';
import { elapse, useFakeTime } from './testing/fake-time';
import { takeOverServerMarkup } from './testing/take-over';

function CompareCount() {
  const list = useCompareList();
  return (
    <button type="button" onClick={() => list.toggle('neu')}>
      Vergleichsliste ({list.ids.length})
    </button>
  );
}

function TakeoverDone() {
  useTakeoverDone();
  return null;
}

function Viewed() {
  const [ids] = useBrowserState(recentlyViewed, []);
  return <p>Zuletzt angesehen: {ids.length}</p>;
}

/** Mounts its part on a click, after the takeover: as a page the visitor opens later. */
function Later() {
  const [mounted, setMounted] = useState(false);
  return mounted ? (
    <Viewed />
  ) : (
    <button type="button" onClick={() => setMounted(true)}>
      Später
    </button>
  );
}

const page = (
  <RenderProvider serverMarkup>
    <CompareProvider>
      <CompareCount />
    </CompareProvider>
    <Later />
    <TakeoverDone />
  </RenderProvider>
);

const compareButton = () => screen.getByRole('button', { name: /^Vergleichsliste/ });

let removePage: (() => void) | undefined;

/** The server's markup (storage unknown: an empty compare list), taken over as the browser does. */
async function takeOver() {
  const taken = await takeOverServerMarkup(page);
  removePage = taken.remove;
  return taken.mismatches;
}

afterEach(() => {
  removePage?.();
  removePage = undefined;
  vi.restoreAllMocks();
});

describe('state from browser storage on a page the server rendered', () => {
  useFakeTime();

  it('is read in a task after the takeover, not during it, and then shown', async () => {
    window.localStorage.setItem(STORAGE_KEYS.compareList, JSON.stringify(['a', 'b']));
    // Any touch of storage counts (happy-dom binds a storage's methods to it on first use, so a
    // spy on Storage.prototype misses a storage an earlier test file has used).
    const storage = vi.spyOn(window, 'localStorage', 'get');
    expect(await takeOver()).toEqual([]);
    expect(storage).not.toHaveBeenCalled();
    expect(compareButton().textContent).toBe('Vergleichsliste (0)');
    await elapse(0);
    expect(storage).toHaveBeenCalled();
    expect(compareButton().textContent).toBe('Vergleichsliste (2)');
  });

  it('applies a change made before that read to the stored value, losing nothing', async () => {
    window.localStorage.setItem(STORAGE_KEYS.compareList, JSON.stringify(['a', 'b']));
    await takeOver();
    act(() => fireEvent.click(compareButton()));
    expect(compareButton().textContent).toBe('Vergleichsliste (3)');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compareList) ?? '')).toEqual([
      'a',
      'b',
      'neu',
    ]);
    await elapse(0);
    expect(compareButton().textContent).toBe('Vergleichsliste (3)');
  });

  it('is read at once by a part mounted after the takeover, which has no server markup to match', async () => {
    window.localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['a', 'b', 'c']));
    await takeOver();
    await elapse(0);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Später' })));
    expect(screen.getByText(/^Zuletzt angesehen/).textContent).toBe('Zuletzt angesehen: 3');
  });
});
