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
import { useFirstPageData } from '../render-context';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { loadPosts } from './load-posts';
import { PdfViewer } from './PdfViewer';
import './posts.css';

/** /tipp-der-woche/show?id=…: one post, its PDF rendered page by page. */
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
    loadPosts<{ post: PostListing }>(`/api/post/${encodeURIComponent(id)}`, M.detailError).then(
      (answer) => setPost(answer.post),
      (failure: Error) => setError(failure.message),
    );
  }, [id]);

  return (
    <section className="post-page">
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
            <a href={post.fileUrl} download>
              Download<span className="visually-hidden"> (PDF)</span>
            </a>
          </p>
          <PdfViewer url={`/api/post/${encodeURIComponent(post._id)}/file`} title={post.title} />
        </>
      )}
      {!post && !error && <LoadingOverlay text={M.loading} />}
    </section>
  );
}
