// Knowls, as PreTeXt's: a link to a block ({{ref ID}}, {{term ID}}) opens the block in place.
// A click, a tap or Enter toggles the block inline below the line; a mouse resting on the link
// shows it in a preview. The blocks' HTML comes from the page's own knowls, js/knowls/ and the
// page's path (js/knowls/lessons/kayles.js: the blocks this page opens, no others), loaded by a
// <script> element on first use, so it works from file:// as well as from a server (no fetch).
// Without this script, the links are plain links to the block.
(function () {
  "use strict";
  // the site root, from this script's own address (…/js/knowls.js)
  var root = document.currentScript ? document.currentScript.src.replace(/js\/knowls\.js(\?.*)?$/, "") : "";
  var data = null;
  var waiting = [];
  var counter = 0;
  var hoverTimer = null;
  var preview = null;

  function load(then) {
    if (data) {
      then();
      return;
    }
    waiting.push(then);
    if (waiting.length > 1) {
      return;
    }
    var script = document.createElement("script");
    script.src = pageKnowls();
    script.onload = function () {
      data = window.kaylesKnowls || {};
      waiting.splice(0).forEach(function (f) { f(); });
    };
    document.head.appendChild(script);
  }

  // js/knowls/<the page's path in the site, without .html>.js
  function pageKnowls() {
    var page = window.location.href.split("#")[0].split("?")[0];
    var path = page.indexOf(root) === 0 ? page.slice(root.length) : "";
    if (path === "" || path.charAt(path.length - 1) === "/") {
      path += "index.html";
    }
    return root + "js/knowls/" + path.replace(/\.html$/, "") + ".js";
  }

  function content(link) {
    var wrapper = document.createElement("div");
    wrapper.innerHTML = data[link.getAttribute("data-knowl")] || ""; // math typeset when the site was built
    return wrapper;
  }

  function anchorOf(link) {
    return link.closest("p, li, dd, dt, td, th, figcaption, .block-head, h1, h2, h3, h4") || link;
  }

  function close(link) {
    var knowl = document.getElementById(link.getAttribute("aria-controls"));
    if (knowl) {
      knowl.remove();
    }
    link.setAttribute("aria-expanded", "false");
  }

  function open(link) {
    hidePreview();
    var id = "knowl-" + (++counter);
    var knowl = document.createElement("div");
    knowl.className = "knowl";
    knowl.id = id;
    knowl.setAttribute("role", "region");
    knowl.setAttribute("aria-label", link.textContent.trim() + " (shown in place)");
    knowl.appendChild(content(link));
    var footer = document.createElement("p");
    footer.className = "knowl-footer";
    var go = document.createElement("a");
    go.href = link.getAttribute("href");
    go.textContent = "Read it in context";
    var shut = document.createElement("button");
    shut.type = "button";
    shut.className = "knowl-close";
    shut.textContent = "Close";
    shut.addEventListener("click", function () {
      close(link);
      link.focus();
    });
    footer.appendChild(go);
    footer.appendChild(shut);
    knowl.appendChild(footer);
    var anchor = anchorOf(link);
    if (anchor.matches("li, dd, dt, td, th")) {
      anchor.appendChild(knowl); // a list or a table holds no other element between its items
    } else {
      anchor.parentNode.insertBefore(knowl, anchor.nextSibling);
    }
    link.setAttribute("aria-controls", id);
    link.setAttribute("aria-expanded", "true");
  }

  function toggle(link) {
    load(function () {
      if (link.getAttribute("aria-expanded") === "true") {
        close(link);
      } else {
        open(link);
      }
    });
  }

  function showPreview(link) {
    load(function () {
      if (link.getAttribute("aria-expanded") === "true" || !link.matches(":hover")) {
        return;
      }
      hidePreview();
      preview = document.createElement("div");
      preview.className = "knowl-preview";
      preview.setAttribute("aria-hidden", "true");
      preview.appendChild(content(link));
      document.body.appendChild(preview);
      var box = link.getBoundingClientRect();
      var width = Math.min(preview.offsetWidth, document.documentElement.clientWidth - 16);
      var left = Math.max(8, Math.min(box.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8));
      preview.style.left = left + "px";
      preview.style.top = (box.bottom + window.scrollY + 6) + "px";
    });
  }

  function hidePreview() {
    clearTimeout(hoverTimer);
    if (preview) {
      preview.remove();
      preview = null;
    }
  }

  function knowlLink(event) {
    var link = event.target.closest && event.target.closest("a.xref[data-knowl]");
    return link && link.getAttribute("data-knowl") ? link : null;
  }

  document.addEventListener("click", function (event) {
    var link = knowlLink(event);
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    toggle(link);
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") {
      return;
    }
    hidePreview();
    var knowl = event.target.closest && event.target.closest(".knowl");
    if (knowl) {
      var link = document.querySelector("[aria-controls='" + knowl.id + "']");
      if (link) {
        close(link);
        link.focus();
      }
    }
  });

  document.addEventListener("mouseover", function (event) {
    var link = knowlLink(event);
    if (link) {
      clearTimeout(hoverTimer);
      hoverTimer = setTimeout(function () { showPreview(link); }, 300);
    }
  });

  document.addEventListener("mouseout", function (event) {
    if (knowlLink(event)) {
      hidePreview();
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("a.xref[data-knowl]").forEach(function (link) {
      link.setAttribute("aria-expanded", "false");
    });
  });
})();
