import { readFileSync } from 'node:fs';
import { URL as FileUrl } from 'node:url';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Carousel } from './Carousel';

const ITEMS = Array.from({ length: 12 }, (_, i) => `Produkt ${i + 1}`);

function setup(items = ITEMS) {
  render(
    <Carousel
      title="Beispiele"
      items={items}
      keyOf={(item) => item}
      render={(item) => <a href={`#${item}`}>{item}</a>}
      empty="Nichts da."
    />,
  );
  const region = screen.getByRole('region', { name: 'Beispiele' });
  return { region, track: within(region).getByRole('list') };
}

/**
 * happy-dom lays nothing out: give the track the widths a browser would (a view of 400 px, three
 * views in all) and report its scrolling as the browser does after each move.
 */
function layOut(track: HTMLElement, { view, total }: { view: number; total: number }) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: view });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: total });
  fireEvent.scroll(track);
}

const button = (name: string) => screen.getByRole('button', { name });
const disabled = (name: string) => button(name).getAttribute('aria-disabled') === 'true';

describe('carousel', () => {
  it('lists every item as a slide under its heading', () => {
    const { track } = setup();
    expect(within(track).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 2, name: 'Beispiele' })).toBeTruthy();
  });

  it('pages by one view with the buttons and disables them at the ends, without wrapping', () => {
    const { track } = setup();
    layOut(track, { view: 400, total: 1200 });
    expect(disabled('Zurück blättern')).toBe(true);
    expect(disabled('Weiter blättern')).toBe(false);

    fireEvent.click(button('Weiter blättern'));
    expect(track.scrollLeft).toBe(400);
    fireEvent.scroll(track);
    expect(disabled('Zurück blättern')).toBe(false);
    expect(disabled('Weiter blättern')).toBe(false);

    fireEvent.click(button('Weiter blättern'));
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(800);
    expect(disabled('Weiter blättern')).toBe(true);

    fireEvent.click(button('Zurück blättern'));
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(400);
    fireEvent.click(button('Zurück blättern'));
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(0);
    expect(disabled('Zurück blättern')).toBe(true);
  });

  it('pages with the arrow keys and jumps with Home and End from a focused slide', () => {
    const { track } = setup();
    layOut(track, { view: 400, total: 1200 });
    const link = screen.getByRole('link', { name: 'Produkt 1' });
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(track.scrollLeft).toBe(400);
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(track.scrollLeft).toBe(0);
    fireEvent.keyDown(link, { key: 'End' });
    fireEvent.scroll(track);
    expect(disabled('Weiter blättern')).toBe(true);
    fireEvent.keyDown(link, { key: 'Home' });
    expect(track.scrollLeft).toBe(0);
    // Other keys keep their meaning.
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(true);
  });

  it('renders each slide once: the buttons changing (first measurement, paging) leave the slides as they are', () => {
    const rendered: string[] = [];
    render(
      <Carousel
        title="Zählung"
        items={ITEMS}
        keyOf={(item) => item}
        render={(item) => {
          rendered.push(item);
          return <a href={`#${item}`}>{item}</a>;
        }}
        empty="Nichts da."
      />,
    );
    const track = within(screen.getByRole('region', { name: 'Zählung' })).getByRole('list');
    layOut(track, { view: 400, total: 1200 });
    fireEvent.click(button('Weiter blättern'));
    fireEvent.scroll(track);
    expect(disabled('Zurück blättern')).toBe(false);
    expect(rendered).toEqual(ITEMS);
  });

  it('shows no buttons when every slide fits', () => {
    // The buttons are hidden by the stylesheet (no style attribute: the server's markup has none).
    const style = document.createElement('style');
    style.textContent = readFileSync(new FileUrl('./carousel.css', import.meta.url), 'utf8');
    document.head.append(style);
    onTestFinished(() => style.remove());
    const { track } = setup(ITEMS.slice(0, 2));
    layOut(track, { view: 400, total: 400 });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty text when there are no items', () => {
    render(<Carousel title="Leer" items={[]} keyOf={String} render={String} empty="Nichts da." />);
    expect(within(screen.getByRole('region', { name: 'Leer' })).getByText('Nichts da.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
