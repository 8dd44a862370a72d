import { formatNumber, productPath, ROUTES } from '@futterkompass/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { EditorsOnly } from '../pages/EditorsOnly';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AssignSearch } from './AssignSearch';
import { assignRow, loadMappings, loadReview, type MappingEntry, type ReviewPage, undoMapping } from './api';
import './feed-review.css';

const euro = (value: number) => `${formatNumber(value, 2, 2)} €`;
const count = (value: number) => formatNumber(value, 0);

/** The queue's merchants with their waiting rows; choosing one shows only its rows. */
function MerchantFilter({
  page,
  merchant,
  onChange,
}: {
  page: ReviewPage;
  merchant: string;
  onChange(owner: string): void;
}) {
  const id = useId();
  const all = page.merchants.reduce((sum, m) => sum + m.waiting, 0);
  return (
    <p className="feed-review-filter">
      <label htmlFor={id}>Händler</label>
      <select id={id} value={merchant} onChange={(e) => onChange(e.target.value)}>
        <option value="">Alle Händler ({count(all)})</option>
        {page.merchants.map((m) => (
          <option key={m.owner} value={m.owner}>
            {m.shopName || m.owner} ({count(m.waiting)})
          </option>
        ))}
      </select>
    </p>
  );
}

/** Earlier and later pages of the queue. */
function Pager({ page, onPage }: { page: ReviewPage; onPage(page: number): void }) {
  if (page.pages <= 1) return null;
  return (
    <nav className="feed-review-pager" aria-label="Seiten der offenen Zeilen">
      <button
        type="button"
        className="button button-secondary"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        Vorherige Seite
      </button>
      <span>
        Seite {count(page.page)} von {count(page.pages)}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page.page >= page.pages}
        onClick={() => onPage(page.page + 1)}
      >
        Nächste Seite
      </button>
    </nav>
  );
}

function Lists() {
  const [review, setReview] = useState<ReviewPage | null>(null);
  const [mappings, setMappings] = useState<MappingEntry[]>([]);
  const [merchant, setMerchant] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);

  const reload = useCallback(async () => {
    try {
      const [page, done] = await Promise.all([
        loadReview({ page: pageNumber, ...(merchant && { merchant }) }),
        loadMappings(),
      ]);
      setReview(page);
      setMappings(done);
    } catch (error) {
      setReview((current) => current ?? { items: [], total: 0, page: 1, pages: 1, merchants: [] });
      setStatus({ text: serverMessage(error) ?? 'Die Liste konnte nicht geladen werden.', error: true });
    }
  }, [merchant, pageNumber]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setStatus({ text: done });
      setOpen(null);
      await reload();
    } catch (error) {
      setStatus({
        text: serverMessage(error) ?? 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
        error: true,
      });
    }
  };

  if (!review) return <LoadingOverlay text="Lade Zuordnungen..." />;
  return (
    <>
      <p role="status" className={status?.error ? 'alert alert-error' : status ? 'alert' : undefined}>
        {status?.text}
      </p>
      <h2>Offene Zeilen ({count(review.total)})</h2>
      {review.merchants.length > 0 && (
        <MerchantFilter
          page={review}
          merchant={merchant}
          onChange={(owner) => {
            setMerchant(owner);
            setPageNumber(1);
          }}
        />
      )}
      {review.items.length === 0 ? (
        <p>Alle Zeilen der Händler-Feeds sind einem Produkt zugeordnet.</p>
      ) : (
        <ul className="feed-review-list">
          {review.items.map((item) => (
            <li key={item._id} className="feed-review-item">
              <h3>{item.title || item.key}</h3>
              <p>
                {item.shopName} · Artikel-ID {item.key}
                {item.gtins.length > 0 && <> · GTIN {item.gtins.join(', ')}</>}
                <br />
                {euro(item.price)} für {item.amount > 1 && `${item.amount} × `}
                {formatNumber(item.size, 3)} {item.unit}
                {item.brand && <> · {item.brand}</>} ·{' '}
                <a href={item.link} rel="nofollow noreferrer" target="_blank">
                  Angebot im Shop
                </a>
              </p>
              <p className="hint">{item.reason}</p>
              {open === item._id ? (
                <AssignSearch
                  title={item.title || item.key}
                  onAssign={(productId, name) =>
                    act(
                      () => assignRow(item._id, productId),
                      `„${item.title || item.key}“ ist ${name} zugeordnet; das Angebot steht jetzt beim Produkt.`,
                    )
                  }
                />
              ) : (
                <button type="button" className="button" onClick={() => setOpen(item._id)}>
                  Produkt zuordnen
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={review} onPage={setPageNumber} />
      <h2>Zuordnungen</h2>
      {mappings.length === 0 ? (
        <p>Noch keine Zuordnungen.</p>
      ) : (
        <ul className="feed-review-list">
          {mappings.map((m) => (
            <li key={m._id} className="feed-review-item feed-review-mapping">
              <p>
                {m.shopName} · Artikel-ID {m.key} →{' '}
                {m.productUrlExtension ? (
                  <Link to={productPath(m.productUrlExtension)}>{m.productName}</Link>
                ) : (
                  'Produkt gelöscht'
                )}
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  act(
                    () => undoMapping(m._id),
                    `Die Zuordnung von ${m.key} ist aufgehoben; das Angebot ist vom Produkt entfernt.`,
                  )
                }
              >
                Rückgängig<span className="visually-hidden">: {m.key}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /feed-zuordnung: editors assign shop feed rows no product matched, and undo wrong matches. */
export default function FeedReviewPage() {
  return (
    <section className="feed-review-page">
      <Breadcrumb trail={[{ label: 'Futtersuche', to: ROUTES.products }, { label: 'Feed-Zuordnung' }]} />
      <h1>Feed-Zuordnung</h1>
      <EditorsOnly loading="Lade Zuordnungen...">
        <Lists />
      </EditorsOnly>
    </section>
  );
}
