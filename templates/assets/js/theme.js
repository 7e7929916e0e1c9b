// Kayles Courseware: the palette the reader chose, set before the page is first painted, so that a page never
// shows the system's palette for a moment before the chosen one. Loaded first in <head>, without defer (it is
// a few lines); site.js's theme switch uses the functions it leaves here to change and remember the choice.
(function () {
  "use strict";

  var KEY = "kayles-courseware-theme";

  // The system's palette unless the reader chose light or dark, remembered in localStorage (which Chromium and
  // Firefox keep for file:// pages too).
  function stored() {
    try {
      return window.localStorage.getItem(KEY) || "system";
    } catch (e) {
      return "system";
    }
  }

  function apply(theme) {
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    } else {
      document.documentElement.removeAttribute("data-theme");
    }
  }

  function remember(theme) {
    try {
      if (theme === "system") {
        window.localStorage.removeItem(KEY);
      } else {
        window.localStorage.setItem(KEY, theme);
      }
    } catch (e) {
      // storage refused (a private window): the choice holds for this page only
    }
  }

  apply(stored());
  window.kaylesCoursewareTheme = { stored: stored, apply: apply, remember: remember };
})();
