import { PUBLIC_ROUTES } from '@futterkompass/domain';
import type { PageData, ServerRenderer } from '../http/server-render';

/**
 * A renderer of every public page that answers with the given title and markup and records the data
 * each render was given: tests of what the server hands the web app.
 */
export function recordingRenderer(page: { title: string | null; html: string }) {
  const seen: { url: string; data: PageData }[] = [];
  const renderer: ServerRenderer = {
    paths: PUBLIC_ROUTES,
    async render(url, data) {
      seen.push({ url, data });
      return { head: '', ...page, pageData: data };
    },
  };
  /** The data of the last render of a path (and query). */
  const dataOf = (url: string) => seen.findLast((s) => s.url === url)?.data;
  return { renderer, dataOf };
}
