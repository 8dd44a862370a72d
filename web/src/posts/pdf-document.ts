import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is one of the app's own assets (worker-src 'self'), never a CDN.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Never wider than this many CSS pixels per PDF point: a page stays readable, not huge. */
const MAX_SCALE = 1.6;

export interface PdfDocument {
  numPages: number;
  /** Draws page `n` (from 1) into the canvas, at most `width` CSS pixels wide; cancel() stops it. */
  render(n: number, canvas: HTMLCanvasElement, width: number): { done: Promise<void>; cancel(): void };
  close(): void;
}

/**
 * pdf.js behind a small interface. This module is its own chunk: pdf.js loads only when a post is
 * shown, and the chunk holds no React, so that the shared chunks of the other pages stay as they are.
 */
export function openPdf(url: string): { loaded: Promise<PdfDocument>; close(): void } {
  // No eval: the page's Content-Security-Policy forbids it, and pdf.js then needs none.
  const task = getDocument({ url, isEvalSupported: false });
  return {
    loaded: task.promise.then((pdf: PDFDocumentProxy) => ({
      numPages: pdf.numPages,
      render(n, canvas, width) {
        let cancelled = false;
        let render: RenderTask | undefined;
        const done = pdf.getPage(n).then((page) => {
          if (cancelled) return;
          const scale = Math.min(MAX_SCALE, width / page.getViewport({ scale: 1 }).width);
          const viewport = page.getViewport({ scale });
          const ratio = window.devicePixelRatio || 1;
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = `${Math.floor(viewport.width)}px`;
          canvas.style.height = `${Math.floor(viewport.height)}px`;
          render = page.render({
            canvas,
            viewport,
            ...(ratio !== 1 && { transform: [ratio, 0, 0, ratio, 0, 0] }),
          });
          return render.promise;
        });
        return {
          done,
          cancel() {
            cancelled = true;
            render?.cancel();
          },
        };
      },
      close: () => void pdf.destroy(),
    })),
    close: () => void task.destroy(),
  };
}
