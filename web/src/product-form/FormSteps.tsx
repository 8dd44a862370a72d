import { FORM_STEPS, type FormStep } from '@futterkompass/domain';

const STEP_TITLES: Record<FormStep, string> = {
  1: 'Allgemeines & Verpackung',
  2: 'Analyse & Futtermenge',
  3: 'Zusammensetzung',
  4: 'Fotos',
};

/** The four steps, the current one marked (aria-current) and those before it done. */
export function FormSteps({ step }: { step: FormStep }) {
  return (
    <ol className="form-steps">
      {FORM_STEPS.map((s) => (
        <li
          key={s}
          className={s === step ? 'is-current' : s < step ? 'is-done' : ''}
          aria-current={s === step ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {s}
          </span>
          <span className="step-title">
            <span className="visually-hidden">Schritt {s} von 4: </span>
            {STEP_TITLES[s]}
          </span>
        </li>
      ))}
    </ol>
  );
}
