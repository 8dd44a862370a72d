import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { EXTERNAL } from '../links';

/** The three links after the first carousel: NfE calculator, blog, energy need. */
export function HomeLinks() {
  return (
    <section className="home-links" aria-labelledby="home-links-heading">
      <h2 id="home-links-heading" className="visually-hidden">
        Rechner und Wissen
      </h2>
      <ul>
        <li>
          <Link to={ROUTES.nfe} className="home-link">
            <span className="home-link-title">NfE-Rechner</span>
            <span className="home-link-text">Wie viele Kohlenhydrate stecken im Futter?</span>
          </Link>
        </li>
        <li>
          <a href={EXTERNAL.blog} className="home-link" target="_blank" rel="noopener noreferrer">
            <span className="home-link-title">
              Blog<span className="visually-hidden"> (öffnet in neuem Tab)</span>
            </span>
            <span className="home-link-text">Wissen rund um die Ernährung von Hund und Katze.</span>
          </a>
        </li>
        <li>
          <Link to={ROUTES.energy} className="home-link">
            <span className="home-link-title">Energiebedarf</span>
            <span className="home-link-text">Wie viel Futter braucht dein Tier am Tag?</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
