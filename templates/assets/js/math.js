// Renders the page's math with KaTeX, offline. flexmark marks math written in GitLab syntax
// ($`...`$ inline, ```math blocks) with the classes below; each element is rendered in place,
// as HTML for the eye and MathML for screen readers. No delimiter scanning: a dollar sign in
// prose stays a dollar sign. kaylesRenderMath(element) renders math added later (a knowl).
(function () {
  "use strict";
  function render(root) {
    if (typeof katex === "undefined") {
      return;
    }
    root.querySelectorAll(".math-inline, .math-display").forEach(function (element) {
      if (element.querySelector(".katex")) {
        return;
      }
      katex.render(element.textContent, element, {
        displayMode: element.classList.contains("math-display"),
        output: "htmlAndMathml",
        throwOnError: false
      });
    });
  }
  window.kaylesRenderMath = render;
  document.addEventListener("DOMContentLoaded", function () {
    render(document);
  });
})();
