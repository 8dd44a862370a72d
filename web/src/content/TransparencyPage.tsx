import {
  DEFAULT_OFFER_MAX_AGE_HOURS,
  defaultCatalogQuery,
  ROUTES,
  SORT_OPTIONS,
} from '@futterkompass/domain';
import { QUICK_SEARCH_SIZE, sortCriteria } from '@futterkompass/search-config';
import { Link } from 'react-router-dom';
import { ContentPage } from './ContentPage';

function Criteria({ list }: { list: readonly string[] }) {
  return (
    <ol>
      {list.map((criterion) => (
        <li key={criterion}>{criterion}</li>
      ))}
    </ol>
  );
}

/** Every sort of the list with its criteria, read from the sorts the search engines apply. */
function Sorts() {
  return (
    <dl className="sort-criteria">
      {SORT_OPTIONS.values.map((sort) => (
        <div key={sort}>
          <dt>{SORT_OPTIONS.label(sort)}</dt>
          <dd>
            <Criteria list={sortCriteria(sort)} />
            {sortCriteria(sort, 'included').join() !== sortCriteria(sort).join() && (
              <>
                <p>Mit „Preise inkl. Versand“:</p>
                <Criteria list={sortCriteria(sort, 'included')} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /transparenz: how the portal ranks results and whether money plays a part (§ 5b Abs. 2 UWG), how
 * reviews are checked (§ 5b Abs. 3 UWG) and how one is reported (DSA Art. 16). Every statement
 * describes what the code does; a change there changes this page.
 */
export default function TransparencyPage() {
  return (
    <ContentPage
      title="So sortieren wir und so prüfen wir Bewertungen"
      crumb="Transparenz"
      intro="Nach welchen Kriterien Futterkompass Produkte ordnet, ob Geld dabei eine Rolle spielt und wie wir mit Bewertungen umgehen."
      description="Nach welchen Kriterien Futterkompass Produkte sortiert, ob Shops für ihren Platz zahlen und wie wir Bewertungen prüfen."
    >
      <h2 id="sortierung">So sortieren wir</h2>
      <p>
        In der <Link to={ROUTES.products}>Futtersuche</Link> wählst du die Sortierung selbst; voreingestellt
        ist „{SORT_OPTIONS.label(defaultCatalogQuery().sortBy)}“. Filter und Suchbegriff entscheiden nur,
        welche Produkte erscheinen, nicht in welcher Reihenfolge. Jede Sortierung wendet ihre Kriterien
        nacheinander an: Ein späteres Kriterium entscheidet nur zwischen Produkten, die in allen früheren
        gleich sind. Es gibt keine versteckten Punktwerte und keine Gewichtung, die Kriterien miteinander
        verrechnet.
      </p>
      <Sorts />
      <p>
        Das beste Angebot eines Produkts ist das mit dem niedrigsten Grundpreis je kg bzw. l unter den
        Angeboten, die du jetzt kaufen kannst: lieferbar, automatisch geprüft und vom Shop in den letzten{' '}
        {DEFAULT_OFFER_MAX_AGE_HOURS} Stunden bestätigt; mit „Preise inkl. Versand“ das mit dem niedrigsten
        Grundpreis inkl. Versand. Der „ab“-Preis ist der niedrigste Preis unter diesen Angeboten. In der
        Preistabelle der Produktseite stehen die Angebote nach Grundpreis (mit „Preise inkl. Versand“ nach
        Gesamtpreis), das günstigste zuerst; nicht lieferbare und veraltete Angebote stehen am Ende.
      </p>

      <h3>Schnellsuche</h3>
      <p>
        Die Schnellsuche oben auf jeder Seite zeigt die {QUICK_SEARCH_SIZE} Produkte, die am besten zu deinem
        Suchbegriff passen. Es erscheinen nur Produkte, die jedes eingegebene Wort enthalten, das zuletzt
        getippte auch als Wortanfang; Schreibweisen wie „Hühnchen“ für „Huhn“ zählen mit, kleine Tippfehler
        werden verziehen. Die Reihenfolge:
      </p>
      <ol>
        <li>
          Produkte, die die Wörter ohne Tippfehler enthalten, vor denen, die nur mit Tippfehlern passen,
        </li>
        <li>
          dann, wo die Wörter stehen: in der Marke vor der Sorte, in der Sorte vor den Zutaten, in den Zutaten
          vor der Art des Futters und diese vor dem Hersteller,
        </li>
        <li>dann, wie weit vorn die Wörter dort stehen.</li>
      </ol>
      <p>
        Wörter wie „Nassfutter“, „Trockenfutter“ oder „Snack“ wirken als Filter auf die Art des Futters.
        Besteht die Suche nur aus solchen Wörtern, zeigt sie die passenden Produkte wie „
        {SORT_OPTIONS.label('rating_dec')}“.
      </p>

      <h3>Startseite und Beratersuche</h3>
      <p>
        „Am besten bewertete Produkte“ auf der <Link to={ROUTES.home}>Startseite</Link> sind die ersten
        Produkte aller Tier- und Futterarten in der Sortierung „{SORT_OPTIONS.label('rating_dec')}“. Die{' '}
        <Link to={ROUTES.consultants}>Beratersuche</Link> zeigt alle Beraterinnen und Berater, die zu deinen
        Antworten passen, nach Land und Postleitzahl geordnet, bei gleicher Postleitzahl nach Namen.
      </p>

      <h2 id="geld">Zahlen Shops oder Hersteller für ihren Platz?</h2>
      <p>
        Nein. Keine Sortierung, keine Schnellsuche, kein Karussell und keine Preistabelle hängt davon ab, ob
        ein Shop, ein Hersteller oder eine Beraterin uns etwas zahlt; einen besseren Platz kann niemand
        kaufen. Shops zahlen nichts für die Aufnahme in den Preisvergleich und nichts je Klick.
      </p>
      <p>
        Klickst du auf „Zum Shop“ oder „zum besten Angebot“, zählen wir diesen Klick, ohne dabei etwas über
        dich zu speichern, damit der Shop sieht, wie oft seine Angebote angeklickt werden. Wie oft ein Angebot
        angeklickt wird, ändert an keiner Reihenfolge etwas.
      </p>

      <h2 id="bewertungen">Wie wir Bewertungen prüfen</h2>
      <p>
        Bewertungen sind nicht an einen Kauf gebunden: Gekauft wird im Shop, nicht bei uns, deshalb können wir
        nicht prüfen, ob jemand das Futter gekauft oder gefüttert hat. Was wir prüfen:
      </p>
      <ul>
        <li>
          Bewerten kann nur, wer ein Nutzerkonto hat und seine E-Mail Adresse über den zugeschickten Link
          bestätigt hat.
        </li>
        <li>Je Konto und Produkt gibt es eine Bewertung; eine neue ersetzt die alte.</li>
        <li>
          Der Text wird vor dem Veröffentlichen automatisch auf Beleidigungen geprüft (eine Liste verbotener
          Wörter); eine Bewertung mit einem solchen Wort lässt sich nicht absenden.
        </li>
        <li>
          Wer bewertet, akzeptiert unsere <Link to={ROUTES.terms}>Nutzungsbedingungen</Link>: Eine Bewertung
          muss auf eigenen Erfahrungen beruhen, Bewertungen im Auftrag eines Herstellers oder Händlers sind
          verboten. Das Formular kann zusätzlich mit einem Captcha vor automatisierten Eingaben geschützt
          sein.
        </li>
      </ul>
      <p>
        Eine Bewertung erscheint sofort, ohne dass die Redaktion sie vorher liest. Wir zeigen alle
        Bewertungen, gute wie schlechte, die neuesten zuerst. Die Sterne eines Produkts sind der Durchschnitt
        aller seiner Bewertungen; jede zählt gleich.
      </p>

      <h2 id="melden">Bewertung melden</h2>
      <p>
        Hältst du eine Bewertung für rechtswidrig, unecht oder unpassend, wähle unter ihr „Bewertung melden“,
        auch ohne Konto. Du nennst einen Grund und kannst ihn kurz erläutern; dieselbe Bewertung meldest du
        nur einmal. Die Redaktion prüft jede Meldung und entscheidet, ob die Bewertung bleibt oder entfernt
        wird. Entfernen wir eine Bewertung, zählt sie nicht mehr für die Sterne des Produkts, und die
        Verfasserin oder der Verfasser erfährt per E-Mail, warum. Meldest du angemeldet, schreiben wir dir die
        Entscheidung per E-Mail.
      </p>
    </ContentPage>
  );
}
