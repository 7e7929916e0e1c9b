<#-- model: PlayBoard. The board's container (its text is what readers without JavaScript see) and its table; and, in its
     place on paper, a sentence saying how to play there (print.css shows it and leaves the board out). -->
<figure class="artifact play-board" aria-labelledby="${model.id}-caption">
<div class="kayles-board" data-table="${model.id}" data-rows="${model.rows}" data-level="${model.level}" data-first="${model.first}">
<p>The board needs JavaScript. Without it, play on paper from rows of ${model.rowsInWords} tokens, with the values in the table on this page; the values are also in the file <a href="${model.file}">${model.file}</a>, as text (JSON).</p>
</div>
<script type="application/json" id="${model.id}">${model.json?no_esc}</script>
<figcaption id="${model.id}-caption">Play ${model.game} (${model.rule}) against the computer.</figcaption>
</figure>
<p class="play-board-on-paper">On paper, play ${model.game} with a partner from rows of ${model.rowsInWords} tokens, the table of its values at hand. On the web site, this page has a board that plays against you.</p>
