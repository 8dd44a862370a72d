/** Covers its parent while something loads, with the given text ('Suche Produkte...'). */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
