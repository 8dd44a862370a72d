import { describeService } from '@futterkompass/adapters/testing';
import { it } from 'vitest';
import { runComposeSmoke } from './testing/compose-smoke';

// `npm run compose:smoke`. Skipped with its reason where no Docker engine answers (as in CI here);
// where one does, it builds the image and runs the whole stack, which takes minutes.
describeService('docker', 'the docker-compose stack (npm run compose:smoke)', () => {
  it(
    'starts, seeds, reindexes, serves, indexes a change through one and two workers, and goes away',
    async () => {
      await runComposeSmoke();
    },
    30 * 60_000,
  );
});
