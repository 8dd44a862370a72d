import { describe, inject, it } from 'vitest';
import { type ResolvedServices, requiredServices, type ServiceName } from './services';

/**
 * Runs a contract suite against a real service when one is reachable. Otherwise the suite is
 * reported as skipped with the reason, or fails when REQUIRE_SERVICES names the service.
 */
export function describeService<N extends ServiceName>(
  name: N,
  title: string,
  body: (connection: NonNullable<ResolvedServices[N]>) => void,
): void {
  const services = inject('services');
  const connection = services[name];
  if (connection) {
    describe(title, () => body(connection as NonNullable<ResolvedServices[N]>));
    return;
  }
  const reason = services.missing[name] ?? 'not reachable';
  if (requiredServices().has(name)) {
    describe(title, () => {
      it(`needs ${name} (REQUIRE_SERVICES)`, () => {
        throw new Error(`${name} is required by REQUIRE_SERVICES but not reachable: ${reason}`);
      });
    });
    return;
  }
  describe(title, () => {
    it.skip(`skipped: ${reason}`);
  });
}
