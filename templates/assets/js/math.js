// Renders the page's math with KaTeX, offline. flexmark marks math written in GitLab syntax
// ($`...`$ inline, ```math blocks) with the classes below; each element is rendered in place,
// as HTML for the eye and MathML for screen readers. No delimiter scanning: a dollar sign in
// prose stays a dollar sign.
document.addEventListener("DOMContentLoaded", function () {
  "use strict";
  if (typeof katex === "undefined") {
    return;
  }
  document.querySelectorAll(".math-inline, .math-display").forEach(function (element) {
    katex.render(element.textContent, element, {
      displayMode: element.classList.contains("math-display"),
      output: "htmlAndMathml",
      throwOnError: false
    });
  });
});
