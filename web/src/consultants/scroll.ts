/**
 * Room above the results: 60 px on wide screens, 100 px up to 767 px (the specification), or the
 * sticky main navigation's height when that is taller (on phones it has two rows and would cover
 * the heading).
 */
export const resultsScrollOffset = (viewportWidth: number, stickyHeight = 0): number =>
  Math.max(viewportWidth > 767 ? 60 : 100, Math.ceil(stickyHeight));

/** Scrolls the window so that the element sits just below the header. */
export function scrollToResults(element: HTMLElement): void {
  const sticky = document.querySelector('.main-nav')?.getBoundingClientRect().height ?? 0;
  const offset = resultsScrollOffset(window.innerWidth, sticky);
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
