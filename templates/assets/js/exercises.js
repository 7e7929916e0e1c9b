// Answers checked in the page, offline (partials/exercises.ftl). Each answer field carries the
// salted SHA-256 hashes of its right answers; the student's input is put in canonical form (the
// same rules as FieldType.canonical in Java: a browser test holds the two together), hashed with
// the form's salt and compared. The page never holds an answer as text. SHA-256 is the page's own
// (below), so checking works on any host, plain HTTP included. A verdict clears when the answer is
// edited; what a student typed, and which exercises were right, is kept in the browser
// (localStorage, by page and exercise) and put back when the page is opened again.
(function () {
  "use strict";

  var NUMBER = /^[+-]?[0-9]{1,9}$/;
  var POSITION_TEXT = /^[0-9]{1,9}(?:(?:[\x00-\x20]*[+,][\x00-\x20]*|[\x00-\x20]+)[0-9]{1,9})*$/;
  var HEAP_SEPARATORS = /[\x00-\x20+,]+/;
  // A row written with its game's letter, K5, K_5 or K_{5}: its length is the heap (FieldType.ROW).
  var ROW = /(?<![A-Za-z0-9_])[A-Za-z]_?(?:\{([0-9]{1,9})\}|([0-9]{1,9}))/g;
  var FORMATS = {
    number: "a whole number, e.g. 7",
    position: "the rows or heaps joined by +, as in K5+K3+K1 or 5+3+1, or none",
    positions: "each move as the position it leaves, separated by ; as in K5+K2; K3+K3+K1"
  };
  var POSITION_SEPARATORS = /[;\n]+/;
  var NONE = "none";

  function trim(text) {
    return (text || "").replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "");
  }

  // Heaps separated by +, commas or spaces (one separator between two heaps, + and commas not
  // mixed), each a number or a row (K5), maybe in parentheses: FieldType.position in Java.
  function position(text) {
    var inner = trim(text).replace(ROW, "$1$2");
    if (inner.charAt(0) === "(" && inner.charAt(inner.length - 1) === ")") {
      inner = trim(inner.substring(1, inner.length - 1));
      if (inner === "") {
        return "0";
      }
    }
    if (!POSITION_TEXT.test(inner) || (inner.indexOf("+") >= 0 && inner.indexOf(",") >= 0)) {
      return null;
    }
    var heaps = [];
    var tokens = inner.split(HEAP_SEPARATORS);
    for (var i = 0; i < tokens.length; i++) {
      var heap = parseInt(tokens[i], 10);
      if (heap > 0) {
        heaps.push(heap);
      }
    }
    heaps.sort(function (a, b) { return b - a; });
    return heaps.length === 0 ? "0" : heaps.join("+");
  }

  // A part holding both + and commas is several positions separated by commas.
  function positions(text) {
    var seen = {};
    var all = [];
    var parts = text.split(POSITION_SEPARATORS);
    for (var i = 0; i < parts.length; i++) {
      var ones = parts[i].indexOf("+") >= 0 ? parts[i].split(",") : [parts[i]];
      for (var j = 0; j < ones.length; j++) {
        if (trim(ones[j]) === "") {
          continue;
        }
        var one = position(ones[j]);
        if (one === null) {
          return null;
        }
        if (!seen[one]) {
          seen[one] = true;
          all.push(one);
        }
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

  // SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, as hex: the page's own, so that checking works on
  // any host, plain HTTP included, where the browser's crypto.subtle is not offered.
  var K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];

  function utf8(text) {
    if (window.TextEncoder) {
      return Array.prototype.slice.call(new TextEncoder().encode(text));
    }
    var bytes = [];
    var encoded = unescape(encodeURIComponent(text));
    for (var i = 0; i < encoded.length; i++) {
      bytes.push(encoded.charCodeAt(i));
    }
    return bytes;
  }

  function rotr(x, n) {
    return (x >>> n) | (x << (32 - n));
  }

  function sha256(text) {
    var bytes = utf8(text);
    var bits = bytes.length * 8;
    bytes.push(0x80);
    while (bytes.length % 64 !== 56) {
      bytes.push(0);
    }
    for (var s = 7; s >= 0; s--) {
      bytes.push(s >= 4 ? 0 : (bits >>> (s * 8)) & 0xff);
    }
    var h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var w = new Array(64);
    for (var block = 0; block < bytes.length; block += 64) {
      for (var t = 0; t < 64; t++) {
        if (t < 16) {
          var at = block + t * 4;
          w[t] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
        } else {
          var s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
          var s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
          w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
        }
      }
      var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
      for (var r = 0; r < 64; r++) {
        var t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[r] + w[r]) | 0;
        var t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      h = [(h[0] + a) | 0, (h[1] + b) | 0, (h[2] + c) | 0, (h[3] + d) | 0, (h[4] + e) | 0, (h[5] + f) | 0,
        (h[6] + g) | 0, (h[7] + k) | 0];
    }
    return h.map(function (x) { return ("0000000" + (x >>> 0).toString(16)).slice(-8); }).join("");
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

  function hashOf(salt, field, answer) {
    return sha256(salt + "|" + field.getAttribute("data-name") + "|" + answer);
  }

  /** Checks one field; true when it is right. An empty move field is read as "none" when none is right. */
  function checkField(salt, field) {
    var type = field.getAttribute("data-type");
    var raw = inputOf(field);
    var hashes = field.getAttribute("data-hashes").split(" ");
    if (trim(raw) === "") {
      if (type === "position" && hashes.indexOf(hashOf(salt, field, NONE)) >= 0) {
        mark(field, "is-right", "✓ Right: no move.");
        return true;
      }
      mark(field, "is-unread", "No answer yet.");
      return false;
    }
    var answer = canonical(type, raw);
    if (answer === null) {
      mark(field, "is-unread", "Not understood: write " + (FORMATS[type] || "one of the choices") + ".");
      return false;
    }
    var right = hashes.indexOf(hashOf(salt, field, answer)) >= 0;
    mark(field, right ? "is-right" : "is-wrong", right ? "✓ Right." : "✗ Not yet.");
    return right;
  }

  function check(form) {
    var verdict = form.querySelector(".check-verdict");
    var salt = form.getAttribute("data-salt");
    var fields = Array.prototype.slice.call(form.querySelectorAll(".answer-field"));
    var right = fields.map(function (field) { return checkField(salt, field); }).filter(Boolean).length;
    form.classList.remove("is-right", "is-wrong");
    form.classList.add(right === fields.length ? "is-right" : "is-wrong");
    verdict.textContent = right === fields.length ? "Right!"
        : fields.length === 1 ? "Not yet." : "Not yet: " + right + " of " + fields.length + " parts right.";
    save(form);
  }

  function clear(form, field) {
    form.classList.remove("is-right", "is-wrong");
    form.querySelector(".check-verdict").textContent = "";
    mark(field, null, "");
  }

  /** Where the form's answers are kept: by page and exercise. */
  function key(form) {
    return "kayles-courseware:" + location.pathname + "#" + form.id;
  }

  function save(form) {
    var answers = {};
    form.querySelectorAll(".answer-field").forEach(function (field) {
      answers[field.getAttribute("data-name")] = inputOf(field);
    });
    try {
      window.localStorage.setItem(key(form), JSON.stringify(answers));
    } catch (e) {
      // no storage here (private browsing, or a browser that keeps none for file://): nothing is kept
    }
  }

  function restore(form) {
    var answers = null;
    try {
      answers = JSON.parse(window.localStorage.getItem(key(form)) || "null");
    } catch (e) {
      answers = null;
    }
    if (!answers) {
      return;
    }
    form.querySelectorAll(".answer-field").forEach(function (field) {
      var value = answers[field.getAttribute("data-name")] || "";
      if (field.getAttribute("data-type") === "choice") {
        field.querySelectorAll("input").forEach(function (input) { input.checked = input.value === value; });
      } else {
        field.querySelector("input").value = value;
      }
    });
    check(form);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll(".exercise-check").forEach(function (form) {
      form.querySelector(".check-actions button").addEventListener("click", function () {
        check(form);
      });
      // Enter in a field checks, as it would submit a form
      form.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && event.target.tagName === "INPUT") {
          event.preventDefault();
          check(form);
        }
      });
      form.querySelectorAll(".answer-field").forEach(function (field) {
        field.addEventListener("input", function () { clear(form, field); });
        field.addEventListener("change", function () { clear(form, field); });
      });
      restore(form);
    });
  });

  // For the browser tests that hold these rules to FieldType.canonical and the hash to SHA-256.
  window.kaylesExercises = { canonical: canonical, sha256: sha256 };
}());
