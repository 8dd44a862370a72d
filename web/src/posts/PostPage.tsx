import {
  formatDate,
  POST_MESSAGES as M,
  PAGE_DATA,
  type PostListing,
  type PostPageData,
  ROUTES,
} from '@futterkompass/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useFirstPageData, useRenderNotes } from '../render-context';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { loadPosts } from './load-posts';
import { PdfViewer } from './PdfViewer';
import './posts.css';

const SITE = 'Futterkompass';

/**
 * The post's PDF as the specification shows it (page by page, with page buttons), behind a
 * disclosure: the text reads better as HTML, and pdf.js loads only when the PDF is opened. Open
 * from the start for a post without text (a scanned PDF).
 */
function PdfDisclosure({ post, open: openAtFirst }: { post: PostListing; open: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <details className="post-pdf" open={openAtFirst} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Original-PDF ansehen</summary>
      {open && <PdfViewer url={`/api/post/${encodeURIComponent(post._id)}/file`} title={post.title} />}
    </details>
  );
}

/**
 * /tipp-der-woche/show?id=…: one post as HTML (its title, its text drawn from the PDF), with the
 * PDF to download and to view page by page.
 */
export default function PostPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // The post the server rendered the page with, when it is this one: no second fetch.
  const rendered = useFirstPageData(PAGE_DATA.post) as PostPageData | null;
  const first = rendered?.id === id ? rendered : null;
  const [post, setPost] = useState<PostListing | null>(first && 'post' in first ? first.post : null);
  const [error, setError] = useState<string | null>(first && 'error' in first ? first.error : null);
  const holds = useRef(first ? id : null);

  useEffect(() => {
    if (holds.current === id) return;
    holds.current = null;
    setPost(null);
    setError(null);
    loadPosts(`/api/post/${encodeURIComponent(id)}`, M.detailError).then(
      (answer) => setPost(answer.post),
      (failure: Error) => setError(failure.message),
    );
  }, [id]);

  // The post's own title and description, for its head (server) and its tab (browser).
  const title = post ? `${post.title} | ${SITE}` : null;
  const notes = useRenderNotes();
  if (notes && post) {
    notes.title = title ?? undefined;
    if (post.text) notes.description = post.text.description;
  }
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const paragraphs = post?.text?.paragraphs ?? [];

  return (
    <article className="post-page">
      <Breadcrumb
        trail={[{ label: 'Aktuelle Beiträge', to: ROUTES.tips }, { label: post?.title ?? 'Beitrag' }]}
      />
      <h1>{post?.title ?? 'Beitrag'}</h1>
      {error && (
        <p className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
      {post && (
        <>
          <p className="post-meta">
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            <span className="post-category">{post.category}</span>
            <a className="post-download" href={post.fileUrl} download>
              Download<span className="visually-hidden"> (PDF)</span>
            </a>
          </p>
          {paragraphs.length > 0 ? (
            <div className="post-text">
              {paragraphs.map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="post-text-missing">Diesen Beitrag gibt es nur als PDF.</p>
          )}
          <PdfDisclosure key={post._id} post={post} open={paragraphs.length === 0} />
        </>
      )}
      {!post && !error && <LoadingOverlay text={M.loading} />}
    </article>
  );
}
