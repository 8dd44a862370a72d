import { CONSULTANT_MESSAGES, type ConsultantListing, groupConsultants } from '@futterkompass/domain';
import { forwardRef } from 'react';
import { RankingLink } from '../content/RankingLink';
import { ConsultantCard } from './ConsultantCard';

/** The results, by country and first zip digit, with the way back to the questionnaire. */
export const ConsultantResults = forwardRef<
  HTMLElement,
  { consultants: ConsultantListing[]; onRestart(): void }
>(function ConsultantResults({ consultants, onRestart }, section) {
  const regions = groupConsultants(consultants);
  return (
    <section ref={section} className="consultant-results" aria-labelledby="consultant-results-heading">
      <div className="consultant-results-head">
        <h2 id="consultant-results-heading" tabIndex={-1}>
          Ergebnisse
        </h2>
        <button className="button-secondary" type="button" onClick={onRestart}>
          Suche neu starten
        </button>
      </div>
      {consultants.length === 0 ? (
        <p className="consultant-empty" role="status">
          {CONSULTANT_MESSAGES.empty}
        </p>
      ) : (
        <p role="status">
          {consultants.length === 1 ? '1 Berater gefunden' : `${consultants.length} Berater gefunden`}
        </p>
      )}
      {consultants.length > 1 && <RankingLink />}
      {regions.map((region) => (
        <section
          key={region.country}
          className="consultant-region"
          aria-labelledby={`land-${region.country}`}
        >
          <h3 id={`land-${region.country}`}>{region.label}</h3>
          {region.zones.map((zone) => (
            <section key={zone.digit} className="consultant-zone">
              <h4>{zone.digit ? `PLZ-Bereich ${zone.digit}` : 'Ohne Postleitzahl'}</h4>
              <ul className="consultant-list">
                {zone.consultants.map((consultant) => (
                  <li key={consultant._id}>
                    <ConsultantCard consultant={consultant} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </section>
  );
});
