// Kayles Courseware: what every page does with JavaScript. Each part is an enhancement: without it
// the page reads the same, only less conveniently. Plain JavaScript, no network; works from file://.
(function () {
  "use strict";

  var WIDE = window.matchMedia("(min-width: 64rem)");
  // The palette the reader chose was set by theme.js, first in <head>, before the page was painted.
  var THEME = window.kaylesCoursewareTheme;

  function addThemeSwitch(header) {
    var label = document.createElement("label");
    label.className = "theme-switch";
    var words = document.createElement("span");
    words.textContent = "Theme";
    var choice = document.createElement("select");
    [["system", "As the system"], ["light", "Light"], ["dark", "Dark"]].forEach(function (pair) {
      var option = document.createElement("option");
      option.value = pair[0];
      option.textContent = pair[1];
      choice.appendChild(option);
    });
    choice.value = THEME.stored();
    choice.addEventListener("change", function () {
      THEME.apply(choice.value);
      THEME.remember(choice.value);
    });
    label.appendChild(words);
    label.appendChild(choice);
    header.appendChild(label);
  }

  // The table of contents sits beside the text on wide screens, open; on a phone it is a closed fold
  // above the text, so that the lesson starts on the first screen.
  function foldContents() {
    document.querySelectorAll("details.toc-fold").forEach(function (fold) {
      fold.open = WIDE.matches;
    });
  }

  // Scroll-spy: the contents mark the section the reader is in (the last heading above the top
  // fifth of the window) with aria-current="location", and its parent section with a class.
  // A heading inside a part of the text that site.css skips while it is off screen (an exercise's title) is placed
  // by that part, which starts with it: reading the heading's own place would lay out every exercise of the page in
  // the frame after DOMContentLoaded (150-250 ms at a CPU throttle of 4 on partizan-kayles), the part's place none.
  function spyOnSections() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
    var sections = links.map(function (link) {
      var heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      return { link: link, heading: heading && (heading.closest(".lesson-body > *, .exercises > .exercise") || heading) };
    }).filter(function (section) { return section.heading !== null; });
    if (sections.length === 0) {
      return;
    }
    var scheduled = false;
    var shown;
    function mark() {
      scheduled = false;
      var line = window.innerHeight / 5;
      var current = null;
      sections.forEach(function (section) {
        if (section.heading.getBoundingClientRect().top <= line) {
          current = section;
        }
      });
      if (current !== shown) {
        shown = current;
        document.dispatchEvent(new CustomEvent("kayles-section", { detail: current ? current.link.textContent : "" }));
      }
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
    function schedule() {
      if (!scheduled) {
        scheduled = true;
        window.requestAnimationFrame(mark);
      }
    }
    window.addEventListener("scroll", schedule, { passive: true });
    // marked in the next frame, with the layout that frame does anyway: reading the headings' places here would lay
    // out the page once more, in the task that runs the page's scripts
    schedule();
  }

  // On a phone (below 40rem) the course's pages fold into a menu behind a button in the header (without
  // JavaScript they stay listed), and a small bar stays at the top of the window: Contents (the page's
  // sections, or the lessons), Previous and Next (the pager's lessons), Top, and the section being read.
  function foldNavigation(header) {
    var nav = header.querySelector(".site-nav");
    if (!nav) {
      return;
    }
    nav.id = nav.id || "site-nav";
    var button = disclosure("site-menu-button", "Menu", nav);
    header.insertBefore(button, nav);
    header.classList.add("has-menu");
  }

  function disclosure(className, text, panel) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = className;
    button.textContent = text;
    button.setAttribute("aria-controls", panel.id);
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", function () {
      button.setAttribute("aria-expanded", String(button.getAttribute("aria-expanded") !== "true"));
    });
    return button;
  }

  function addReadingBar(header) {
    var sections = document.querySelector(".toc > ol") || document.querySelector(".site-nav ol");
    var bar = document.createElement("nav");
    bar.className = "reading-bar";
    bar.setAttribute("aria-label", "Reading");
    var row = document.createElement("div");
    row.className = "reading-bar-row";
    bar.appendChild(row);
    if (sections) {
      var panel = document.createElement("div");
      panel.className = "reading-contents";
      panel.id = "reading-contents";
      panel.appendChild(sections.cloneNode(true));
      var contents = disclosure("reading-contents-button", "Contents", panel);
      row.appendChild(contents);
      panel.addEventListener("click", function (event) {
        if (event.target.closest("a")) {
          contents.setAttribute("aria-expanded", "false");
        }
      });
      bar.appendChild(panel);
    }
    [["prev", "Previous"], ["next", "Next"]].forEach(function (pair) {
      var lesson = document.querySelector(".pager a[rel='" + pair[0] + "']");
      if (lesson) {
        var link = document.createElement("a");
        link.href = lesson.getAttribute("href");
        link.rel = pair[0];
        link.textContent = pair[1];
        link.setAttribute("aria-label", pair[1] + " lesson: " + lesson.textContent.replace(/\s+/g, " ").replace(/^\s*(Previous|Next)\s*/, "").trim());
        row.appendChild(link);
      }
    });
    var top = document.createElement("a");
    top.href = "#main";
    top.textContent = "Top";
    top.addEventListener("click", function (event) {
      event.preventDefault();
      window.scrollTo(0, 0);
    });
    row.appendChild(top);
    var here = document.createElement("p");
    here.className = "reading-bar-section";
    var title = document.querySelector("main h1");
    here.textContent = title ? title.textContent : document.title;
    bar.appendChild(here);
    document.addEventListener("kayles-section", function (event) {
      here.textContent = event.detail || (title ? title.textContent : document.title);
    });
    header.parentNode.insertBefore(bar, header.nextSibling);
  }

  // A formula (or a chart, on a phone) wider than its column scrolls sideways; keyboard users must be able to reach it.
  // Each box is measured in a task of its own, after the page's first frame: reading a box's width lays out the part
  // of the page around it (site.css skips the parts off screen), and every box at once made one long task.
  var unmeasured = [];
  function focusWideFormulas() {
    var idle = unmeasured.length === 0;
    unmeasured = Array.prototype.slice.call(document.querySelectorAll(".math-display, .math-scroll, .plot-scroll"));
    if (idle && unmeasured.length > 0) {
      window.requestAnimationFrame(function () { window.setTimeout(measureNextBox, 0); });
    }
  }
  function measureNextBox() {
    var box = unmeasured.shift();
    if (box.scrollWidth > box.clientWidth + 1) {
      box.setAttribute("tabindex", "0");
      nameRegion(box);
    } else if (box.getAttribute("tabindex") === "0") {
      box.removeAttribute("tabindex");
    }
    if (unmeasured.length > 0) {
      window.setTimeout(measureNextBox, 0);
    }
  }

  // A box reached with Tab is a region named by what it holds (WCAG 4.1.2): a figure's caption, else "Formula".
  function nameRegion(box) {
    if (box.getAttribute("role") === "region") {
      return;
    }
    box.setAttribute("role", "region");
    var caption = box.closest("figure") && box.closest("figure").querySelector("figcaption[id]");
    if (caption) {
      box.setAttribute("aria-labelledby", caption.id);
    } else {
      box.setAttribute("aria-label", "Formula");
    }
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
  // solutions still folded (print.css leaves those out) and the checks of a result: on paper a check is
  // its one ✓ line, and a list of checks is left out (print.css). The folds close again after printing.
  var openedForPrint = [];
  function openFoldsForPrint() {
    document.querySelectorAll("details:not([open])").forEach(function (fold) {
      if (!fold.closest(".exercise") && !fold.closest(".site-header") && !fold.classList.contains("toc-fold")
          && !fold.classList.contains("check-detail") && !fold.classList.contains("proof-checks-list")) {
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
    var header = document.querySelector(".site-header");
    if (header) {
      foldNavigation(header);
      if (THEME) {
        addThemeSwitch(header);
      }
      addReadingBar(header);
    }
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
