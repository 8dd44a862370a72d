import {
  CONSULTANT_COUNTRIES as COUNTRIES,
  type ConsultantGroup,
  type ConsultantListing,
  consultantValuesLabel,
} from '@futterkompass/domain';
import { useState } from 'react';

const DETAILS: [ConsultantGroup, string][] = [
  ['animal', 'Tiere'],
  ['ageGroup', 'Altersgruppen'],
  ['foodType', 'Fütterung'],
  ['specialty', 'Schwerpunkte'],
  ['attributes', 'Zusatzqualifikationen'],
  ['consultingType', 'Beratung'],
];

/** The initials shown when a consultant has no logo, or it does not load. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function Logo({ consultant }: { consultant: ConsultantListing }) {
  const [failed, setFailed] = useState(false);
  if (!consultant.logoUrl || failed)
    return (
      <span className="consultant-monogram" aria-hidden="true">
        {initials(consultant.name)}
      </span>
    );
  return (
    <img
      className="consultant-logo"
      src={consultant.logoUrl}
      alt={`Logo ${consultant.company ?? consultant.name}`}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** One consultant of the results: logo, name, place, contact and what they offer. */
export function ConsultantCard({ consultant }: { consultant: ConsultantListing }) {
  const { name, company, zip, country, url, email, phone } = consultant;
  return (
    <article className="consultant-card">
      <header className="consultant-head">
        <Logo consultant={consultant} />
        <div>
          <h5>{name}</h5>
          {company && <p className="consultant-company">{company}</p>}
          <p className="consultant-place">
            {zip}, {COUNTRIES.label(country)}
          </p>
        </div>
      </header>
      <dl className="consultant-details">
        {DETAILS.map(([group, label]) =>
          consultant[group].length > 0 ? (
            <div key={group}>
              <dt>{label}</dt>
              <dd>{consultantValuesLabel(group, consultant[group])}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <ul className="consultant-contact">
        {url && (
          <li>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Website<span className="visually-hidden"> von {name} (öffnet in neuem Tab)</span>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        )}
      </ul>
    </article>
  );
}
