import { formatDate, POST_MESSAGES as M, type PostListing, ROUTES } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { loadPosts } from './load-posts';
import { PdfViewer } from './PdfViewer';
import './posts.css';

/** /tipp-der-woche/show?id=…: one post, its PDF rendered page by page. */
export default function PostPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [post, setPost] = useState<PostListing | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
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
