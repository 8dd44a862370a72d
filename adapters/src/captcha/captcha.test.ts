import { describe, expect, it } from 'vitest';
import { createDisabledCaptcha, createRecaptcha } from './captcha';

describe('reCAPTCHA verification', () => {
  it('posts secret, token and address to Google and reads success', async () => {
    const calls: { url: string; body: string }[] = [];
    const google = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify({ success: String(init?.body).includes('response=good') }));
    };
    const captcha = createRecaptcha('s3cret', 'site', google as typeof fetch);
    expect(await captcha.verify('good', '10.0.0.1')).toBe(true);
    expect(await captcha.verify('bad')).toBe(false);
    expect(await captcha.verify(undefined)).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({
      url: 'https://www.google.com/recaptcha/api/siteverify',
      body: 'secret=s3cret&response=good&remoteip=10.0.0.1',
    });
  });

  it('counts an unreachable service as failed', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await createRecaptcha('s', undefined, down as typeof fetch).verify('t')).toBe(false);
  });

  it('passes everything when disabled', async () => {
    expect(await createDisabledCaptcha().verify(undefined)).toBe(true);
  });
});
