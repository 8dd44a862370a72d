import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogRouting } from './list/routing';
import { NO_IMAGE } from './products/images';
import { ProductImage } from './products/ProductImage';
import { ScrollToTop } from './shell/ScrollToTop';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what the browser does on a page it takes over from the server', () => {
  it('leaves the first page where the visitor scrolled it, and scrolls each next page to the top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/produkte">weiter</Link>} />
          <Route path="/produkte" element={<p>Liste</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'weiter' }).click());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('shows the placeholder for an image that failed before the app listened for errors', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    vi.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockReturnValue('/files/kaputt.png');
    render(<ProductImage src="/files/kaputt.png" alt="" width={150} height={180} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(NO_IMAGE);
  });

  it('keeps an image that loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(150);
    render(<ProductImage src="/files/gut.png" alt="" width={150} height={180} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/gut.png');
  });

  it('reads the address again for a navigation, not for the first address reported after its own write', async () => {
    const navigate = vi.fn();
    const at = '/produkte?animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet';
    window.history.replaceState(null, '', at);
    const { routing, locationChanged } = createCatalogRouting(navigate, at);
    const update = vi.fn();
    routing.router.onUpdate(update);
    // InstantSearch writes its own form of the address before the list's effect reports the first.
    routing.router.write(routing.router.read());
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The same list in the app's form of its address: replaced, not added to the history.
    expect(navigate).toHaveBeenCalledWith('/hund/nassfutter', true);
    locationChanged(at);
    locationChanged('/hund/nassfutter');
    expect(update).not.toHaveBeenCalled();
    // A visitor's own navigation to another list is read.
    window.history.pushState(null, '', '/katze/barf');
    locationChanged('/katze/barf');
    expect(update).toHaveBeenCalledTimes(1);
    routing.router.dispose();
  });

  it('writes the list’s URL at /produkte/ too, and none once the visitor has left the list', async () => {
    const navigate = vi.fn();
    for (const [at, written] of [
      ['/produkte/', true],
      ['/fett', false],
    ] as const) {
      navigate.mockClear();
      window.history.replaceState(null, '', at);
      const { routing } = createCatalogRouting(navigate, at);
      routing.router.write({ ...routing.router.read(), animal: ['cat'] });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(navigate.mock.calls.length > 0).toBe(written);
      routing.router.dispose();
    }
  });
});
