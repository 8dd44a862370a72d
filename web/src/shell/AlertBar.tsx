import { DEFAULT_ALERT_COLOR, readableTextColor } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getJson } from '../api/http';
import { readPageData } from '../page-data';
import { isString, readJson, STORAGE_KEYS, writeJson } from '../storage';

interface AlertBarData {
  text: string;
  link: string;
  buttonText: string;
  color: string;
}

const HEX = /^[0-9a-fA-F]{6}$/;

/** The bar as the server put it into the page, so it paints with the page and nothing shifts. */
function fromPage(): AlertBarData | null {
  const data = readPageData('futterkompass-alert-bar') as Partial<AlertBarData> | null;
  return typeof data?.text === 'string'
    ? { text: data.text, link: data.link ?? '', buttonText: data.buttonText ?? '', color: data.color ?? '' }
    : null;
}

/** The operators' notice: hidden without text, closable (and stays closed for the same text), errors ignored. */
export function AlertBar() {
  const [data, setData] = useState<AlertBarData | null>(fromPage);
  const [closedText, setClosedText] = useState(() => readJson(STORAGE_KEYS.alertBarClosed, '', isString));
  useEffect(() => {
    if (data) return;
    getJson<{ success?: boolean; abData?: AlertBarData }>('/api/alert-bar').then(
      (answer) => setData(answer.abData ?? null),
      () => undefined,
    );
  }, [data]);
  if (!data?.text || closedText === data.text) return null;
  const color = HEX.test(data.color) ? data.color : DEFAULT_ALERT_COLOR;
  const close = () => {
    writeJson(STORAGE_KEYS.alertBarClosed, data.text);
    setClosedText(data.text);
  };
  return (
    <section
      className="alert-bar"
      style={{ backgroundColor: `#${color}`, color: `#${readableTextColor(color)}` }}
      aria-label="Hinweis"
    >
      <p>{data.text}</p>
      {data.link &&
        data.buttonText &&
        (data.link.startsWith('/') ? (
          <Link className="alert-bar-button" to={data.link}>
            {data.buttonText}
          </Link>
        ) : (
          <a className="alert-bar-button" href={data.link} target="_blank" rel="noopener noreferrer">
            {data.buttonText}
          </a>
        ))}
      <button type="button" className="icon-button" aria-label="Hinweis schließen" onClick={close}>
        ×
      </button>
    </section>
  );
}
