import type { ReactNode } from 'react';
import { Breadcrumb } from '../pages/Breadcrumb';
import './content.css';

/** A text page: breadcrumb, heading, a short introduction and its sections. */
export function ContentPage({
  title,
  crumb,
  intro,
  children,
}: {
  title: string;
  crumb?: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="content-page">
      <Breadcrumb trail={[{ label: crumb ?? title }]} />
      <h1>{title}</h1>
      <p className="content-intro">{intro}</p>
      {children}
    </section>
  );
}
