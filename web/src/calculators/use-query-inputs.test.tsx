import { ROUTES } from '@futterkompass/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, use } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, useLocation } from 'react-router-dom';
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
import { query, result, signedInWith } from './test-helpers';
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

/**
 * Holds the router back: the render of a new address does not commit while `pending` is unsettled,
 * as a transition that the next keystroke interrupts (the router renders each address in one).
 */
function RouterRenderHeld({ pending }: { pending: Promise<void> }) {
  if (useLocation().search) use(pending);
  return null;
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

  it('keeps every keystroke while the address it wrote has not been rendered yet', async () => {
    // Signed in: the session's user and favourites arrive while the visitor types.
    signedInWith([]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAt(
      ROUTES.energy,
      <>
        <EnergyCalculator />
        <RouterRenderHeld pending={held} />
      </>,
    );
    // Each keystroke is rendered at once; the router's render of the address it wrote starts and
    // is left unfinished, while the user and the favourites arrive.
    for (const text of ['1', '12', '12,', '12,5'])
      await act(async () => {
        fireEvent.change(weight(), { target: { value: text } });
      });
    expect(screen.getByText('Du hast noch keine Produkte in deinen Favoriten.')).toBeTruthy();
    expect(weight().value).toBe('12,5');
    await act(async () => release());
    await elapse(200);
    expect(weight().value).toBe('12,5');
    expect(query()).toEqual({ gewicht: '12,5' });
    expect(result('Täglicher Energiebedarf')).toBe('864,22 kcal');
  });
});
