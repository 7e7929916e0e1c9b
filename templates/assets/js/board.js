/*
 * Kayles Courseware: the interactive board of a take-and-break (octal) game.
 *
 * Markup a page provides (no JavaScript: the container's own text is the fallback):
 *   <div class="kayles-board" data-table="ID" data-rows="6 4" data-level="perfect"
 *        data-first="reader">Fallback text</div>
 *   <script type="application/json" id="ID">{...PlayTable JSON...}</script>
 * Optional attributes: data-seed (integer; makes the computer's choices repeatable),
 * data-delay (milliseconds before the computer answers; default 600).
 *
 * The table is read inline because fetch() of a local file fails under file://. Plain
 * JavaScript, no network, no dependencies.
 *
 * API, on window.KaylesBoard:
 *   enhanceAll(root?)   enhances every .kayles-board under root (done once on DOMContentLoaded)
 *   enhance(container)  enhances one container; returns its Board, or null (and shows why) when
 *                       the table is missing, malformed or not playable (d0 != 0)
 *   rules               pure functions over rows (arrays of booleans, true = token present):
 *                       legalMoves, isLegalMove, grundy, nimSum, winningMoves, chooseMove,
 *                       applyMove, parseRows, fullRows, hint, describeMove, describeRule, makeRandom
 * The container gets data-winner="reader" or "computer" when a game ends, and the class
 * is-waiting while the computer is to move.
 */
