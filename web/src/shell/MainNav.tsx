import { CALCULATORS, ROUTES } from '@futterkompass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MAIN_LINKS } from '../links';
import { QuickSearch } from '../search/QuickSearch';
import { useCompareList } from '../state/compare';
import { useSession } from '../state/session';
import { focusables, keepTabInside } from '../ui/focus-trap';
import { CalculatorsMenu } from './CalculatorsMenu';
import { CompareHeaderLink } from './CompareBar';
import { useOnNavigation } from './useOnNavigation';

/**
 * The count of products on the compare list, so a toggle on a card shows its effect. On its own:
 * a toggle renders it, not the whole navigation with its quick search and links.
 */
function ComparedCount() {
  const compared = useCompareList().ids.length;
  return compared > 0 ? (
    <>
      {' '}
      <span className="badge">
        {compared}
        <span className="visually-hidden"> Produkte</span>
      </span>
    </>
  ) : null;
}

/** The sticky main navigation with the quick search; on small screens an overlay menu. */
export function MainNav() {
  const [overlay, setOverlay] = useState(false);
  const { signedIn } = useSession();
  const label = (l: (typeof MAIN_LINKS)[number]) =>
    l.path === ROUTES.compare ? (
      <>
        {l.label}
        <ComparedCount />
      </>
    ) : (
      l.label
    );
  const burger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // A link leads to another page, whose own focus handling takes over.
  useOnNavigation(() => setOverlay(false));
  // × and Escape go back to where the menu was opened.
  const close = useCallback(() => {
    setOverlay(false);
    burger.current?.focus();
  }, []);
  useEffect(() => {
    if (!overlay || !menu.current) return;
    focusables(menu.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, close]);

  return (
    <header className="main-nav">
      <div className="container main-nav-inner">
        <Link to={ROUTES.home} className="logo" aria-label="Futterkompass Startseite">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Futterkompass</span>
        </Link>
        <QuickSearch />
        <nav aria-label="Hauptnavigation" className="main-links">
          {MAIN_LINKS.map((l) => (
            <NavLink key={l.path} to={l.path}>
              {label(l)}
            </NavLink>
          ))}
          <CalculatorsMenu />
        </nav>
        <CompareHeaderLink />
        <button
          ref={burger}
          type="button"
          className="burger"
          aria-label="Menü öffnen"
          aria-expanded={overlay}
          aria-controls="mobile-nav"
          onClick={() => setOverlay(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
      </div>
      {overlay && (
        <div
          ref={menu}
          id="mobile-nav"
          className="mobile-nav"
          role="dialog"
          aria-modal="true"
          aria-label="Menü"
          onKeyDown={(event) => keepTabInside(event, menu.current)}
        >
          <button
            type="button"
            className="icon-button mobile-nav-close"
            aria-label="Menü schließen"
            onClick={close}
          >
            ×
          </button>
          <nav aria-label="Mobile Navigation">
            <Link to={ROUTES.home}>Startseite</Link>
            {MAIN_LINKS.map((l) => (
              <Link key={l.path} to={l.path}>
                {label(l)}
              </Link>
            ))}
            <p className="mobile-nav-heading">Rechner</p>
            {CALCULATORS.map((c) => (
              <Link key={c.path} to={c.path}>
                {c.label}
              </Link>
            ))}
            {signedIn ? (
              <Link to={ROUTES.profile}>Profil</Link>
            ) : (
              <>
                <Link to={ROUTES.login}>Login</Link>
                <Link to={ROUTES.register}>Registrieren</Link>
              </>
            )}
          </nav>
        </div>
      )}
    </header>
  );
}
