import { useCallback, useEffect, useRef } from 'react';
import { getJson } from '../api/http';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size: 'invisible';
      badge: 'bottomleft';
      callback(token: string): void;
      'error-callback'(): void;
      'expired-callback'(): void;
    },
  ): number;
  execute(widget: number): void;
  reset(widget: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The invisible widget failed (no network to Google, a blocked script): the form says so. */
export class CaptchaWidgetError extends Error {
  override name = 'CaptchaWidgetError';
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=de';

/** The public key from the server's config; null when no captcha is configured (nothing is loaded). */
function captchaSiteKey(): Promise<string | null> {
  return getJson('/api/config').then(
    (config) => config.recaptchaSiteKey ?? null,
    () => null,
  );
}

const whenReady = (grecaptcha: Grecaptcha) =>
  new Promise<Grecaptcha>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));

let script: Promise<Grecaptcha> | undefined;
function loadScript(): Promise<Grecaptcha> {
  if (window.grecaptcha) return whenReady(window.grecaptcha);
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () =>
      window.grecaptcha
        ? whenReady(window.grecaptcha).then(resolve)
        : reject(new CaptchaWidgetError('script'));
    const tag = document.createElement('script');
    tag.src = SCRIPT;
    tag.async = true;
    tag.onload = ready;
    tag.onerror = () => {
      script = undefined;
      reject(new CaptchaWidgetError('script'));
    };
    document.head.append(tag);
  });
  return script;
}

/** One invisible widget in `container`: each call of the returned function yields a fresh token. */
export async function createCaptchaWidget(key: string, container: HTMLElement) {
  const grecaptcha = await loadScript();
  let pending: { resolve(token: string): void; reject(error: Error): void } | undefined;
  const widget = grecaptcha.render(container, {
    sitekey: key,
    size: 'invisible',
    badge: 'bottomleft',
    callback: (token) => pending?.resolve(token),
    'error-callback': () => pending?.reject(new CaptchaWidgetError('widget')),
    'expired-callback': () => pending?.reject(new CaptchaWidgetError('expired')),
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      pending = { resolve, reject };
      grecaptcha.reset(widget);
      grecaptcha.execute(widget);
    });
}

/**
 * The captcha of a form: `token()` answers undefined when no captcha is configured, a fresh token
 * otherwise, and rejects with CaptchaWidgetError when the widget fails. Google's script is loaded
 * only when the server names a site key.
 */
export function useCaptcha() {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<(() => Promise<string>) | null> | null>(null);

  const prepare = useCallback(() => {
    widget.current ??= captchaSiteKey().then((key) =>
      key && container.current ? createCaptchaWidget(key, container.current) : null,
    );
    return widget.current;
  }, []);

  useEffect(() => {
    prepare().catch(() => {
      widget.current = null;
    });
  }, [prepare]);

  const token = useCallback(async (): Promise<string | undefined> => {
    const execute = await prepare().catch((error: unknown) => {
      widget.current = null;
      throw error instanceof CaptchaWidgetError ? error : new CaptchaWidgetError('load');
    });
    return execute ? execute() : undefined;
  }, [prepare]);

  return { container, token };
}
