import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav aria-label="Fußzeile">
          <Link to={ROUTES.home}>Startseite</Link>
          <Link to={ROUTES.advertise}>Werben</Link>
          <Link to={ROUTES.app}>Futterkompass als App</Link>
          <Link to={ROUTES.contact}>Kontakt</Link>
          <Link to={ROUTES.terms}>AGB</Link>
          <Link to={ROUTES.imprint}>Impressum</Link>
          <a href={ROUTES.b2b} target="_blank" rel="noopener">
            Händlerbereich
          </a>
          <Link to={ROUTES.privacy}>Datenschutz</Link>
        </nav>
        <p>Futterkompass – Suchmaschine für Hunde- und Katzenfutter mit Spezialfilter</p>
      </div>
    </footer>
  );
}
