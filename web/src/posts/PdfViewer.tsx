import { POST_MESSAGES as M } from '@futterkompass/domain';
import { useEffect, useRef, useState } from 'react';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import type { PdfDocument } from './pdf-document';

/**
 * A post's PDF one page at a time on a canvas, with buttons for pages 1 to numPages below it: known
 * only once the file is read, above the page they pushed it down (a layout shift).
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let closed = false;
    let close = () => {
      closed = true;
    };
    setPdf(null);
    setFailed(false);
    setBusy(true);
    setPageNumber(1);
    import('./pdf-document')
      .then(({ openPdf }) => {
        if (closed) return;
        const opened = openPdf(url);
        close = opened.close;
        return opened.loaded.then((loaded) => !closed && setPdf(loaded));
      })
      .catch(() => {
        setFailed(true);
        setBusy(false);
      });
    return () => close();
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current) return;
    setBusy(true);
    const drawing = pdf.render(pageNumber, canvas.current, frame.current.clientWidth);
    let current = true;
    drawing.done.then(
      () => current && setBusy(false),
      (error: { name?: string }) => {
        if (!current || error?.name === 'RenderingCancelledException') return;
        setFailed(true);
        setBusy(false);
      },
    );
    return () => {
      current = false;
      drawing.cancel();
    };
  }, [pdf, pageNumber]);

  if (failed)
    return (
      <p className="form-message form-message-error" role="alert">
        {M.detailError}
      </p>
    );
  const pages = pdf ? Array.from({ length: pdf.numPages }, (_, i) => i + 1) : [];
  return (
    <div className="pdf-viewer">
      <div className="pdf-frame" ref={frame}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={pdf ? `${title}, Seite ${pageNumber} von ${pdf.numPages}` : title}
        />
        {busy && <LoadingOverlay text={M.loading} />}
      </div>
      {pages.length > 1 && (
        <nav className="pdf-pages" aria-label="Seiten des Beitrags">
          {pages.map((n) => (
            <button
              key={n}
              type="button"
              className={n === pageNumber ? 'is-current' : undefined}
              aria-current={n === pageNumber ? 'page' : undefined}
              aria-label={`Seite ${n}`}
              onClick={() => setPageNumber(n)}
            >
              {n}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
