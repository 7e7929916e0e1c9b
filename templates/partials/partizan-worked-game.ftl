<#-- model: GameModel. A misère game of partizan Kayles played by Theorem 4, each move compared with play. -->
<#import "/partials/lib/partizan.ftl" as pk>
<div class="artifact table-scroll">
<table class="worked-game partizan-game">
<caption>A misère game from <@pk.f model.start/> with ${model.first} to move (the start is in ${model.startOutcome}⁻). Whoever can win plays the move of Theorem 4; the other side plays some legal move. x and y count the strips of length 1 and 2 mod 3.</caption>
<thead>
<tr><th scope="col" class="number">Turn</th><th scope="col">Player</th><th scope="col">Position</th><th scope="col" class="number">x, y</th><th scope="col">Theorem 3</th><th scope="col">Move, and why</th></tr>
</thead>
<tbody>
<#list model.turns as t>
<tr<#if t.byRule && !t.fromPaper> class="completed-rule"</#if>>
<th scope="row" class="number">${t.number}</th>
<td>${t.mover}</td>
<td class="position"><@pk.f t.before/></td>
<td class="number">${t.x}, ${t.y}</td>
<td class="outcome">${t.outcomeBefore}⁻</td>
<td class="move"><span class="move-what"><@pk.f t.move/>.</span> <span class="move-why"><@pk.f t.explanation/></span><#if t.canWin && !t.confirmed> <span class="confirmation fails">This move loses the win!</span></#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">After ${model.turnCount} turns ${model.winner} is left without a move and so, under misère play, wins, as the outcome of the start predicted. <#if model.keptTheWin>✓ Every move of the winning side keeps the win: each position it leaves, played out, is lost for the opponent to move.<#else>Some move of the winning side lost the win (marked).</#if></p>
