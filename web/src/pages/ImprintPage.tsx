import { OPERATOR, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

/** /impressum: the provider identification German law requires. */
export default function ImprintPage() {
  return (
    <section className="text-page">
      <Breadcrumb trail={[{ label: 'Impressum' }]} />
      <h1>Impressum</h1>
      <h2>Angaben gemäß § 5 DDG</h2>
      <address>
        {OPERATOR.business}
        <br />
        {OPERATOR.owner}
        <br />
        {OPERATOR.street}
        <br />
        {OPERATOR.city}
      </address>
      <h2>Kontakt</h2>
      <p>
        Telefon: {OPERATOR.phone}
        <br />
        E-Mail: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
        <br />
        Oder über unser <Link to={ROUTES.contact}>Kontaktformular</Link>.
      </p>
      <h2>Umsatzsteuer-ID</h2>
      <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {OPERATOR.vatId}</p>
      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
      <p>{OPERATOR.owner.replace('Inhaberin: ', '')}, Anschrift wie oben.</p>
      <h2>Hinweis zu Preisen und Produktangaben</h2>
      <p>
        Futterkompass ist kein Online-Shop. Preise und Verfügbarkeit stammen von den Shops und können sich
        jederzeit ändern; maßgeblich ist das Angebot im Shop. Rezepturen können von den hier gezeigten Angaben
        abweichen.
      </p>
      <h2>Streitschlichtung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen.
      </p>
    </section>
  );
}
