import { POST_MESSAGES as M, type PostListing } from '@futterkompass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import PostPage from './PostPage';
import PostsPage from './PostsPage';

// pdf.js draws on a real canvas, which happy-dom has not: the browser journey renders real PDFs.
const rendered: number[] = [];
vi.mock('./pdf-document', () => ({
  openPdf: (url: string) => ({
    loaded: url.includes('kaputt')
      ? Promise.reject(new Error('kein PDF'))
      : Promise.resolve({
          numPages: 3,
          render: (n: number) => {
            rendered.push(n);
            return { done: Promise.resolve(), cancel() {} };
          },
          close() {},
        }),
    close() {},
  }),
}));

const POSTS: PostListing[] = [
  {
    _id: 'a'.repeat(24),
    title: 'Trockenmasse verstehen',
    category: 'Tipp der Woche',
    createdAt: '2025-03-02T10:00:00.000Z',
    file: 'tipp-1.pdf',
    fileUrl: '/files/tipp-1.pdf',
    text: {
      paragraphs: ['Die Analyse gilt für das Futter mit Wasser.', 'Vergleiche in der Trockenmasse.'],
      description: 'Die Analyse gilt für das Futter mit Wasser. Vergleiche in der Trockenmasse.',
    },
  },
  {
    _id: 'b'.repeat(24),
    title: 'Futterumstellung',
    category: 'Ratgeber',
    createdAt: '2025-01-31T10:00:00.000Z',
    file: 'tipp-2.pdf',
    fileUrl: '/files/tipp-2.pdf',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  rendered.length = 0;
});

describe('posts list', () => {
  it('shows date, category and title of each post with its two links', async () => {
    fakeApi({ '/api/posts': () => ({ success: true, posts: POSTS }) });
    renderAt('/tipp-der-woche', <PostsPage />);
    const heading = await screen.findByRole('heading', { name: 'Trockenmasse verstehen' });
    const list = heading.closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(heading.closest('li') as HTMLElement);
    expect(first.getByText('02.03.2025')).toBeTruthy();
    expect(first.getByText('Tipp der Woche')).toBeTruthy();
    expect(first.getByRole('heading', { name: 'Trockenmasse verstehen' })).toBeTruthy();
    expect(first.getByRole('link', { name: /^Jetzt ansehen/ }).getAttribute('href')).toBe(
      `/tipp-der-woche/show?id=${'a'.repeat(24)}`,
    );
    const download = first.getByRole('link', { name: /^Download/ });
    expect(download.getAttribute('href')).toBe('/files/tipp-1.pdf');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says when the posts could not be loaded, or when there was no network', async () => {
    fakeApi({ '/api/posts': () => ({ success: false }) });
    const { unmount } = renderAt('/tipp-der-woche', <PostsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.listError);
    unmount();
    fakeApi({
      '/api/posts': () => {
        throw new Error('offline');
      },
    });
    renderAt('/tipp-der-woche', <PostsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.networkError);
  });
});

describe('post page', () => {
  const at = `/tipp-der-woche/show?id=${'a'.repeat(24)}`;

  it('shows the breadcrumb, the title, the text, and the PDF with page buttons once opened', async () => {
    fakeApi({ [`/api/post/${'a'.repeat(24)}`]: () => ({ success: true, post: POSTS[0] }) });
    renderAt(at, <PostPage />);
    await screen.findByRole('heading', { level: 1, name: 'Trockenmasse verstehen' });
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumen' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Aktuelle Beiträge' }).getAttribute('href')).toBe(
      '/tipp-der-woche',
    );
    expect(screen.getByText('Vergleiche in der Trockenmasse.').tagName).toBe('P');
    expect(document.title).toBe('Trockenmasse verstehen | Futterkompass');
    // pdf.js loads only when the PDF is opened.
    expect(screen.queryByRole('button', { name: 'Seite 1' })).toBeNull();
    const details = screen.getByText('Original-PDF ansehen').closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const second = await screen.findByRole('button', { name: 'Seite 2' });
    expect(screen.getByRole('button', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-current')).toBe('page'));
    expect(screen.getByRole('button', { name: 'Seite 1' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(rendered.at(-1)).toBe(2));
    expect(screen.getByRole('img', { name: 'Trockenmasse verstehen, Seite 2 von 3' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(M.loading)).toBeNull());
  });

  it('shows a post without text as its PDF at once', async () => {
    fakeApi({ [`/api/post/${'b'.repeat(24)}`]: () => ({ success: true, post: POSTS[1] }) });
    renderAt(`/tipp-der-woche/show?id=${'b'.repeat(24)}`, <PostPage />);
    expect(await screen.findByText('Diesen Beitrag gibt es nur als PDF.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Seite 2' })).toBeTruthy();
  });

  it('says when the post is unknown, the network is gone or the PDF cannot be read', async () => {
    fakeApi({ [`/api/post/${'a'.repeat(24)}`]: () => reply(404, { success: false, message: 'x' }) });
    const first = renderAt(at, <PostPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.detailError);
    first.unmount();
    fakeApi({
      [`/api/post/${'a'.repeat(24)}`]: () => {
        throw new Error('offline');
      },
    });
    const second = renderAt(at, <PostPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.networkError);
    second.unmount();
    fakeApi({
      [`/api/post/${'a'.repeat(24)}`]: () => ({ success: true, post: { ...POSTS[1], _id: 'kaputt' } }),
    });
    renderAt(at, <PostPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(M.detailError);
  });
});
