/** Room above the results for the sticky header: 60 px on wide screens, 100 px up to 767 px. */
export const resultsScrollOffset = (viewportWidth: number): number => (viewportWidth > 767 ? 60 : 100);

/** Scrolls the window so that the element sits just below the header. */
export function scrollToResults(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - resultsScrollOffset(window.innerWidth);
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
