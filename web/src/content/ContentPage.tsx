import type { ReactNode } from 'react';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useRenderNotes } from '../render-context';
import './content.css';

/**
 * A text page: breadcrumb, heading, a short introduction and its sections. A `description` is noted
 * for the server as the page's meta description; without one the portal's applies.
 */
export function ContentPage({
  title,
  crumb,
  intro,
  description,
  children,
}: {
  title: string;
  crumb?: string;
  intro: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const notes = useRenderNotes();
  if (notes && description) notes.description = description;
  return (
    <section className="content-page">
      <Breadcrumb trail={[{ label: crumb ?? title }]} />
      <h1>{title}</h1>
      <p className="content-intro">{intro}</p>
      {children}
    </section>
  );
}
