/* global window, document */
// A returning reader's first requests, started while the app's scripts download: web/lib/early-fetch.ts.
(function () {
  if (window.__lamplightEarly) return;
  var script = document.currentScript;
  var early = (window.__lamplightEarly = {}),
    zone;
  try {
    if (window.localStorage.getItem('lamplight.signed-in') !== '1') return;
    zone =
      window.localStorage.getItem('lamplight.time-zone') ||
      Intl.DateTimeFormat().resolvedOptions().timeZone ||
      'UTC';
  } catch {
    return;
  }
  function get(url) {
    var response = fetch(url, {
      credentials: 'include',
      headers: { accept: 'application/json', 'x-time-zone': zone },
    });
    response.catch(function () {});
    early[url] = response;
    return response;
  }
  get('/identity/session');
  // The rest only once the session is confirmed: a stale hint costs this one 401, nothing more.
  get('/api/auth/user').then(
    function (user) {
      if (!user.ok) return;
      get('/api/membership/status');
      if (window.location.pathname !== '/') return;
      get('/api/readings/today');
      get('/api/plans');
      // Today's scripts (listed by the server), beside the entry script instead of after it.
      var links = document.createDocumentFragment();
      ((script && script.getAttribute('data-today')) || '').split(' ').forEach(function (href) {
        if (!href) return;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        links.appendChild(link);
      });
      document.head.appendChild(links);
    },
    function () {},
  );
})();
