import { COLLECTIONS } from '@futterkompass/adapters';
import { POST_MESSAGES, type Post, type PostListing } from '@futterkompass/domain';
import { simplePdf } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { json } from '../../testing/json';
import { startSmallApp } from '../../testing/small-app';
import { startTestServer } from '../../testing/test-server';

describe('tips posts', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let stored: Post[];

  beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url, server.adapters.store);
    stored = await server.adapters.store.collection<Post>(COLLECTIONS.posts).find();
  });
  afterAll(() => server.cleanup());

  it('lists the posts newest first with the public address of each PDF', async () => {
    const answer = await api.get('/api/posts');
    expect(answer.status).toBe(200);
    const posts = answer.body.posts as PostListing[];
    expect(posts).toHaveLength(stored.length);
    const dates = posts.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toMatchObject({ fileUrl: `/files/${posts[0]?.file}` });
  });

  it('answers one post by id', async () => {
    const post = stored[0] as Post;
    const answer = await api.get(`/api/post/${post._id}`);
    expect(answer.body).toEqual({ success: true, post: { ...post, fileUrl: `/files/${post.file}` } });
  });

  it('answers 404 with a German text for an unknown or malformed id', async () => {
    for (const id of ['f'.repeat(24), 'gibt-es-nicht', '%24ne', '..%2F..%2Fpackage.json']) {
      const answer = await api.get(`/api/post/${id}`);
      expect(answer).toMatchObject({
        status: 404,
        body: { success: false, message: POST_MESSAGES.notFound },
      });
      expect((await api.get(`/api/post/${id}/file`)).status).toBe(404);
    }
    const operator = await api.get('/api/post?id[$ne]=x');
    expect(operator.status).toBe(404);
  });

  it('serves the post’s PDF through the API for the viewer', async () => {
    const post = stored[0] as Post;
    const response = await fetch(`${server.url}/api/post/${post._id}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const data = Buffer.from(await response.arrayBuffer());
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(data.equals((await server.adapters.files.read(post.file)) as Buffer)).toBe(true);
  });

  it('draws the text of a post published before posts had one from its PDF once, and keeps it', async () => {
    const posts = server.adapters.store.collection<Post>(COLLECTIONS.posts);
    await server.adapters.files.write(
      'alt.pdf',
      simplePdf('Alter Tipp', [['Ein Tipp von früher.']]),
      'application/pdf',
    );
    const old = await posts.insert({
      title: 'Alter Tipp',
      category: 'Test',
      createdAt: '2019-01-01T00:00:00.000Z',
      file: 'alt.pdf',
    });
    const [first, second] = await Promise.all([
      api.get(`/api/post/${old._id}`),
      api.get(`/api/post/${old._id}`),
    ]);
    const text = { paragraphs: ['Ein Tipp von früher.'], description: 'Ein Tipp von früher.' };
    expect(first.body.post.text).toEqual(text);
    expect(second.body.post.text).toEqual(text);
    expect((await posts.findOne({ _id: old._id }))?.text).toEqual(text);
    // Without its file it has no text to show, and keeps none to look for again.
    const orphan = await posts.insert({
      title: 'Ohne PDF',
      category: 'Test',
      createdAt: '2019-01-02T00:00:00.000Z',
      file: 'gibt-es-nicht.pdf',
    });
    expect((await api.get(`/api/post/${orphan._id}`)).body.post.text).toEqual({
      paragraphs: [],
      description: 'Ohne PDF',
    });
    await posts.deleteOne({ _id: old._id });
    await posts.deleteOne({ _id: orphan._id });
  });

  it('answers 404 when a post’s file is missing', async () => {
    const posts = server.adapters.store.collection<Post>(COLLECTIONS.posts);
    const orphan = await posts.insert({
      title: 'Ohne Datei',
      category: 'Test',
      createdAt: '2020-01-01T00:00:00.000Z',
      file: 'fehlt.pdf',
    });
    const answer = await api.get(`/api/post/${orphan._id}/file`);
    expect(answer).toMatchObject({ status: 404, body: { message: POST_MESSAGES.fileMissing } });
    await posts.deleteOne({ _id: orphan._id });
  });
});

describe('posts through the admin API', () => {
  const ADMIN = 'admin-token-for-posts-0123456789';
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const upload = (query: string, body: Buffer | string, token = ADMIN, type = 'application/pdf') =>
    fetch(`${app.url}/api/admin/posts${query}`, {
      method: 'POST',
      headers: { 'x-admin-token': token, 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    }).then(async (r) => ({ status: r.status, body: await json(r) }));
  const pdf = simplePdf('Neuer Tipp', [
    ['Erste Zeile des Tipps,', 'die hier weitergeht.'],
    ['Zweite Seite.'],
  ]);

  beforeAll(async () => {
    app = await startSmallApp({ adminTokens: [ADMIN] });
  });
  afterAll(() => app.close());

  it('stores the PDF and the post, which the list then shows first', async () => {
    const answer = await upload(`?title=${encodeURIComponent('Neuer Tipp')}&category=Ratgeber`, pdf);
    expect(answer.status).toBe(200);
    const post = answer.body.post as Post;
    expect(post).toMatchObject({
      title: 'Neuer Tipp',
      category: 'Ratgeber',
      file: `beitrag-${post._id}.pdf`,
      // Its text for the HTML page, drawn from the PDF as it is published.
      text: {
        paragraphs: ['Erste Zeile des Tipps, die hier weitergeht.', 'Zweite Seite.'],
        description: 'Erste Zeile des Tipps, die hier weitergeht. Zweite Seite.',
      },
    });
    expect((await app.adapters.files.read(post.file))?.equals(pdf)).toBe(true);
    const list = await json(fetch(`${app.url}/api/posts`));
    expect(list.posts[0]._id).toBe(post._id);
  });

  it('refuses a PDF it cannot read, and stores nothing of it', async () => {
    const answer = await upload('?title=Kaputt&category=Ratgeber', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(answer).toMatchObject({ status: 400, body: { message: 'Die PDF-Datei lässt sich nicht lesen.' } });
    expect(await app.adapters.store.collection(COLLECTIONS.posts).count({ title: 'Kaputt' })).toBe(0);
  });

  it('refuses a file that is not a PDF by its content, whatever its type says', async () => {
    const answer = await upload('?title=Tipp&category=Ratgeber', Buffer.from('<html>kein pdf</html>'));
    expect(answer).toMatchObject({ status: 400, body: { message: 'Die Datei ist kein PDF-Dokument.' } });
    const json = await upload('?title=Tipp&category=Ratgeber', '{"a":1}', ADMIN, 'application/json');
    expect(json.status).toBe(400);
    expect(await app.adapters.store.collection(COLLECTIONS.posts).count({ title: 'Tipp' })).toBe(0);
  });

  it('refuses a missing or over-long title, and callers without the admin token', async () => {
    expect((await upload('?category=Ratgeber', pdf)).body.message).toBe('Titel und Kategorie fehlen.');
    expect((await upload('?title=%20&category=Ratgeber', pdf)).status).toBe(400);
    expect((await upload(`?title=${'x'.repeat(201)}&category=Ratgeber`, pdf)).status).toBe(400);
    expect((await upload('?title=a&title=b&category=c', pdf)).status).toBe(400);
    expect((await upload('?title=Tipp&category=Ratgeber', pdf, 'falsch')).status).toBe(401);
  });
});
