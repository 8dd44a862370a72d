/** Shops may sell an older or newer recipe than the one shown (spec part 1 section 2, the tooltips). */
export const RECIPE_HINT =
  'Die Rezeptur im Shop kann von den hier gezeigten Angaben abweichen. Bitte prüfe vor dem Kauf die Angaben des Shops.';

export function RecipeHint() {
  return (
    <p className="recipe-hint">
      <strong>Hinweis:</strong> {RECIPE_HINT}
    </p>
  );
}
