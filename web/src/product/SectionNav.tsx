import { useEffect, useState } from 'react';

/**
 * The product page's sections as a row of in-page links that stays in view (the specification's
 * four tabs, now sections of one page): the section being read is marked. Each link is a plain
 * anchor, so that it works before the app runs and a new tab opens the page at the section.
 */
export function SectionNav({ sections }: { sections: readonly { id: string; label: string }[] }) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    // The section whose top has passed the upper third of the window is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent(entry.target.id);
      },
      { rootMargin: '-30% 0px -65% 0px' },
    );
    for (const { id } of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return (
    <nav className="section-nav" aria-label="Produktbereiche">
      <ul>
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={current === id ? 'location' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
