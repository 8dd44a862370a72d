import type { AlertBarData } from '@futterkompass/contract';
import { alertBarDigest, DEFAULT_ALERT_COLOR, PAGE_DATA, readableTextColor } from '@futterkompass/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getJson } from '../api/http';
import { useBrowserState, useFirstPageData } from '../render-context';
import { closedNotice, rememberClosedNotice } from './alert-bar-cookie';

const HEX = /^[0-9a-fA-F]{6}$/;

/** The bar as the server put it into the page, so it paints with the page and nothing shifts. */
function fromPage(page: unknown): AlertBarData | null {
  const data = page as Partial<AlertBarData> | null;
  return typeof data?.text === 'string'
    ? {
        text: data.text,
        link: data.link ?? '',
        buttonText: data.buttonText ?? '',
        color: data.color ?? '',
        closed: data.closed === true,
      }
    : null;
}

/**
 * The operators' notice: hidden without text, closable (and stays closed for the same text, in a
 * cookie the server reads as well, so that its page leaves a closed notice out), errors ignored.
 */
export function AlertBar() {
  const page = useFirstPageData(PAGE_DATA.alertBar);
  const [data, setData] = useState<AlertBarData | null>(() => fromPage(page));
  // The server's page says whether the visitor closed its notice (it read the cookie); the cookie
  // itself is read after the takeover, for a page the browser took from its cache.
  const [closed, setClosed] = useBrowserState(closedNotice, data?.closed ? alertBarDigest(data.text) : '');
  useEffect(() => {
    if (data) return;
    getJson('/api/alert-bar').then(
      (answer) => setData(answer.abData ?? null),
      () => undefined,
    );
  }, [data]);
  const shown = !!data?.text && closed !== alertBarDigest(data.text);
  const color = data && HEX.test(data.color) ? data.color : DEFAULT_ALERT_COLOR;
  const bar = useRef<HTMLElement>(null);
  // Through the CSSOM, not a style attribute: the content security policy refuses style attributes
  // in the server's markup. Until then the bar has the default colours (styles.css).
  useLayoutEffect(() => {
    if (!shown || !bar.current) return;
    bar.current.style.backgroundColor = `#${color}`;
    bar.current.style.color = `#${readableTextColor(color)}`;
  }, [shown, color]);
  if (!data || !shown) return null;
  const close = () => setClosed(rememberClosedNotice(data.text));
  return (
    <section className="alert-bar" ref={bar} aria-label="Hinweis">
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
