import { ROUTES } from '@futterkompass/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXTERNAL } from '../links';

/** A link out of the portal, in a new tab, said so to screen readers. */
function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (öffnet in neuem Tab)</span>
    </a>
  );
}

/**
 * The footer: the specification's links (/werben, /mfc-als-app, /kontakt, /agb, start page and the
 * merchant area in a new tab), the portal's own pages, and the blog and guide outside it.
 */
export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav aria-label="Fußzeile" className="footer-columns">
          <div>
            <h2>Futterkompass</h2>
            <ul>
              <li>
                <Link to={ROUTES.home}>Startseite</Link>
              </li>
              <li>
                <Link to={ROUTES.about}>Über uns</Link>
              </li>
              <li>
                <Link to={ROUTES.contact}>Kontakt</Link>
              </li>
              <li>
                <Link to={ROUTES.app}>Futterkompass als App</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Wissen</h2>
            <ul>
              <li>
                <External href={EXTERNAL.blog}>Blog</External>
              </li>
              <li>
                <External href={EXTERNAL.guide}>Ratgeber</External>
              </li>
              <li>
                <Link to={ROUTES.tips}>Tipp der Woche</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Für Unternehmen</h2>
            <ul>
              <li>
                <a href={ROUTES.b2b} target="_blank" rel="noopener">
                  Händlerbereich<span className="visually-hidden"> (öffnet in neuem Tab)</span>
                </a>
              </li>
              <li>
                <Link to={ROUTES.advertise}>Werben</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Rechtliches</h2>
            <ul>
              <li>
                <Link to={ROUTES.terms}>AGB</Link>
              </li>
              <li>
                <Link to={ROUTES.imprint}>Impressum</Link>
              </li>
              <li>
                <Link to={ROUTES.privacy}>Datenschutz</Link>
              </li>
              <li>
                <Link to={ROUTES.transparency}>Sortierung und Bewertungen</Link>
              </li>
            </ul>
          </div>
        </nav>
        <p>Futterkompass – Suchmaschine für Hunde- und Katzenfutter mit Spezialfilter</p>
      </div>
    </footer>
  );
}
