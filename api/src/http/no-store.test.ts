import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { startSmallApp } from '../testing/small-app';

const ADMIN_TOKEN = 'admin-token-for-the-cache-tests';

describe('answers that depend on the session are never cached', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  let token: string;

  beforeAll(async () => {
    app = await startSmallApp({ adminTokens: [ADMIN_TOKEN] });
    api = apiClient(app.url, app.adapters.store);
    ({ token } = await api.signUp('cachecheck'));
  });
  afterAll(() => app.close());

  it.each(['/api/user-from-token', '/api/product-lists', '/api/favorite-products', '/api/price-alerts'])(
    'GET %s with and without a session',
    async (path) => {
      const signedIn = await api.get(path, token);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
      const refused = await api.get(path, 'not-a-session');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('the login and the other /auth answers, and the admin answers', async () => {
    const login = await api.post('/auth/login', { username: 'cachecheck', password: 'geheim123' });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const failed = await api.post('/auth/login', { username: 'cachecheck', password: 'falsch123' });
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const admin = await api.call('DELETE', '/api/admin/alert-bar', undefined, undefined, {
      'x-admin-token': ADMIN_TOKEN,
    });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers cacheable', async () => {
    expect((await api.get('/api/alert-bar')).headers.get('cache-control')).not.toBe('no-store');
  });
});
