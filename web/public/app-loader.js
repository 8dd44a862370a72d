// Starts the web app once the browser has painted the page the server rendered. The server puts
// this script in place of the app's own script tags on those pages (api/src/http/page-head.ts): their
// first paint needs only the markup and the styles, so the app's scripts neither delay it nor share
// the connection with it.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  const add = (element, attributes) => {
    Object.assign(element, attributes, { crossOrigin: 'anonymous' });
    document.head.append(element);
  };
  // The entry first, then each preload in a task of its own: every request is a call into the
  // browser process, and together they made one long task while the browser was busy.
  const preloadFrom = (hrefs) => {
    const [href, ...rest] = hrefs;
    if (!href) return;
    add(document.createElement('link'), { rel: 'modulepreload', href });
    setTimeout(() => preloadFrom(rest), 0);
  };
  const start = () => {
    add(document.createElement('script'), { type: 'module', src: entry });
    setTimeout(() => preloadFrom(preload.split(' ').filter(Boolean)), 0);
  };
  // A frame callback runs before the paint; the timeout after it. A hidden tab paints nothing
  // (and runs no frame callbacks): there the app starts at once.
  if (document.hidden) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
