import { CALCULATOR_MESSAGES } from '@futterkompass/domain';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useRenderNotes } from '../render-context';
import './calculators.css';

/**
 * A calculator's page: breadcrumb, heading, the calculator, and the disclaimer every calculator
 * carries; its intro is also the page's description on the server.
 */
export function CalculatorPage({
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
  const notes = useRenderNotes();
  if (notes && typeof intro === 'string') notes.description = intro;
  return (
    <section className="calculator">
      <Breadcrumb trail={[{ label: crumb ?? title }]} />
      <h1>{title}</h1>
      <p className="calculator-intro">{intro}</p>
      {children}
      <p className="calculator-disclaimer">
        <strong>Haftungsausschluss:</strong> {CALCULATOR_MESSAGES.disclaimer}
      </p>
    </section>
  );
}
