// Put into each page by `kayles-courseware serve` as it sends the page, never into the published site.
// When a rebuild publishes, the page asks whether its own output (or the site's stylesheets and scripts)
// changed and reloads if so, scrolled where it was; when a rebuild fails, its problems are shown over the
// page, which stays the last good one underneath, until a build publishes again.
(function () {
  'use strict';
  var tag = document.currentScript;
  var page = tag.getAttribute('data-page');
  var assets = tag.getAttribute('data-assets');
  var scrollKey = 'kayles-courseware preview scroll ' + location.pathname;
  var overlayId = 'kayles-preview-problems';

  var saved = sessionStorage.getItem(scrollKey);
  if (saved !== null) {
    sessionStorage.removeItem(scrollKey);
    var at = saved.split(' ').map(Number);
    var restore = function () { window.scrollTo(at[0], at[1]); };
    if (document.readyState === 'complete') { restore(); } else { window.addEventListener('load', restore); }
  }

  function reload() {
    sessionStorage.setItem(scrollKey, Math.round(window.scrollX) + ' ' + Math.round(window.scrollY));
    location.reload();
  }

  function hide() {
    var shown = document.getElementById(overlayId);
    if (shown) { shown.remove(); }
  }

  function show(problems) {
    hide();
    var style = document.createElement('style');
    style.textContent = '#' + overlayId + '{position:fixed;left:1rem;right:1rem;bottom:1rem;max-height:60vh;overflow:auto;'
      + 'z-index:2147483647;background:#fff;color:#111;border:3px solid #b00020;border-radius:6px;padding:0.75rem 1rem;'
      + 'font:15px/1.4 system-ui,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,0.35)}'
      + '#' + overlayId + ' h2{margin:0 0 0.5rem;font-size:1.05rem;color:#b00020}'
      + '#' + overlayId + ' pre{margin:0 0 0.5rem;white-space:pre-wrap;font:13px/1.45 ui-monospace,monospace}';
    var box = document.createElement('aside');
    box.id = overlayId;
    box.setAttribute('role', 'alert');
    var title = document.createElement('h2');
    title.textContent = 'The last build failed. This page is the last good one; fix these and save:';
    var list = document.createElement('pre');
    list.textContent = problems;
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Hide';
    close.addEventListener('click', hide);
    box.append(style, title, list, close);
    document.body.appendChild(box);
  }

  var events = new EventSource('/.preview/events');
  events.addEventListener('built', function (event) {
    hide();
    if (event.data !== assets) { reload(); return; }
    fetch(location.pathname + location.search, { method: 'HEAD', cache: 'no-store' }).then(function (answer) {
      if ((answer.headers.get('ETag') || '') !== page) { reload(); }
    });
  });
  events.addEventListener('failed', function (event) { show(event.data); });
})();