(function (global) {
  'use strict';

  var MAX_ROWS = 8;
  var MAX_TOKENS = 40;
  var WEAK_SKILL = 0.7;
  var LEVELS = ['random', 'weak', 'perfect'];

  /* ---------------------------------------------------------------- rules */

  /** Maximal runs of present tokens of a row (true = token present): [{start, length}]. */
  function segmentsOf(row) {
    var segments = [];
    var start = -1;
    for (var i = 0; i <= row.length; i++) {
      if (i < row.length && row[i]) {
        if (start < 0) { start = i; }
      } else if (start >= 0) {
        segments.push({ start: start, length: i - start });
        start = -1;
      }
    }
    return segments;
  }

  /**
   * Whether removing k tokens that leave a on the left and b on the right within one segment is
   * legal: digit k has bit 1 (a = b = 0), bit 2 (exactly one of a, b is 0), bit 4 (both > 0).
   */
  function isLegalRemoval(digits, k, a, b) {
    if (k < 1 || k >= digits.length) { return false; }
    var bit = (a === 0 && b === 0) ? 1 : (a === 0 || b === 0) ? 2 : 4;
    return (digits[k] & bit) !== 0;
  }

  /** Every legal move {row, start, length} on the rows, in reading order. */
  function legalMoves(table, rows) {
    var moves = [];
    rows.forEach(function (row, r) {
      segmentsOf(row).forEach(function (segment) {
        for (var start = segment.start; start < segment.start + segment.length; start++) {
          var a = start - segment.start;
          for (var k = 1; a + k <= segment.length; k++) {
            if (isLegalRemoval(table.digits, k, a, segment.length - a - k)) {
              moves.push({ row: r, start: start, length: k });
            }
          }
        }
      });
    });
    return moves;
  }

  /** The segment of rows[r] that holds index i, or null when that token is gone. */
  function segmentAt(rows, r, i) {
    var found = null;
    segmentsOf(rows[r]).forEach(function (segment) {
      if (i >= segment.start && i < segment.start + segment.length) { found = segment; }
    });
    return found;
  }

  function isLegalMove(table, rows, move) {
    var segment = segmentAt(rows, move.row, move.start);
    if (!segment || move.start + move.length > segment.start + segment.length) { return false; }
    var a = move.start - segment.start;
    return isLegalRemoval(table.digits, move.length, a, segment.length - a - move.length);
  }

  /** The longest single row the table can value: unbounded when a period is certified. */
  function longestValuedRow(table) {
    return table.period ? Infinity : table.grundy.length - 1;
  }

  /** g(n) from the table, or by the certified period g(n) = g(n − p) for n ≥ preperiod + p. */
  function grundy(table, n) {
    var g = table.grundy;
    if (n < g.length) { return g[n]; }
    if (!table.period) {
      throw new RangeError('g(' + n + ') is beyond the table (g(0..' + (g.length - 1) + '), no period)');
    }
    var p = table.period;
    var m = n - Math.ceil((n - g.length + 1) / p) * p;
    return g[m];
  }

  /** The segments' lengths, their Grundy values and their nim-sum. */
  function nimSum(table, rows) {
    var terms = [];
    rows.forEach(function (row) {
      segmentsOf(row).forEach(function (segment) {
        terms.push({ length: segment.length, value: grundy(table, segment.length) });
      });
    });
    var sum = terms.reduce(function (x, term) { return x ^ term.value; }, 0);
    return { terms: terms, sum: sum };
  }

  function applyMove(rows, move) {
    return rows.map(function (row, r) {
      return row.map(function (present, i) {
        return present && !(r === move.row && i >= move.start && i < move.start + move.length);
      });
    });
  }

  /** The moves to a position of nim-sum 0. */
  function winningMoves(table, rows) {
    return legalMoves(table, rows).filter(function (move) {
      return nimSum(table, applyMove(rows, move)).sum === 0;
    });
  }

  /** A seedable PRNG (mulberry32): returns a function giving numbers in [0, 1). */
  function makeRandom(seed) {
    var state = seed >>> 0;
    return function () {
      state = (state + 0x6D2B79F5) >>> 0;
      var t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function pick(list, random) {
    return list[Math.floor(random() * list.length)];
  }

  /**
   * The computer's move: perfect moves to nim-sum 0 when it can, else anywhere; weak plays
   * perfectly with probability WEAK_SKILL, else at random; random plays any legal move.
   */
  function chooseMove(table, rows, level, random) {
    var moves = legalMoves(table, rows);
    if (moves.length === 0) { return null; }
    var perfect = level === 'perfect' || (level === 'weak' && random() < WEAK_SKILL);
    if (perfect) {
      var winning = winningMoves(table, rows);
      if (winning.length > 0) { return pick(winning, random); }
    }
    return pick(moves, random);
  }

  /**
   * Parses starting rows such as "6 4": returns {lengths} or {error} with a message that quotes
   * the text and says what is valid.
   */
  function parseRows(text, table) {
    var longest = Math.min(MAX_TOKENS, longestValuedRow(table));
    var valid = 'give 1 to ' + MAX_ROWS + ' row lengths from 1 to ' + longest +
      ', separated by spaces, e.g. "6 4"';
    var words = String(text || '').trim().split(/[\s,]+/).filter(function (w) { return w !== ''; });
    if (words.length === 0) { return { error: 'No rows given: ' + valid + '.' }; }
    if (words.length > MAX_ROWS) {
      return { error: '"' + text + '" has ' + words.length + ' rows, more than ' + MAX_ROWS + ': ' + valid + '.' };
    }
    var lengths = [];
    for (var i = 0; i < words.length; i++) {
      if (!/^[0-9]+$/.test(words[i]) || +words[i] < 1 || +words[i] > longest) {
        var why = (/^[0-9]+$/.test(words[i]) && +words[i] > longestValuedRow(table))
          ? ' (the table values rows up to ' + longestValuedRow(table) + ' tokens and has no certified period)'
          : '';
        return { error: '"' + words[i] + '" is not a row length' + why + ': ' + valid + '.' };
      }
      lengths.push(+words[i]);
    }
    return { lengths: lengths };
  }

  function fullRows(lengths) {
    return lengths.map(function (n) {
      var row = [];
      for (var i = 0; i < n; i++) { row.push(true); }
      return row;
    });
  }

  /** "row 1, tokens 3–4" (1-based, as readers count). */
  function describeMove(move) {
    var first = move.start + 1;
    var tokens = move.length === 1 ? 'token ' + first : 'tokens ' + first + '–' + (first + move.length - 1);
    return 'row ' + (move.row + 1) + ', ' + tokens;
  }

  var PLACE = {
    1: 'when they are a whole group',
    2: 'from an end of a group, not the whole group',
    3: 'from an end of a group or a whole group',
    4: 'from the middle of a group (tokens stay on both sides)',
    5: 'a whole group or from its middle',
    6: 'leaving at least one token of the group',
    7: 'anywhere'
  };

  /** The moves of the game in words, from its digits: "remove 2 adjacent tokens anywhere". */
  function describeRule(table) {
    var parts = [];
    for (var k = 1; k < table.digits.length; k++) {
      if (table.digits[k] === 0) { continue; }
      var what = k === 1 ? '1 token' : k + ' adjacent tokens';
      parts.push(what + ' ' + PLACE[table.digits[k]]);
    }
    return 'a move removes ' + parts.join('; or ');
  }

  /**
   * The hint, in two steps. First the nim-sum arithmetic, a group to play in and the value to leave
   * there (or that every move loses); asked again, the exact move. {more} says whether a second
   * step is left.
   */
  function hint(table, rows, showMove) {
    var total = nimSum(table, rows);
    var lines = [arithmetic(total)];
    if (total.sum === 0) {
      lines.push('The nim-sum is 0: every move loses against perfect play. Make any move and hope for an error.');
      return { lines: lines, move: null, more: false };
    }
    var move = winningMoves(table, rows)[0];
    if (!showMove) {
      var group = segmentsOf(rows[move.row]).filter(function (s) {
        return s.start <= move.start && move.start < s.start + s.length;
      })[0];
      var value = grundy(table, group.length);
      lines.push('Aim for nim-sum 0. A good group to play in: the group of ' + group.length + ' in row ' +
        (move.row + 1) + ', worth ' + value + '. Leave it worth ' + value + ' ⊕ ' + total.sum + ' = ' +
        (value ^ total.sum) + ' (the nim-sum of what is left of it).');
      lines.push('Press Hint again to see a winning move.');
      return { lines: lines, move: null, more: true };
    }
    var after = applyMove(rows, move);
    lines.push('Winning move: take ' + describeMove(move) + '.');
    lines.push('It leaves nim-sum 0: ' + arithmetic(nimSum(table, after)).replace(/^./, function (c) {
      return c.toLowerCase();
    }));
    return { lines: lines, move: move, more: false };
  }

  /** "Groups of 6 and 4 tokens: g(6) ⊕ g(4) = 3 ⊕ 2 = 1." */
  function arithmetic(total) {
    if (total.terms.length === 0) { return 'No tokens are left: the nim-sum is 0.'; }
    var lengths = total.terms.map(function (t) { return t.length; });
    var names = total.terms.map(function (t) { return 'g(' + t.length + ')'; }).join(' ⊕ ');
    var values = total.terms.map(function (t) { return String(t.value); }).join(' ⊕ ');
    var groups = lengths.length === 1 ? 'One group of ' + lengths[0] :
      'Groups of ' + lengths.slice(0, -1).join(', ') + ' and ' + lengths[lengths.length - 1];
    return groups + (lengths.length === 1 && lengths[0] === 1 ? ' token: ' : ' tokens: ') + names +
      (lengths.length === 1 ? ' = ' : ' = ' + values + ' = ') + total.sum + '.';
  }

  var rules = {
    segmentsOf: segmentsOf, isLegalRemoval: isLegalRemoval, legalMoves: legalMoves,
    isLegalMove: isLegalMove, grundy: grundy, nimSum: nimSum, applyMove: applyMove,
    winningMoves: winningMoves, chooseMove: chooseMove, parseRows: parseRows, fullRows: fullRows,
    describeMove: describeMove, describeRule: describeRule, hint: hint, makeRandom: makeRandom
  };

  /* ------------------------------------------------------------------ DOM */

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') { node.textContent = attrs[name]; } else { node.setAttribute(name, attrs[name]); }
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function option(value, label, selected) {
    var node = el('option', { value: value, text: label });
    node.selected = value === selected;
    return node;
  }

  function readTable(container) {
    var id = container.getAttribute('data-table');
    var script = id ? document.getElementById(id) : null;
    if (!script) {
      throw new Error('The game table "' + id + '" is missing from the page: the board needs a ' +
        '<script type="application/json" id="' + id + '"> with the table.');
    }
    var table = JSON.parse(script.textContent);
    if (!Array.isArray(table.digits) || !Array.isArray(table.grundy) || table.grundy.length < 2) {
      throw new Error('The game table "' + id + '" has no digits or Grundy values.');
    }
    if (table.digits[0] !== 0) {
      throw new Error('The game ' + (table.name || table.code) + ' (' + table.code + ') cannot be played ' +
        'on a board: its first digit ' + table.digits[0] + ' lets a move split a row without removing ' +
        'tokens, which rows of tokens cannot show.');
    }
    return table;
  }

  /* ---------------------------------------------------------------- board */

  function Board(container) {
    this.container = container;
    this.table = readTable(container);
    var seed = parseInt(container.getAttribute('data-seed'), 10);
    this.random = makeRandom(isNaN(seed) ? Math.floor(Math.random() * 4294967296) : seed);
    var delay = parseInt(container.getAttribute('data-delay'), 10);
    this.delay = isNaN(delay) || delay < 0 ? 600 : delay;
    this.game = 0;
    this.build();
    this.newGame();
  }

  Board.prototype.build = function () {
    var c = this.container;
    var level = LEVELS.indexOf(c.getAttribute('data-level')) >= 0 ? c.getAttribute('data-level') : 'perfect';
    var first = c.getAttribute('data-first') === 'computer' ? 'computer' : 'reader';
    this.level = el('select', { name: 'level' }, [option('random', 'random', level),
      option('weak', 'weak: errs sometimes', level), option('perfect', 'perfect', level)]);
    this.first = el('select', { name: 'first' }, [option('reader', 'you', first),
      option('computer', 'the computer', first)]);
    this.rowsField = el('input', { name: 'rows', type: 'text', inputmode: 'numeric', autocomplete: 'off',
      spellcheck: 'false', size: '10' });
    this.rowsField.value = c.getAttribute('data-rows') || '6 4';
    this.newButton = el('button', { type: 'button', 'class': 'kb-new', text: 'New game' });
    this.takeButton = el('button', { type: 'button', 'class': 'kb-take', text: 'Take' });
    this.hintButton = el('button', { type: 'button', 'class': 'kb-hint-button', text: 'Hint' });
    this.error = el('p', { 'class': 'kb-error', role: 'alert', hidden: '' });
    this.rowsBox = el('div', { 'class': 'kb-rows', role: 'group',
      'aria-label': (this.table.name || 'Game') + ' board' });
    this.status = el('p', { 'class': 'kb-status', 'aria-live': 'polite', role: 'status' });
    this.hintBox = el('div', { 'class': 'kb-hint', 'aria-live': 'polite', hidden: '' });
    this.history = el('ol', { 'class': 'kb-history' });
    this.render(c);
    this.listen();
  };

  Board.prototype.render = function (c) {
    var label = function (text, field) { return el('label', {}, [el('span', { text: text }), field]); };
    var help = el('p', { 'class': 'kb-help',
      text: (this.table.name || this.table.code) + ': ' + describeRule(this.table) +
        '. Whoever makes the last move wins. Click tokens (or press Space) to select them: a move ' +
        'is taken as soon as it is complete, else with Take or Enter. Arrow keys move between ' +
        'tokens; Escape clears the selection.' });
    while (c.firstChild) { c.removeChild(c.firstChild); }
    c.classList.add('kb');
    c.appendChild(el('div', { 'class': 'kb-controls' }, [label('Computer', this.level),
      label('First move', this.first), label('Rows', this.rowsField), this.newButton]));
    c.appendChild(this.error);
    c.appendChild(help);
    c.appendChild(this.rowsBox);
    c.appendChild(el('div', { 'class': 'kb-actions' }, [this.takeButton, this.hintButton]));
    c.appendChild(this.status);
    c.appendChild(this.hintBox);
    c.appendChild(el('details', { 'class': 'kb-log' }, [el('summary', { text: 'Moves so far' }), this.history]));
  };

  Board.prototype.listen = function () {
    var self = this;
    this.newButton.addEventListener('click', function () { self.newGame(); });
    this.rowsField.addEventListener('keydown', function (e) {
      if (e.key === 'Enter') { e.preventDefault(); self.newGame(); }
    });
    this.takeButton.addEventListener('click', function () { self.takeSelection(); });
    this.hintButton.addEventListener('click', function () { self.showHint(); });
    this.rowsBox.addEventListener('click', function (e) {
      var token = e.target.closest('.kb-token');
      if (token) { self.toggle(+token.getAttribute('data-row'), +token.getAttribute('data-index')); }
    });
    this.rowsBox.addEventListener('keydown', function (e) { self.onKey(e); });
    this.container.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { self.clearSelection(); }
    });
  };

  /** Starts a game from the rows field and the "first move" choice. */
  Board.prototype.newGame = function () {
    var parsed = parseRows(this.rowsField.value, this.table);
    this.error.hidden = !parsed.error;
    this.error.textContent = parsed.error || '';
    this.rowsField.setAttribute('aria-invalid', parsed.error ? 'true' : 'false');
    if (parsed.error) { return; }
    this.game++;
    this.rows = fullRows(parsed.lengths);
    this.toMove = this.first.value;
    this.over = false;
    this.selection = [];
    this.selectionRow = -1;
    this.lastMove = null;
    this.hintMove = null;
    this.focus = { row: 0, index: 0 };
    this.container.removeAttribute('data-winner');
    while (this.history.firstChild) { this.history.removeChild(this.history.firstChild); }
    this.afterMove(this.toMove === 'reader' ? 'New game: your move.' : 'New game: the computer moves first.');
  };

  /** Redraws, then ends the game, or hands the turn to the computer or the reader. */
  Board.prototype.afterMove = function (text) {
    this.hideHint();
    if (legalMoves(this.table, this.rows).length === 0) {
      this.over = true;
      var winner = this.toMove === 'reader' ? 'computer' : 'reader';
      this.container.setAttribute('data-winner', winner);
      text += ' No move is left. ' + (winner === 'computer' ? 'The computer wins.' : 'You win!');
    } else if (this.toMove === 'computer') {
      this.scheduleComputer();
    } else if (this.lastMove) {
      text += ' Your move.';
    }
    this.draw();
    this.say(text);
  };

  Board.prototype.scheduleComputer = function () {
    var self = this;
    var game = this.game;
    setTimeout(function () {
      if (game !== self.game || self.over) { return; }
      var move = chooseMove(self.table, self.rows, self.level.value, self.random);
      self.play(move, 'computer');
    }, this.delay);
  };

  Board.prototype.play = function (move, who) {
    this.rows = applyMove(this.rows, move);
    this.lastMove = move;
    this.selection = [];
    this.selectionRow = -1;
    this.toMove = who === 'reader' ? 'computer' : 'reader';
    var text = (who === 'reader' ? 'You took ' : 'The computer took ') + describeMove(move) + '.';
    this.history.appendChild(el('li', { text: (who === 'reader' ? 'You: ' : 'Computer: ') + describeMove(move) }));
    this.afterMove(text);
  };

  Board.prototype.say = function (text) {
    this.status.textContent = text;
  };

  Board.prototype.readerMayMove = function () {
    return Boolean(this.rows) && !this.over && this.toMove === 'reader';
  };

  /** Why the reader may not move now. */
  Board.prototype.notYourTurn = function () {
    this.say(!this.rows ? 'Give the rows and press New game to start.' :
      this.over ? 'The game is over: press New game to play again.' : 'Wait: the computer is moving.');
  };

  /* ------------------------------------------------------------ selection */

  /** The selection as a move, when its tokens are contiguous in one row; else null. */
  Board.prototype.selectedRun = function () {
    var s = this.selection;
    if (s.length === 0 || s[s.length - 1] - s[0] + 1 !== s.length) { return null; }
    return { row: this.selectionRow, start: s[0], length: s.length };
  };

  /** The legal moves whose tokens include every selected token. */
  Board.prototype.completions = function () {
    var self = this;
    return legalMoves(this.table, this.rows).filter(function (m) {
      return m.row === self.selectionRow && self.selection.every(function (i) {
        return i >= m.start && i < m.start + m.length;
      });
    });
  };

  Board.prototype.toggle = function (r, i) {
    if (!this.readerMayMove()) {
      this.notYourTurn();
      return;
    }
    if (!this.rows[r][i]) { return; }
    this.focus = { row: r, index: i };
    if (r !== this.selectionRow) { this.selection = []; this.selectionRow = r; }
    var at = this.selection.indexOf(i);
    if (at >= 0) { this.selection.splice(at, 1); } else { this.selection.push(i); }
    this.selection.sort(function (x, y) { return x - y; });
    this.judgeSelection(i);
  };

  /** Plays the selection when it is a move nothing extends, flags it when nothing completes it. */
  Board.prototype.judgeSelection = function (clicked) {
    var run = this.selectedRun();
    var completions = this.completions();
    var legal = run && isLegalMove(this.table, this.rows, run);
    if (legal && completions.length === 1) {
      this.play(run, 'reader');
      return;
    }
    if (this.selection.length > 0 && completions.length === 0) {
      var tried = 'Row ' + (this.selectionRow + 1) + ', token' + (this.selection.length > 1 ? 's ' : ' ') +
        this.selection.map(function (i) { return i + 1; }).join(', ');
      this.selection = [clicked];
      var restart = this.completions().length > 0;
      if (!restart) { this.selection = []; }
      this.draw();
      this.say(tried + ' cannot be a move: ' + describeRule(this.table) + '.' +
        (restart ? ' The selection starts again at token ' + (clicked + 1) + '.' : ''));
      return;
    }
    this.draw();
    if (this.selection.length === 0) {
      this.say('Selection cleared.');
    } else {
      this.say(legal ? 'Selected ' + describeMove(run) + ': press Take (or Enter) to take it, or select more.'
        : 'Selected ' + this.selection.length + ' token' + (this.selection.length > 1 ? 's' : '') +
          ' in row ' + (this.selectionRow + 1) + ': select more to make a move.');
    }
  };

  Board.prototype.takeSelection = function () {
    var run = this.selectedRun();
    if (this.readerMayMove() && run && isLegalMove(this.table, this.rows, run)) {
      this.play(run, 'reader');
    } else {
      this.say('The selection is not a move: ' + describeRule(this.table) + '.');
    }
  };

  Board.prototype.clearSelection = function () {
    if (this.selection && this.selection.length > 0) {
      this.selection = [];
      this.selectionRow = -1;
      this.draw();
      this.say('Selection cleared.');
    }
  };

  /* ------------------------------------------------------------- keyboard */

  Board.prototype.onKey = function (e) {
    var token = e.target.closest('.kb-token');
    if (!token) { return; }
    var r = +token.getAttribute('data-row');
    var i = +token.getAttribute('data-index');
    var target = null;
    switch (e.key) {
      case 'ArrowLeft': target = this.nearestInRow(r, i - 1, -1); break;
      case 'ArrowRight': target = this.nearestInRow(r, i + 1, 1); break;
      case 'Home': target = this.nearestInRow(r, 0, 1); break;
      case 'End': target = this.nearestInRow(r, this.rows[r].length - 1, -1); break;
      case 'ArrowUp': target = this.nearestInOtherRow(r, i, -1); break;
      case 'ArrowDown': target = this.nearestInOtherRow(r, i, 1); break;
      case 'Enter':
        e.preventDefault();
        if (this.selection.indexOf(i) >= 0 && r === this.selectionRow && this.selectedRun() &&
            isLegalMove(this.table, this.rows, this.selectedRun())) {
          this.takeSelection();
        } else {
          this.toggle(r, i);
        }
        return;
      default: return;
    }
    e.preventDefault();
    if (target) { this.moveFocus(target); }
  };

  Board.prototype.nearestInRow = function (r, from, step) {
    for (var i = from; i >= 0 && i < this.rows[r].length; i += step) {
      if (this.rows[r][i]) { return { row: r, index: i }; }
    }
    return null;
  };

  Board.prototype.nearestInOtherRow = function (r, i, step) {
    for (var q = r + step; q >= 0 && q < this.rows.length; q += step) {
      var best = null;
      for (var j = 0; j < this.rows[q].length; j++) {
        if (this.rows[q][j] && (best === null || Math.abs(j - i) < Math.abs(best - i))) { best = j; }
      }
      if (best !== null) { return { row: q, index: best }; }
    }
    return null;
  };

  /** Moves the roving tab stop (the one token with tabindex 0) and the focus to a token. */
  Board.prototype.moveFocus = function (target) {
    this.focus = target;
    Array.prototype.forEach.call(this.rowsBox.querySelectorAll('.kb-token'), function (b) {
      var here = +b.getAttribute('data-row') === target.row && +b.getAttribute('data-index') === target.index;
      b.tabIndex = here ? 0 : -1;
      if (here) { b.focus(); }
    });
  };

  /* ----------------------------------------------------------------- hint */

  Board.prototype.showHint = function () {
    if (!this.readerMayMove()) {
      this.notYourTurn();
      return;
    }
    var h = hint(this.table, this.rows, this.hintAsked);
    while (this.hintBox.firstChild) { this.hintBox.removeChild(this.hintBox.firstChild); }
    h.lines.forEach(function (line) { this.hintBox.appendChild(el('p', { text: line })); }, this);
    this.hintBox.hidden = false;
    this.hintMove = h.move;
    this.hintAsked = h.more;
    this.hintButton.textContent = h.more ? 'Show the move' : 'Hint';
    this.draw();
  };

  /** Hides the hint; the next Hint starts again with its first step. */
  Board.prototype.hideHint = function () {
    this.hintBox.hidden = true;
    this.hintMove = null;
    this.hintAsked = false;
    this.hintButton.textContent = 'Hint';
  };

  /* ----------------------------------------------------------------- draw */

  function inMove(move, r, i) {
    return move !== null && move.row === r && i >= move.start && i < move.start + move.length;
  }

  Board.prototype.draw = function () {
    var hadFocus = this.rowsBox.contains(document.activeElement);
    this.settleFocus();
    while (this.rowsBox.firstChild) { this.rowsBox.removeChild(this.rowsBox.firstChild); }
    this.rows.forEach(function (row, r) { this.rowsBox.appendChild(this.drawRow(row, r)); }, this);
    var waiting = !this.readerMayMove();
    this.container.classList.toggle('is-waiting', waiting && !this.over);
    this.container.classList.toggle('is-over', this.over);
    var run = this.selectedRun();
    this.takeButton.disabled = waiting || !run || !isLegalMove(this.table, this.rows, run);
    this.hintButton.disabled = waiting;
    if (hadFocus) {
      var focused = this.rowsBox.querySelector('.kb-token[tabindex="0"]');
      if (focused) { focused.focus(); } else { this.newButton.focus(); }
    }
  };

  /** Keeps the roving focus on a token that is still there. */
  Board.prototype.settleFocus = function () {
    var f = this.focus;
    if (f.row < this.rows.length && this.rows[f.row][f.index]) { return; }
    var row = Math.min(f.row, this.rows.length - 1);
    this.focus = this.nearestInRow(row, f.index, 1) || this.nearestInRow(row, f.index, -1) ||
      this.nearestInOtherRow(row, f.index, 1) || this.nearestInOtherRow(row, f.index, -1) ||
      { row: 0, index: 0 };
  };

  Board.prototype.drawRow = function (row, r) {
    var left = row.filter(Boolean).length;
    var groups = segmentsOf(row).map(function (s) { return s.length; });
    var label = 'Row ' + (r + 1) + ': ' + (left === 0 ? 'empty' : left + ' token' + (left > 1 ? 's' : '') +
      (groups.length > 1 ? ' in groups of ' + groups.join(', ') : ''));
    var tokens = el('div', { 'class': 'kb-tokens' });
    row.forEach(function (present, i) { tokens.appendChild(this.drawToken(present, r, i)); }, this);
    return el('div', { 'class': 'kb-row', role: 'group', 'aria-label': label }, [
      el('span', { 'class': 'kb-row-label', 'aria-hidden': 'true', text: String(r + 1) }), tokens]);
  };

  Board.prototype.drawToken = function (present, r, i) {
    if (!present) {
      var gapClass = 'kb-gap' + (inMove(this.lastMove, r, i) ? ' is-last' : '');
      return el('span', { 'class': gapClass, 'aria-hidden': 'true' });
    }
    var selected = r === this.selectionRow && this.selection.indexOf(i) >= 0;
    var classes = 'kb-token' + (selected ? ' is-selected' : '') + (inMove(this.hintMove, r, i) ? ' is-hint' : '');
    var focusHere = this.focus.row === r && this.focus.index === i;
    var button = el('button', { type: 'button', 'class': classes, 'data-row': String(r),
      'data-index': String(i), 'aria-label': 'row ' + (r + 1) + ', token ' + (i + 1),
      'aria-pressed': selected ? 'true' : 'false', tabindex: focusHere ? '0' : '-1' });
    if (!this.readerMayMove()) { button.setAttribute('aria-disabled', 'true'); }
    return button;
  };

  /* ------------------------------------------------------------- enhance */

  /** Turns one container into a board; on a broken table, shows why instead. */
  function enhance(container) {
    if (container.kaylesBoard) { return container.kaylesBoard; }
    try {
      container.kaylesBoard = new Board(container);
      return container.kaylesBoard;
    } catch (e) {
      while (container.firstChild) { container.removeChild(container.firstChild); }
      container.classList.add('kb', 'kb-broken');
      container.appendChild(el('p', { 'class': 'kb-error', role: 'alert', text: e.message }));
      return null;
    }
  }

  function enhanceAll(root) {
    return Array.prototype.map.call((root || document).querySelectorAll('.kayles-board'), enhance);
  }

  global.KaylesBoard = { rules: rules, enhance: enhance, enhanceAll: enhanceAll, Board: Board };

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { enhanceAll(document); });
  } else {
    enhanceAll(document);
  }
}(window));
