import { formatDate, POST_MESSAGES as M, PAGE_DATA, type PostListing, postPath } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useFirstPageData } from '../render-context';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { loadPosts } from './load-posts';
import './posts.css';

/** /tipp-der-woche: the posts, newest first, each to view or download. */
export default function PostsPage() {
  // The posts the server rendered the page with: no second fetch.
  const rendered = useFirstPageData(PAGE_DATA.posts) as PostListing[] | null;
  const [posts, setPosts] = useState<PostListing[] | null>(rendered);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (rendered) return;
    loadPosts('/api/posts', M.listError).then(
      (answer) => setPosts(answer.posts),
      (failure: Error) => setError(failure.message),
    );
  }, [rendered]);

  return (
    <section className="posts-page">
      <Breadcrumb trail={[{ label: 'Aktuelle Beiträge' }]} />
      <h1>Aktuelle Beiträge</h1>
      <p className="posts-intro">
        Neuigkeiten rund um Hunde- und Katzenfutter und unser Tipp der Woche: Hier erklären wir Analysewerte,
        geben Tipps zur Fütterung und informieren über Rückrufe. Jeden Beitrag kannst du direkt ansehen oder
        als PDF herunterladen.
      </p>
      {error && (
        <p className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
      {posts && posts.length === 0 && <p>Noch keine Beiträge.</p>}
      {posts && posts.length > 0 && (
        <ul className="post-list">
          {posts.map((post) => (
            <li key={post._id} className="post-item">
              <p className="post-meta">
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                <span className="post-category">{post.category}</span>
              </p>
              <h2>{post.title}</h2>
              <div className="button-row">
                <Link className="button" to={postPath(post._id)}>
                  Jetzt ansehen<span className="visually-hidden">: {post.title}</span>
                </Link>
                <a className="button-secondary" href={post.fileUrl} download>
                  Download<span className="visually-hidden">: {post.title} (PDF)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!posts && !error && <LoadingOverlay text={M.loading} />}
    </section>
  );
}
