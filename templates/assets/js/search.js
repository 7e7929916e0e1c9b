// The search box in the site header: finds lessons, sections, numbered blocks (by their number too:
// "theorem 1.17"), glossary terms, and words of the text and its formulas.
// The index (js/search-data.js) and MiniSearch (js/vendor/minisearch-7.2.0.js) are loaded by <script>
// elements when the box is first used, so search works from file:// as well as from a server.
// The box is an ARIA combobox: arrows move through the results, Enter opens one, Escape closes.
// Results that hold every word as typed (or as the start of a word) come first; close spellings
// follow them only when those are few. The status says how many there are; the list shows a page of
// them at a time, and its last option shows more.
(function () {
  "use strict";
  var PAGE = 8;
  var FEW = 3;
  var SNIPPET_BEFORE = 40;
  var SNIPPET_LENGTH = 140;
  var box, input, list, status, root;
  var engine = null;
  var loading = false;
  var results = [];
  var shown = PAGE;
  var active = -1;

  // words as the index holds them: a number with its dots ("1.17", as blocks are numbered) is one word
  function tokenize(text) {
    return text.match(/\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu) || [];
  }

  // a word is indexed with its stem too, so that "period" finds "periodicity" and "periodic" as well as a word
  // of its own would be found (a prefix weighs less)
  function withStem(term) {
    var word = term.toLowerCase();
    var stem = word.replace(/(icity|ically|ical|ic|ity|es|s)$/, "");
    return stem.length >= 4 && stem !== word ? [word, stem] : word;
  }

  // a numbered block (a definition, a theorem: what the course states) before the sections that mention its words
  function numberedFirst(id, term, stored) {
    return /\d/.test(stored.kind) && !/^Lesson/.test(stored.kind) ? 2 : 1;
  }

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
          fields: ["kind", "title", "terms", "text"],
          storeFields: ["title", "kind", "context", "href", "text"],
          tokenize: tokenize,
          processTerm: withStem,
          searchOptions: {
            boost: { kind: 5, title: 4, terms: 3 }, prefix: true, combineWith: "AND", boostDocument: numberedFirst,
            processTerm: function (term) { return term.toLowerCase(); }
          }
        });
        engine.addAll(window.kaylesSearchData || []);
        if (input.value.trim()) {
          update();
        }
      });
    });
  }

  // exact (and prefix) matches first; fuzzy ones after them, only when the exact ones are few
  function search(query) {
    var exact = engine.search(query);
    if (exact.length >= FEW) {
      return exact;
    }
    var found = {};
    exact.forEach(function (result) { found[result.id] = true; });
    var close = engine.search(query, { fuzzy: 0.2 }).filter(function (result) { return !found[result.id]; });
    close.forEach(function (result) { result.fuzzy = true; });
    return exact.concat(close);
  }

  // the words a result matched, as typed and as found, longest first (so that "periodicity" is marked whole)
  function matchedWords(query, result) {
    return tokenize(query).concat(result.terms || []).sort(function (a, b) { return b.length - a.length; });
  }

  function escaped(word) {
    return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  // appends to element the text with each matched word (at the start of a word) in a <mark>
  function marked(element, text, words) {
    if (words.length === 0) {
      element.appendChild(document.createTextNode(text));
      return;
    }
    var pattern = new RegExp("(?<![\\p{L}\\p{N}])(" + words.map(escaped).join("|") + ")", "giu");
    text.split(pattern).forEach(function (part, index) {
      if (index % 2 === 1) {
        var mark = document.createElement("mark");
        mark.textContent = part;
        element.appendChild(mark);
      } else if (part) {
        element.appendChild(document.createTextNode(part));
      }
    });
  }

  // a stretch of the text around its first matched word, cut at spaces
  function snippet(text, words) {
    if (!text) {
      return "";
    }
    var lower = text.toLowerCase();
    var at = -1;
    words.forEach(function (word) {
      var found = lower.indexOf(word.toLowerCase());
      if (found >= 0 && (at < 0 || found < at)) {
        at = found;
      }
    });
    var start = Math.max(0, at - SNIPPET_BEFORE);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      start = space >= 0 && space < at ? space + 1 : start;
    }
    var end = Math.min(text.length, start + SNIPPET_LENGTH);
    if (end < text.length) {
      var last = text.lastIndexOf(" ", end);
      end = last > start ? last : end;
    }
    return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
  }

  function option(result, index, query) {
    var words = matchedWords(query, result);
    var item = document.createElement("li");
    item.id = "site-search-result-" + index;
    item.className = "site-search-result" + (result.fuzzy ? " is-close" : "");
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", index === active ? "true" : "false");
    var link = document.createElement("a");
    link.href = root + result.href;
    link.tabIndex = -1;
    var kind = document.createElement("span");
    kind.className = "site-search-kind";
    marked(kind, result.kind, words);
    var title = document.createElement("span");
    title.className = "site-search-title";
    marked(title, result.title, words);
    link.appendChild(kind);
    link.appendChild(title);
    if (result.context) {
      var context = document.createElement("span");
      context.className = "site-search-context";
      context.textContent = result.context;
      link.appendChild(context);
    }
    var text = snippet(result.text, words);
    if (text) {
      var found = document.createElement("span");
      found.className = "site-search-snippet";
      marked(found, text, words);
      link.appendChild(found);
    }
    item.appendChild(link);
    item.addEventListener("mousedown", function (event) {
      event.preventDefault(); // keep the focus in the box until the link is followed
    });
    return item;
  }

  function moreOption(index) {
    var item = document.createElement("li");
    item.id = "site-search-result-" + index;
    item.className = "site-search-more";
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", index === active ? "true" : "false");
    var rest = results.length - shown;
    item.textContent = "Show " + Math.min(PAGE, rest) + " more (" + rest + " not shown)";
    item.addEventListener("mousedown", function (event) {
      event.preventDefault();
      more();
    });
    return item;
  }

  function optionCount() {
    return Math.min(shown, results.length) + (results.length > shown ? 1 : 0);
  }

  function render() {
    var query = input.value.trim();
    list.textContent = "";
    results.slice(0, shown).forEach(function (result, index) {
      list.appendChild(option(result, index, query));
    });
    if (results.length > shown) {
      list.appendChild(moreOption(shown));
    }
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
    shown = PAGE;
    results = engine && query ? search(query) : [];
    render();
    list.setAttribute("data-query", engine ? query : ""); // what the list shows results for
    if (query && engine) {
      var exact = results.filter(function (result) { return !result.fuzzy; }).length;
      status.textContent = results.length === 0 ? "No results"
        : (results.length === 1 ? "1 result" : results.length + " results")
          + (exact < results.length ? " (" + (results.length - exact) + " with a close spelling)" : "")
          + (results.length > shown ? ", " + shown + " shown" : "");
    } else {
      status.textContent = "";
    }
  }

  function more() {
    var first = shown;
    shown += PAGE;
    active = first;
    render();
    status.textContent = results.length + " results, " + Math.min(shown, results.length) + " shown";
  }

  function move(step) {
    var count = optionCount();
    if (count === 0) {
      return;
    }
    active = active < 0 && step < 0 ? count - 1 : (active + step + count) % count;
    render();
    var item = document.getElementById("site-search-result-" + active);
    if (item) {
      item.scrollIntoView({ block: "nearest" });
    }
  }

  function follow(index) {
    if (index === shown && results.length > shown) {
      more();
      return;
    }
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
