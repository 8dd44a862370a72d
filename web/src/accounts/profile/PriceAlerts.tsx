import {
  formatDate,
  formatUnitPrice,
  PRICE_ALERT_MESSAGES as M,
  type PriceAlertView,
  productPath,
  ROUTES,
} from '@futterkompass/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteJson, getJson, isSignedOutAnswer } from '../../api/http';
import { SIGNED_OUT_REDIRECT_MS } from '../../pages/guards';
import { useSession } from '../../state/session';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useToast } from '../../ui/toast';

/** The profile's third tab: each price alert with its product, target, today's best price and state. */
export function PriceAlerts() {
  const [alerts, setAlerts] = useState<PriceAlertView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  const signedOut = useCallback(() => {
    signOut();
    setTimeout(() => navigate(ROUTES.login), SIGNED_OUT_REDIRECT_MS);
  }, [signOut, navigate]);

  const load = useCallback(async () => {
    try {
      setAlerts((await getJson('/api/price-alerts')).alerts);
      setFailed(false);
    } catch (error) {
      if (isSignedOutAnswer(error)) signedOut();
      else setFailed(true);
    }
  }, [signedOut]);

  useEffect(() => {
    load();
  }, [load]);

  const remove = async (alert: PriceAlertView) => {
    try {
      await deleteJson(`/api/price-alerts/${encodeURIComponent(alert._id)}`);
    } catch (error) {
      if (isSignedOutAnswer(error)) return signedOut();
      toast({ text: M.removeFailed, kind: 'error' });
    }
    await load();
  };

  if (failed)
    return (
      <p role="alert" className="alert alert-error">
        {M.fetchFailed}
      </p>
    );
  if (!alerts) return <LoadingOverlay text="Lade Preisalarme..." />;
  if (alerts.length === 0) return <p className="empty">{M.empty}</p>;
  return (
    <ul className="price-alerts">
      {alerts.map((alert) => {
        const unit = alert.unit ?? 'g';
        const name = alert.product ? `${alert.product.brandName} ${alert.product.series}` : 'Produkt';
        return (
          <li key={alert._id} className="price-alerts-item">
            {alert.product ? (
              <Link to={productPath(alert.product.urlExtension)}>{name}</Link>
            ) : (
              <span>Produkt nicht mehr verfügbar</span>
            )}
            <span>Wunschpreis: {formatUnitPrice(alert.targetUnitPrice, unit)}</span>
            <span>
              Bestes Angebot jetzt:{' '}
              {alert.bestUnitPrice === null ? 'keines' : formatUnitPrice(alert.bestUnitPrice, unit)}
            </span>
            <span className={alert.firedAt ? 'price-alerts-fired' : undefined}>
              {alert.firedAt ? `ausgelöst am ${formatDate(alert.firedAt)}` : 'aktiv'}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => remove(alert)}
              aria-label={`Preisalarm für ${name} entfernen`}
            >
              Entfernen
            </button>
          </li>
        );
      })}
    </ul>
  );
}
