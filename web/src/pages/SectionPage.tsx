import { Breadcrumb } from './Breadcrumb';

/** A page whose content another part of the portal fills in; the route and heading are final. */
export default function SectionPage({ title, crumb }: { title: string; crumb?: string }) {
  return (
    <section>
      <Breadcrumb trail={[{ label: crumb ?? title }]} />
      <h1>{title}</h1>
    </section>
  );
}
