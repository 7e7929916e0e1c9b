// Answers checked in the page, offline (partials/exercises.ftl). Each answer field carries the
// salted SHA-256 hashes of its right answers; the student's input is put in canonical form (the
// same rules as FieldType.canonical in Java: a browser test holds the two together), hashed with
// the form's salt and compared. The page never holds an answer as text. SHA-256 comes from the
// browser (crypto.subtle), which pages opened from file:// or 127.0.0.1 may use.
(function () {
  "use strict";

  var NUMBER = /^[+-]?[0-9]{1,9}$/;
  var HEAP = /^[0-9]{1,9}$/;
  var HEAP_SEPARATORS = /[\x00-\x20+,]+/;
  var POSITION_SEPARATORS = /[;\n]+/;
  var NONE = "none";

  function trim(text) {
    return (text || "").replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "");
  }

  function position(text) {
    var inner = trim(text);
    if (inner.charAt(0) === "(" && inner.charAt(inner.length - 1) === ")") {
      inner = trim(inner.substring(1, inner.length - 1));
    }
    if (trim(text) === "") {
      return null;
    }
    var heaps = [];
    var tokens = inner.split(HEAP_SEPARATORS);
    for (var i = 0; i < tokens.length; i++) {
      if (tokens[i] === "") {
        continue;
      }
      if (!HEAP.test(tokens[i])) {
        return null;
      }
      var heap = parseInt(tokens[i], 10);
      if (heap > 0) {
        heaps.push(heap);
      }
    }
    heaps.sort(function (a, b) { return b - a; });
    return heaps.length === 0 ? "0" : heaps.join("+");
  }

  function positions(text) {
    var seen = {};
    var all = [];
    var parts = text.split(POSITION_SEPARATORS);
    for (var i = 0; i < parts.length; i++) {
      if (trim(parts[i]) === "") {
        continue;
      }
      var one = position(parts[i]);
      if (one === null) {
        return null;
      }
      if (!seen[one]) {
        seen[one] = true;
        all.push(one);
      }
    }
    all.sort();
    return all.length === 0 ? null : all.join(";");
  }

  /** The canonical form of an input, or null when it is not an answer of this type at all. */
  function canonical(type, input) {
    var text = trim(input);
    var none = text.toLowerCase() === NONE;
    switch (type) {
      case "number":
        return NUMBER.test(text) ? String(parseInt(text.replace(/^\+/, ""), 10) + 0) : null;
      case "choice":
        return text === "" ? null : text;
      case "position":
        return none ? NONE : position(text);
      case "positions":
        return none ? NONE : positions(text);
      default:
        return null;
    }
  }

  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }

  function sha256(text) {
    return window.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then(hex);
  }

  function inputOf(field) {
    if (field.getAttribute("data-type") === "choice") {
      var checked = field.querySelector("input:checked");
      return checked ? checked.value : "";
    }
    return field.querySelector("input").value;
  }

  function mark(field, state, words) {
    field.classList.remove("is-right", "is-wrong", "is-unread");
    if (state) {
      field.classList.add(state);
    }
    field.querySelector(".field-verdict").textContent = words;
  }

  /** Checks one field; resolves to true when it is right. */
  function checkField(salt, field) {
    var type = field.getAttribute("data-type");
    var raw = inputOf(field);
    if (trim(raw) === "") {
      mark(field, "is-unread", "No answer yet.");
      return Promise.resolve(false);
    }
    var answer = canonical(type, raw);
    if (answer === null) {
      var input = field.querySelector("input[placeholder]");
      mark(field, "is-unread", "Not understood" + (input ? ": write it like " + input.placeholder.replace(/^e\.g\. /, "") : "") + ".");
      return Promise.resolve(false);
    }
    var hashes = field.getAttribute("data-hashes").split(" ");
    return sha256(salt + "|" + field.getAttribute("data-name") + "|" + answer).then(function (hash) {
      var right = hashes.indexOf(hash) >= 0;
      mark(field, right ? "is-right" : "is-wrong", right ? "✓ Right." : "✗ Not yet.");
      return right;
    });
  }

  function check(form) {
    var verdict = form.querySelector(".check-verdict");
    if (!(window.crypto && window.crypto.subtle && window.TextEncoder)) {
      verdict.textContent = "This browser cannot check answers on this page; open the solution to compare.";
      return;
    }
    var salt = form.getAttribute("data-salt");
    var fields = Array.prototype.slice.call(form.querySelectorAll(".answer-field"));
    Promise.all(fields.map(function (field) { return checkField(salt, field); })).then(function (results) {
      var right = results.filter(Boolean).length;
      form.classList.remove("is-right", "is-wrong");
      form.classList.add(right === results.length ? "is-right" : "is-wrong");
      verdict.textContent = right === results.length ? "Right!"
          : results.length === 1 ? "Not yet." : "Not yet: " + right + " of " + results.length + " parts right.";
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("form.exercise-check").forEach(function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        check(form);
      });
    });
  });

  // For the browser test that holds these rules to FieldType.canonical.
  window.kaylesExercises = { canonical: canonical };
}());
