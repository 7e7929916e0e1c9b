// The search box in the site header: finds lessons, sections, numbered blocks and glossary terms.
// The index (js/search-data.js) and MiniSearch (js/vendor/minisearch-7.2.0.js) are loaded by <script>
// elements when the box is first used, so search works from file:// as well as from a server.
// The box is an ARIA combobox: arrows move through the results, Enter opens one, Escape closes.
(function () {
  "use strict";
  var MAX_RESULTS = 8;
  var box, input, list, status, root;
  var engine = null;
  var loading = false;
  var results = [];
  var active = -1;

  function loadScript(src, then) {
    var script = document.createElement("script");
    script.src = root + src;
    script.onload = then;
    document.head.appendChild(script);
  }

  function prepare() {
    if (engine || loading) {
      return;
    }
    loading = true;
    loadScript("js/vendor/minisearch-7.2.0.js", function () {
      loadScript("js/search-data.js", function () {
        engine = new MiniSearch({
          fields: ["title", "terms", "text"],
          storeFields: ["title", "kind", "context", "href"],
          searchOptions: { boost: { title: 4, terms: 3 }, prefix: true, fuzzy: 0.2 }
        });
        engine.addAll(window.kaylesSearchData || []);
        if (input.value.trim()) {
          update();
        }
      });
    });
  }

  function option(result, index) {
    var item = document.createElement("li");
    item.id = "site-search-result-" + index;
    item.className = "site-search-result";
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", index === active ? "true" : "false");
    var link = document.createElement("a");
    link.href = root + result.href;
    link.tabIndex = -1;
    var kind = document.createElement("span");
    kind.className = "site-search-kind";
    kind.textContent = result.kind;
    var title = document.createElement("span");
    title.className = "site-search-title";
    title.textContent = result.title;
    link.appendChild(kind);
    link.appendChild(title);
    if (result.context) {
      var context = document.createElement("span");
      context.className = "site-search-context";
      context.textContent = result.context;
      link.appendChild(context);
    }
    item.appendChild(link);
    item.addEventListener("mousedown", function (event) {
      event.preventDefault(); // keep the focus in the box until the link is followed
    });
    return item;
  }

  function render() {
    list.textContent = "";
    results.forEach(function (result, index) {
      list.appendChild(option(result, index));
    });
    var open = results.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    if (active >= 0) {
      input.setAttribute("aria-activedescendant", "site-search-result-" + active);
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function update() {
    var query = input.value.trim();
    active = -1;
    results = engine && query ? engine.search(query).slice(0, MAX_RESULTS) : [];
    render();
    list.setAttribute("data-query", engine ? query : ""); // what the list shows results for
    if (query && engine) {
      status.textContent = results.length === 0 ? "No results" : results.length + (results.length === 1 ? " result" : " results");
    } else {
      status.textContent = "";
    }
  }

  function move(step) {
    if (results.length === 0) {
      return;
    }
    active = (active + step + results.length) % results.length;
    render();
    var item = document.getElementById("site-search-result-" + active);
    if (item) {
      item.scrollIntoView({ block: "nearest" });
    }
  }

  function follow(index) {
    var result = results[index];
    if (result) {
      window.location.href = root + result.href;
    }
  }

  function close() {
    results = [];
    active = -1;
    render();
  }

  function onKey(event) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      follow(active >= 0 ? active : 0);
    } else if (event.key === "Escape") {
      if (results.length > 0) {
        event.preventDefault();
        close();
      } else {
        input.value = "";
      }
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    box = document.querySelector(".site-search");
    if (!box) {
      return;
    }
    root = box.getAttribute("data-root") || "";
    input = box.querySelector("input");
    list = box.querySelector("[role=listbox]");
    status = box.querySelector("[role=status]");
    box.hidden = false;
    input.addEventListener("focus", prepare);
    input.addEventListener("input", function () {
      prepare();
      update();
    });
    input.addEventListener("keydown", onKey);
    input.addEventListener("blur", function () {
      setTimeout(close, 150);
    });
  });
})();
