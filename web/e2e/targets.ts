import type { Page } from 'playwright-core';

/** A tap target that is too small or that something else covers at its centre. */
export interface TargetProblem {
  target: string;
  width: number;
  height: number;
  /** What elementFromPoint finds at the target's centre when it is not the target. */
  coveredBy?: string;
}

/** The smallest tap target (WCAG 2.5.5, Apple's and Google's guidelines): 44 × 44 CSS px. */
export const MIN_TARGET = 44;

/**
 * Every interactive element the visitor can see on the page (`scope`: an open overlay, which covers
 * the page behind it): its tap area (a checkbox's or radio's label, which takes the tap too) under
 * 44 × 44 px, or covered at its centre once scrolled to the middle of the screen. Links inside
 * running text are exempt, as in WCAG 2.5.5: the line is their target.
 */
export function tapTargetProblems(page: Page, scope = 'body'): Promise<TargetProblem[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const selector = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="tab"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const describe = (el: Element) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        const cls = el.getAttribute('class')?.split(' ')[0];
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name}"`;
      };
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        if (
          style.visibility === 'hidden' ||
          (el as HTMLElement).closest('[hidden], [inert], [aria-hidden="true"]')
        )
          return false;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        // Placed off the page until focused (the skip link).
        return r.right + window.scrollX > 0 && r.bottom + window.scrollY > 0;
      };
      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const parent = el.parentElement;
        return !!parent && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      };
      const areaOf = (el: Element): Element => {
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
          return (
            el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el
          );
        return el;
      };
      const problems: { target: string; width: number; height: number; coveredBy?: string }[] = [];
      const seen = new Set<Element>();
      for (const el of [...document.querySelectorAll(scope)].at(-1)?.querySelectorAll(selector) ?? []) {
        if (!shown(el) || inRunningText(el)) continue;
        const area = areaOf(el);
        if (seen.has(area)) continue;
        seen.add(area);
        area.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const r = area.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const covered = !hit || !(area.contains(hit) || hit.contains(area) || el.contains(hit));
        const small = Math.round(r.width) < min || Math.round(r.height) < min;
        if (small || covered)
          problems.push({
            target: describe(el),
            width: Math.round(r.width),
            height: Math.round(r.height),
            ...(covered && { coveredBy: hit ? describe(hit) : 'nichts' }),
          });
      }
      window.scrollTo(0, 0);
      return problems;
    },
    { min: MIN_TARGET, scope },
  );
}
