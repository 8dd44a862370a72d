import { ROUTES } from '@futterkompass/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { noteEnteredBeforeStart } from '../entered-before-start';
import { RenderProvider } from '../render-context';
import { CompareProvider } from '../state/compare';
import { FavoritesProvider } from '../state/favorites';
import { SessionProvider } from '../state/session';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import { ToastProvider } from '../ui/toast';
import EnergyCalculator from './EnergyCalculator';
import { query, result } from './test-helpers';
import { useQueryInputs } from './use-query-inputs';

const weight = () => screen.getByLabelText('Gewicht in kg') as HTMLInputElement;
const energy = () => screen.getByLabelText('Energiegehalt in kcal pro 100 g') as HTMLInputElement;
const animal = () => screen.getByLabelText('Tier') as HTMLSelectElement;

/** The calculator inside the app's providers, as the server renders it and the browser takes it over. */
const page = (serverMarkup: boolean): ReactNode => (
  <RenderProvider serverMarkup={serverMarkup}>
    <BrowserRouter>
      <SessionProvider>
        <ToastProvider>
          <FavoritesProvider>
            <CompareProvider>
              <EnergyCalculator />
            </CompareProvider>
          </FavoritesProvider>
        </ToastProvider>
      </SessionProvider>
    </BrowserRouter>
  </RenderProvider>
);

/** Two fields changed by one handler: as when the fields report what was typed before the app ran. */
function TwoChangesAtOnce() {
  const { set, settled } = useQueryInputs();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set({ gewicht: '12,5' });
          set({ kcal: '95,5' });
        }}
      >
        Beide
      </button>
      <p>Berechnet aus {settled.toString()}</p>
    </>
  );
}

describe('calculator inputs', () => {
  useFakeTime();
  let hydrated: { root: Root; container: HTMLElement } | undefined;
  afterEach(() => {
    if (!hydrated) return;
    const { root, container } = hydrated;
    act(() => root.unmount());
    container.remove();
    hydrated = undefined;
  });

  it('keeps both of two changes that arrive before the next render', async () => {
    renderAt(`${ROUTES.energy}?tier=cat`, <TwoChangesAtOnce />);
    fireEvent.click(screen.getByRole('button', { name: 'Beide' }));
    await elapse(200);
    expect(query()).toEqual({ tier: 'cat', gewicht: '12,5', kcal: '95,5' });
    expect(screen.getByText(/^Berechnet aus/).textContent).toBe(
      'Berechnet aus tier=cat&gewicht=12%2C5&kcal=95%2C5',
    );
  });

  it('takes over what was typed and chosen into the server’s markup before the app ran', async () => {
    fakeApi({});
    window.history.replaceState(null, '', ROUTES.energy);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    // The visitor is quicker than the app: the fields of the server's page get the text.
    const [weightField, energyField] = [weight(), energy()];
    weightField.value = '12,5';
    energyField.value = '95,5';
    animal().value = 'cat';
    const root = await act(async () => hydrateRoot(container, page(true)));
    hydrated = { root, container };
    await elapse(200);
    // Choosing the animal sets the body condition with it, as a choice after the start does.
    expect(query()).toEqual({ gewicht: '12,5', kcal: '95,5', tier: 'cat', figur: 'normal' });
    // 12,5^0,67 x 100 = 543,16 kcal; / 95,5 x 100 = 568,76 g
    expect(result('Täglicher Energiebedarf')).toBe('543,16 kcal');
    expect(result('Futtermenge')).toBe('568,76 g pro Tag');
    // The next keystroke goes on from there.
    fireEvent.change(energy(), { target: { value: '95,55' } });
    await elapse(200);
    expect(query()).toEqual({ gewicht: '12,5', kcal: '95,55', tier: 'cat', figur: 'normal' });
  });

  it('keeps what was typed when React renders the server’s fields anew instead of taking them over', async () => {
    fakeApi({});
    window.history.replaceState(null, '', ROUTES.energy);
    const server = document.createElement('div');
    server.innerHTML = renderToString(page(true));
    document.body.append(server);
    noteEnteredBeforeStart(server);
    // Typed into the server's fields; then those nodes go, as when a boundary is rendered anew.
    for (const [field, text] of [
      [weight(), '12,5'],
      [energy(), '95,5'],
    ] as const) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    server.remove();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(page(true)));
    hydrated = { root, container };
    await elapse(200);
    expect([weight().value, energy().value]).toEqual(['12,5', '95,5']);
    expect(query()).toEqual({ gewicht: '12,5', kcal: '95,5' });
    expect(result('Futtermenge')).toBe('904,95 g pro Tag');
  });
});
