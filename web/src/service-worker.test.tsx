import { act } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorkerWhenIdle,
  type ServiceWorkerHost,
  useServiceWorkerRegistration,
} from './service-worker';
import { takeOverServerMarkup } from './testing/take-over';

/** A window whose load event, idle callbacks and timers run when the test says. */
function stubHost(readyState: DocumentReadyState, idle = true, controlled = false) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const controller = controlled ? ({} as ServiceWorker) : null;
  const onLoad: (() => void)[] = [];
  const idleCallbacks: { callback: () => void; timeout?: number }[] = [];
  const timers: { callback: () => void; ms?: number }[] = [];
  const host = {
    document: { readyState },
    navigator: { serviceWorker: { register, controller } },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
    setTimeout: (callback: () => void, ms?: number) => timers.push({ callback, ms }),
    ...(idle && {
      requestIdleCallback: (callback: () => void, options?: IdleRequestOptions) =>
        idleCallbacks.push({ callback, timeout: options?.timeout }),
    }),
  } as unknown as ServiceWorkerHost;
  return { host, register, onLoad, idleCallbacks, timers };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event and then for an idle moment (at most 5 s)', () => {
    const { host, register, onLoad, idleCallbacks } = stubHost('interactive');
    registerServiceWorkerWhenIdle(host);
    expect(idleCallbacks).toHaveLength(0);
    for (const listener of onLoad) listener();
    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks.map((c) => c.timeout)).toEqual([5000]);
    idleCallbacks[0]?.callback();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('leaves a page a worker controls alone: no second registration, no fetch of sw.js', () => {
    const { host, register, onLoad, idleCallbacks, timers } = stubHost('complete', true, true);
    registerServiceWorkerWhenIdle(host);
    expect([onLoad, idleCallbacks, timers].map((queued) => queued.length)).toEqual([0, 0, 0]);
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for the idle moment at once on a page that has loaded already', () => {
    const { host, register, onLoad, idleCallbacks } = stubHost('complete');
    registerServiceWorkerWhenIdle(host);
    expect(onLoad).toHaveLength(0);
    idleCallbacks[0]?.callback();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits 2 s after the load where the browser knows no idle callbacks', () => {
    const { host, register, timers } = stubHost('complete', false);
    registerServiceWorkerWhenIdle(host);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    expect(register).not.toHaveBeenCalled();
    timers[0]?.callback();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does nothing where the browser has no service workers', () => {
    const { host, onLoad } = stubHost('interactive');
    registerServiceWorkerWhenIdle({ ...host, navigator: {} as Navigator });
    expect(onLoad).toHaveLength(0);
  });
});

describe('useServiceWorkerRegistration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("inside the page's Suspense boundary, waits until the browser has taken the page over", async () => {
    const { host, register, idleCallbacks } = stubHost('complete');
    let finish = () => {};
    const chunk = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const Registration = () => {
      useServiceWorkerRegistration(host);
      return null;
    };
    // The browser's page waits for its code, as a page whose chunk is still loading.
    const BrowserPage = () => {
      use(chunk);
      return <p>Seite</p>;
    };
    const page = (content: ReactNode) => (
      <>
        <p>Kopf</p>
        <Suspense fallback={null}>
          <Registration />
          {content}
        </Suspense>
      </>
    );
    const taken = await takeOverServerMarkup(page(<p>Seite</p>), page(<BrowserPage />));
    expect(idleCallbacks).toHaveLength(0);
    await act(async () => finish());
    expect(taken.mismatches).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(register).toHaveBeenCalledWith('/sw.js');
    taken.remove();
  });

  it("registers the window's service worker only in a production build", async () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const Registration = () => {
      useServiceWorkerRegistration();
      return null;
    };
    (await takeOverServerMarkup(<Registration />)).remove();
    expect(register).not.toHaveBeenCalled();
    vi.stubEnv('PROD', true);
    (await takeOverServerMarkup(<Registration />)).remove();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
