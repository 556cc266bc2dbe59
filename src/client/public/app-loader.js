// index.html carries the landing page prerendered for / (vite.config.ts), and every route gets that
// same index.html. On other routes the copy is hidden before the first paint and the app loads at
// once. On / the app's JavaScript is requested only after the copy's first contentful paint, so on
// a slow connection it does not compete with the CSS; the app then renders over the copy.
// A file rather than an inline script because the CSP allows only same-origin scripts. An inserted
// module runs as soon as it arrives, possibly before #root is parsed: main.tsx waits for the document.
{
  const { entry, preload = '' } = document.currentScript.dataset;
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
      );
    }
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }),
    );
  };
  if (location.pathname !== '/') document.documentElement.setAttribute('data-prerender', 'off');
  // The dev server loads the app itself, with no entry here.
  if (entry) {
    if (location.pathname !== '/' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) load();
    else {
      // After the first contentful paint; a tab opened in the background does not paint, hence the timer.
      let started = false;
      const once = () => started || ((started = true), load());
      new PerformanceObserver((_, observer) => (observer.disconnect(), once())).observe({
        type: 'paint',
        buffered: true,
      });
      setTimeout(once, 2000);
    }
  }
}
