/**
 * Room above the results: 60 px on wide screens, 100 px up to 767 px (the specification), or the
 * sticky main navigation's height when that is taller (on phones it has two rows and would cover
 * the heading).
 */
export const resultsScrollOffset = (viewportWidth: number, stickyHeight = 0): number =>
  Math.max(viewportWidth > 767 ? 60 : 100, Math.ceil(stickyHeight));

/**
 * Scrolls the window smoothly from where the reader was (`from`) until the results, their heading
 * and the button beside it, sit just below the header, and moves the focus to the heading. The
 * results replace the questionnaire, and Chromium's scroll anchoring would first keep the part below
 * it in view: thousands of pixels further down, and the scroll would then sweep back through every
 * card.
 */
export function scrollToResults(results: HTMLElement, from: number): void {
  window.scrollTo({ top: from, behavior: 'instant' });
  const sticky = document.querySelector('.main-nav')?.getBoundingClientRect().height ?? 0;
  const offset = resultsScrollOffset(window.innerWidth, sticky);
  const top = results.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  results.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
