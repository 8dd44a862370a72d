/**
 * Data the server put into the page as a JSON meta tag (api/src/http/page-head.ts), so that the first
 * render already has it: nothing shifts when it would otherwise arrive. null when absent or broken.
 */
export function readPageData(name: string): unknown {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads the data once: later mounts of the same page (after navigating away and back) ask the API,
 * because the data in the page would be stale by then.
 */
export function takePageData(name: string): unknown {
  const data = readPageData(name);
  document.querySelector(`meta[name="${name}"]`)?.remove();
  return data;
}
