import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusables, keepTabInside } from './focus-trap';

const box = () => {
  document.body.innerHTML = `
    <button id="before">davor</button>
    <div id="box" tabindex="-1">
      <button id="first">×</button>
      <a href="/x" id="link">Link</a>
      <button id="off" disabled>aus</button>
      <div hidden><button id="hidden">versteckt</button></div>
      <input id="last" />
    </div>
    <button id="after">danach</button>`;
  return document.getElementById('box') as HTMLElement;
};

/** A Tab press as React hands it to a handler; `prevented` tells whether the browser's move was stopped. */
const tab = (shiftKey = false) => {
  const event = { key: 'Tab', shiftKey, prevented: false } as unknown as KeyboardEvent & {
    prevented: boolean;
  };
  event.preventDefault = () => {
    event.prevented = true;
  };
  return event;
};
const focus = (id: string) => document.getElementById(id)?.focus();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus trap', () => {
  it('counts only the controls the keyboard can reach', () => {
    expect(focusables(box()).map((el) => el.id)).toEqual(['first', 'link', 'last']);
  });

  it('goes from the last control to the first and back with Shift+Tab', () => {
    const el = box();
    focus('last');
    const forward = tab();
    keepTabInside(forward, el);
    expect([forward.prevented, document.activeElement?.id]).toEqual([true, 'first']);
    const back = tab(true);
    keepTabInside(back, el);
    expect([back.prevented, document.activeElement?.id]).toEqual([true, 'last']);
  });

  it('leaves Tab between controls inside to the browser', () => {
    const el = box();
    focus('first');
    const event = tab();
    keepTabInside(event, el);
    expect([event.prevented, document.activeElement?.id]).toEqual([false, 'first']);
  });

  it('brings the focus back in when it is outside, and from the box itself to its last control', () => {
    const el = box();
    focus('after');
    const event = tab();
    keepTabInside(event, el);
    expect(document.activeElement?.id).toBe('first');
    el.focus();
    keepTabInside(tab(true), el);
    expect(document.activeElement?.id).toBe('last');
  });

  it('ignores every other key', () => {
    const el = box();
    focus('last');
    const event = { ...tab(), key: 'Enter' } as ReturnType<typeof tab>;
    keepTabInside(event, el);
    expect(document.activeElement?.id).toBe('last');
  });
});
