/** Shops may sell an older or newer recipe than the one shown (spec part 1 section 2, the tooltips). */
export const RECIPE_HINT =
  'Hinweis: Die Rezeptur im Shop kann von den hier gezeigten Angaben abweichen. Bitte prüfe vor dem Kauf die Angaben des Shops.';

export function RecipeHint() {
  return (
    <p className="recipe-hint">
      <span aria-hidden="true">ⓘ </span>
      {RECIPE_HINT}
    </p>
  );
}
