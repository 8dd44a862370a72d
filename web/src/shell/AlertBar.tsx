import { DEFAULT_ALERT_COLOR, readableTextColor } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getJson } from '../api/http';

interface AlertBarData {
  text: string;
  link: string;
  buttonText: string;
  color: string;
}

const HEX = /^[0-9a-fA-F]{6}$/;

/** The operators' notice: hidden without text, closable, errors ignored. */
export function AlertBar() {
  const [data, setData] = useState<AlertBarData | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    getJson<{ success?: boolean; abData?: AlertBarData }>('/api/alert-bar').then(
      (answer) => setData(answer.abData ?? null),
      () => undefined,
    );
  }, []);
  if (!data?.text || closed) return null;
  const color = HEX.test(data.color) ? data.color : DEFAULT_ALERT_COLOR;
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
      <button
        type="button"
        className="icon-button"
        aria-label="Hinweis schließen"
        onClick={() => setClosed(true)}
      >
        ×
      </button>
    </section>
  );
}
