import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { useRenderNotes } from '../render-context';

/** Startseite / ... / current page; on the server also noted for the page's structured data. */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const notes = useRenderNotes();
  if (notes) notes.breadcrumb = trail;
  return (
    <nav aria-label="Brotkrumen" className="breadcrumb">
      <ol>
        <li>
          <Link to={ROUTES.home}>Startseite</Link>
        </li>
        {trail.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
