// Renders the page's math with KaTeX, offline. flexmark marks math written in GitLab syntax
// ($`...`$ inline, ```math blocks) with the classes below; each element is rendered in place,
// as HTML for the eye and MathML for screen readers. No delimiter scanning: a dollar sign in
// prose stays a dollar sign. kaylesRenderMath(element) renders math added later (a knowl).
//
// A displayed formula wider than its column (on a phone) is set again as text-style math, which
// KaTeX may break after a relation or an operator, and what still does not fit is scaled down to
// the column: a formula never makes the page scroll sideways. A table of formulas (an aligned block
// inside .math-scroll, e.g. a mex derivation per row) scrolls sideways as a table does instead.
(function () {
  "use strict";

  var SMALLEST = 0.6;

  // KaTeX's fonts have no glyph for "not equal": its HTML draws \neq as "=" under a slash from a private-use
  // code point (U+E020), so a printed page's text (and a copied one) read "\uE020=" for it. Written as the
  // character U+2260 instead, it reads as itself, and the browser draws it in the text's serif font. That
  // glyph's missing metrics are the one warning it costs, and the only one silenced.
  var MACROS = { "\\neq": "\\mathrel{\\char\"2260}", "\\ne": "\\neq", "\u2260": "\\neq" };

  function strict(code, message) {
    return code === "symbolNotInFont" && message.indexOf("'\u2260'") >= 0 ? "ignore" : "warn";
  }

  function renderOne(element, display) {
    katex.render(element.getAttribute("data-tex"), element, {
      displayMode: display,
      output: "htmlAndMathml",
      throwOnError: false,
      macros: MACROS,
      strict: strict
    });
  }

  function render(root) {
    if (typeof katex === "undefined") {
      return;
    }
    root.querySelectorAll(".math-inline, .math-display").forEach(function (element) {
      if (element.querySelector(".katex")) {
        return;
      }
      element.setAttribute("data-tex", element.textContent);
      renderOne(element, element.classList.contains("math-display"));
    });
  }

  function fits(element) {
    return element.scrollWidth <= element.clientWidth + 1;
  }

  function fitDisplays() {
    document.querySelectorAll(".math-display[data-tex]").forEach(function (element) {
      if (element.classList.contains("math-narrowed")) {
        element.classList.remove("math-narrowed");
        element.style.removeProperty("font-size");
        renderOne(element, true);
      }
      if (fits(element) || element.clientWidth === 0 || element.closest(".math-scroll")) {
        return;
      }
      element.classList.add("math-narrowed");
      var tex = element.getAttribute("data-tex");
      element.setAttribute("data-tex", "\\displaystyle " + tex);
      renderOne(element, false);
      element.setAttribute("data-tex", tex);
      if (!fits(element)) {
        var scale = Math.max(SMALLEST, element.clientWidth / element.scrollWidth * 0.98);
        element.style.fontSize = (scale * 100).toFixed(1) + "%";
      }
    });
  }

  // a knowl's math: rendered, then fitted to its column as the page's is
  window.kaylesRenderMath = function (root) {
    render(root);
    if (typeof katex !== "undefined") {
      fitDisplays();
    }
  };
  document.addEventListener("DOMContentLoaded", function () {
    if (typeof katex === "undefined") {
      return;
    }
    render(document);
    fitDisplays();
    if (document.fonts && document.fonts.ready) {
      document.fonts.ready.then(fitDisplays);
    }
    var pending = null;
    window.addEventListener("resize", function () {
      window.clearTimeout(pending);
      pending = window.setTimeout(fitDisplays, 150);
    });
  });
}());
