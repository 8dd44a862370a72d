import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; credentials in URLs and tokens never reach them. */
export function createLogger(level: string, name = 'futterkompass'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.authorization',
        'req.headers["x-admin-token"]',
        '*.password',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}

/** A URL for logs: user name and password removed. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '[unparsable url]';
  }
}
