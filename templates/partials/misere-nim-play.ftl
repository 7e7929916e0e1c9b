<#-- model: MisereNimPlayModel. Bouton's misère rule applied to a Nim position: outcome, case, winning moves, a game. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact misere-play">
<dl class="play-summary">
<dt>Position</dt><dd>${model.start}: nim-sum <#list model.heaps as h>${h}<#sep> ⊕ </#sep></#list> = ${model.nimSum}; <#if model.ones == 0>no heap of 1<#elseif model.ones == 1>one heap of 1<#else>${model.ones} heaps of 1</#if></dd>
<dt>Case of the rule</dt><dd>${model.ruleCase}</dd>
<dt>Outcome</dt><dd>a misère ${model.outcome}-position: ${model.outcomeMeaning}</dd>
<dt>Winning moves</dt><dd><#if model.winningMoves?has_content>${model.winningMoves?size} of the ${model.moveCount} different moves (moves on equal heaps count once)<#else>none of the ${model.moveCount} different moves: every move loses</#if></dd>
</dl>
</div>
<#if model.winningMoves?has_content>
<div class="artifact table-scroll">
<table class="misere-moves">
<caption>Every winning move from ${model.start} in misère Nim, with the reason Bouton's rule gives. Each leaves a misère P-position.</caption>
<thead>
<tr><th scope="col">Heap</th><th scope="col">Take</th><th scope="col">Leaves</th><th scope="col">Why it wins</th></tr>
</thead>
<tbody>
<#list model.winningMoves as m>
<tr><th scope="row">${m.heap}</th><td class="number">${m.removed}</td><td class="position">${m.after}</td><td class="why">${m.why}</td></tr>
</#list>
</tbody>
</table>
</div>
</#if>
<div class="artifact table-scroll">
<table class="worked-game misere-game">
<caption>A game of misère Nim from ${model.start}, played out. The player who can win makes the first winning move in the list; the player who cannot takes one token from the largest heap. Whoever takes the last token loses.</caption>
<thead>
<tr><th scope="col">Turn</th><th scope="col">Player</th><th scope="col">Position</th><th scope="col">Nim-sum</th><th scope="col">Case</th><th scope="col">Move, and why</th></tr>
</thead>
<tbody>
<#list model.turns as t>
<tr>
<th scope="row">${t.number}</th>
<td><#if t.player == 1>First<#else>Second</#if></td>
<td class="position">${t.position}</td>
<td class="nim-sum"><#list t.heaps as h>${h}<#sep> ⊕ </#sep></#list> = <strong>${t.nimSum}</strong></td>
<td class="rule-case">${t.ruleCase}</td>
<td class="move"><span class="move-what">From the heap of ${t.move.heap}, take ${t.move.removed}, leaving ${t.move.after}.</span>
<span class="move-why">${t.move.why}<#if t.winning && t.winningMoves gt 1> (${t.winningMoves} moves win; this is the first.)</#if></span></td>
</tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">The <#if model.winner == 1>second<#else>first</#if> player takes the last token and loses: the <#if model.winner == 1>first<#else>second</#if> player wins, as the outcome of ${model.start} predicted.</p>
<@boxes.check title="Bouton's moves, by play"><p>Played out line by line to the end, the moves that win from ${model.start} and from each position of the game above are exactly those Bouton's rule gives.</p></@boxes.check>
