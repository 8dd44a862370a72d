import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoTip } from './InfoTip';

function setup() {
  render(<InfoTip label="Hinweis">Die Rezeptur kann abweichen.</InfoTip>);
  const button = screen.getByRole('button', { name: 'Hinweis' });
  const tip = screen.getByText('Die Rezeptur kann abweichen.');
  return { button, tip };
}

describe('info tip', () => {
  it('describes its button even while closed', () => {
    const { button, tip } = setup();
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
  });

  it('shows while the pointer rests on it', () => {
    const { button, tip } = setup();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(tip.hidden).toBe(true);
  });

  it('stays open after a click or tap until clicked again, left or dismissed with Escape', () => {
    const { button, tip } = setup();
    fireEvent.click(button);
    expect(tip.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.blur(button);
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
