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

/** A key press as React hands it to a handler; `prevented` tells whether the browser's move was stopped. */
const press = (key: string, shiftKey: boolean) => {
  const event = { key, shiftKey, prevented: false } as unknown as KeyboardEvent & {
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

  // [case, where the focus is, Shift held, key, browser's move stopped, where the focus ends]
  it.each([
    ['from the last control Tab goes to the first', 'last', false, 'Tab', true, 'first'],
    ['from the first control Shift+Tab goes to the last', 'first', true, 'Tab', true, 'last'],
    ['Tab between controls inside is left to the browser', 'first', false, 'Tab', false, 'first'],
    ['from outside the box Tab brings the focus back in', 'after', false, 'Tab', true, 'first'],
    ['from the box itself Shift+Tab goes to its last control', 'box', true, 'Tab', true, 'last'],
    ['every other key is ignored', 'last', false, 'Enter', false, 'last'],
  ] as const)('%s', (_, from, shiftKey, key, prevented, to) => {
    const el = box();
    focus(from);
    const event = press(key, shiftKey);
    keepTabInside(event, el);
    expect([event.prevented, document.activeElement?.id]).toEqual([prevented, to]);
  });
});
