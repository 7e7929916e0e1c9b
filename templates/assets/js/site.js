// Kayles Courseware: what every page does with JavaScript. Each part is an enhancement: without it
// the page reads the same, only less conveniently. Plain JavaScript, no network; works from file://.
(function () {
  "use strict";

  var WIDE = window.matchMedia("(min-width: 64rem)");

  // The table of contents sits beside the text on wide screens, open; on a phone it is a closed fold
  // above the text, so that the lesson starts on the first screen.
  function foldContents() {
    document.querySelectorAll("details.toc-fold").forEach(function (fold) {
      fold.open = WIDE.matches;
    });
  }

  // Scroll-spy: the contents mark the section the reader is in (the last heading above the top
  // fifth of the window) with aria-current="location", and its parent section with a class.
  function spyOnSections() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
    var sections = links.map(function (link) {
      return { link: link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) };
    }).filter(function (section) { return section.heading !== null; });
    if (sections.length === 0) {
      return;
    }
    var scheduled = false;
    function mark() {
      scheduled = false;
      var line = window.innerHeight / 5;
      var current = null;
      sections.forEach(function (section) {
        if (section.heading.getBoundingClientRect().top <= line) {
          current = section;
        }
      });
      sections.forEach(function (section) {
        var here = section === current;
        if (here) {
          section.link.setAttribute("aria-current", "location");
        } else {
          section.link.removeAttribute("aria-current");
        }
        var item = section.link.parentElement;
        item.classList.toggle("holds-current", current !== null && !here && item.contains(current.link));
      });
    }
    window.addEventListener("scroll", function () {
      if (!scheduled) {
        scheduled = true;
        window.requestAnimationFrame(mark);
      }
    }, { passive: true });
    mark();
  }

  // A formula wider than its column scrolls sideways; keyboard users must be able to reach it.
  function focusWideFormulas() {
    document.querySelectorAll(".math-display, .math-scroll").forEach(function (box) {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute("tabindex", "0");
      } else if (box.getAttribute("tabindex") === "0") {
        box.removeAttribute("tabindex");
      }
    });
  }

  // Copy buttons on code and command-line examples.
  function addCopyButtons() {
    document.querySelectorAll("pre > code").forEach(function (code) {
      var pre = code.parentElement;
      if (pre.parentElement.classList.contains("code-copy")) {
        return;
      }
      var frame = document.createElement("div");
      frame.className = "code-copy";
      pre.parentElement.insertBefore(frame, pre);
      frame.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      var status = document.createElement("span");
      status.className = "copy-status";
      status.setAttribute("role", "status");
      frame.appendChild(button);
      frame.appendChild(status);
      button.addEventListener("click", function () {
        copy(code.textContent.replace(/\n$/, "")).then(function () {
          status.textContent = "Copied";
        }, function () {
          status.textContent = "Select the text and copy it";
        });
        window.setTimeout(function () { status.textContent = ""; }, 2500);
      });
    });
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "copy-scratch";
      document.body.appendChild(area);
      area.select();
      var done = document.execCommand("copy");
      document.body.removeChild(area);
      if (done) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  // Printing shows every fold of the text open (proofs, derivations), except a student's hints and
  // solutions still folded (print.css leaves those out); the folds close again after printing.
  var openedForPrint = [];
  function openFoldsForPrint() {
    document.querySelectorAll("details:not([open])").forEach(function (fold) {
      if (!fold.closest(".exercise") && !fold.closest(".site-header") && !fold.classList.contains("toc-fold")) {
        fold.open = true;
        openedForPrint.push(fold);
      }
    });
  }
  function closeFoldsAfterPrint() {
    openedForPrint.forEach(function (fold) { fold.open = false; });
    openedForPrint = [];
  }

  // The games menu in the header closes when the reader clicks elsewhere or presses Escape.
  function closeMenus(event) {
    document.querySelectorAll(".site-games[open]").forEach(function (menu) {
      if (event.type === "keydown" ? event.key === "Escape" : !menu.contains(event.target)) {
        menu.open = false;
        if (event.type === "keydown") {
          menu.querySelector("summary").focus();
        }
      }
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    foldContents();
    if (WIDE.addEventListener) {
      WIDE.addEventListener("change", foldContents);
    }
    spyOnSections();
    addCopyButtons();
    document.addEventListener("click", closeMenus);
    document.addEventListener("keydown", closeMenus);
    window.addEventListener("beforeprint", openFoldsForPrint);
    window.addEventListener("afterprint", closeFoldsAfterPrint);
  });
  // Widths are known once the page (its fonts) has loaded.
  window.addEventListener("load", focusWideFormulas);
  window.addEventListener("resize", focusWideFormulas);
}());
