import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs; credentials in URLs and tokens never reach them. `pretty` (only `npm run dev`:
 * pino-pretty is a development dependency) prints readable lines instead.
 */
export function createLogger(
  level: string,
  name = 'futterkompass',
  format: 'json' | 'pretty' = 'json',
): Logger {
  return pino({
    name,
    level,
    ...(format === 'pretty' && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
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
