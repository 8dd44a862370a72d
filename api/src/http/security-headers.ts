import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  /** The portal's public address; HSTS only when it is https. */
  publicUrl: string;
  /** Origin of stored images when they come from a bucket. */
  filesBaseUrl?: string;
  /** The reCAPTCHA widget is loaded: Google's script and frame are allowed. */
  captcha?: boolean;
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** Features the portal never uses, switched off for every page. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers through helmet: a Content-Security-Policy for the web app (no inline script;
 * React sets styles through the DOM, which CSP allows), frame denial, no sniffing, a strict
 * referrer policy, HSTS on https, and a Permissions-Policy (helmet leaves that one out).
 */
export function securityHeaders({ publicUrl, filesBaseUrl, captcha }: SecurityOptions): RequestHandler[] {
  const https = publicUrl.startsWith('https:');
  const images = ["'self'", 'data:', ...(filesBaseUrl ? [new URL(filesBaseUrl).origin] : [])];
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(captcha ? RECAPTCHA_SCRIPTS : [])],
          styleSrc: ["'self'"],
          imgSrc: images,
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          // The service worker and the PDF viewer's worker are the app's own files; Google's
          // script origins (allowed for the captcha) must not start workers.
          workerSrc: ["'self'"],
          ...(captcha && { frameSrc: ['https://www.google.com/recaptcha/'] }),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https && { upgradeInsecureRequests: [] }),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
