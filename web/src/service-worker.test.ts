import { act, createElement, Fragment, startTransition, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorkerWhenIdle,
  ServiceWorkerAfterFirstCommit,
  type ServiceWorkerHost,
} from './service-worker';

/** A window whose load event, idle callbacks and timers run when the test says. */
function stubHost(readyState: DocumentReadyState, idle = true) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const onLoad: (() => void)[] = [];
  const idleCallbacks: { callback: () => void; timeout?: number }[] = [];
  const timers: { callback: () => void; ms?: number }[] = [];
  const host = {
    document: { readyState },
    navigator: { serviceWorker: { register } },
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

describe('ServiceWorkerAfterFirstCommit', () => {
  it('asks for the idle moment only once React has committed the first render', async () => {
    const { host, register, idleCallbacks } = stubHost('complete');
    let finish = () => {};
    const data = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // A page still rendering (as a hydration waits for its data): the root commits nothing yet.
    const Page = () => {
      use(data);
      return null;
    };
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      startTransition(() =>
        root.render(
          createElement(
            Fragment,
            null,
            createElement(Page),
            createElement(ServiceWorkerAfterFirstCommit, { host }),
          ),
        ),
      ),
    );
    expect(idleCallbacks).toHaveLength(0);
    await act(async () => finish());
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(register).toHaveBeenCalledWith('/sw.js');
    await act(async () => root.unmount());
  });
});
