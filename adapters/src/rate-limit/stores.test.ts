import pino from 'pino';
import { expect, it } from 'vitest';
import { describeService } from '../testing/describe-service';
import { createRateLimitCounters } from './stores';

describeService('redis', 'rate limit counters on Redis', (url) => {
  it('lets a store whose scripts never loaded start anyway: closed before Redis answered', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const counters = createRateLimitCounters(logger, url, `fk:test:${process.pid}`);
    const store = counters.store('auth');
    if (!store?.init) throw new Error('a Redis store has an init');
    // As an ops command that opens the adapters and closes them at once: the scripts' loading
    // is cut off, and express-rate-limit does not await it.
    const started = store.init({ windowMs: 60_000 } as never);
    await counters.close();
    await expect(started).resolves.toBeUndefined();
    expect(warnings.join('')).toContain('scripts not loaded');
  });
});
