export interface Captcha {
  readonly kind: 'recaptcha' | 'disabled';
  /** Public key for the browser widget, when configured. */
  readonly siteKey?: string;
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA server verification; an unreachable Google counts as failed, after 5 s at most. */
export function createRecaptcha(secret: string, siteKey?: string, fetcher: typeof fetch = fetch): Captcha {
  return {
    kind: 'recaptcha',
    ...(siteKey && { siteKey }),
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(remoteIp && { remoteip: remoteIp }) });
      try {
        const response = await fetcher(VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** Without a secret the check is disabled (logged at start): every call passes. */
export function createDisabledCaptcha(): Captcha {
  return { kind: 'disabled', verify: async () => true };
}
