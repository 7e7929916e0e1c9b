<#-- model: MisereWorkedGame. A misère game played out with the quotient's winning moves. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="misere-worked-game">
<caption>A game of misère Kayles from <@t.rows model.letter model.start/>, played out (the start is a misère ${model.startOutcome}-position). The player facing an N-position makes the first winning move the quotient gives; the player facing a P-position has none and makes some other move. Every outcome is read off the quotient; ✓ each agrees with play.</caption>
<thead>
<tr><th scope="col" class="number">Turn</th><th scope="col">Player</th><th scope="col">Position</th><th scope="col">Pretends to be</th><th scope="col">Outcome</th><th scope="col">Move, and why</th></tr>
</thead>
<tbody>
<#list model.turns as turn>
<tr>
<th scope="row" class="number">${turn.number}</th>
<td><#if turn.player == 1>First<#else>Second</#if></td>
<td class="position"><@t.rows model.letter turn.position/></td>
<td><@t.rich turn.element/></td>
<td>${turn.outcome}</td>
<td class="move"><span class="move-what"><@t.rich turn.move/>.</span>
<span class="move-why"><#if turn.winning>The position left, <@t.rows model.letter turn.after/>, pretends to be <@t.rich turn.afterElement/>, in the P-portion: a misère ${turn.afterOutcome}-position for the opponent<#if turn.winningMoves gt 1> (${turn.winningMoves} moves win; this is the first)</#if>.<#else>Facing a P-position, every move leaves an N-position; this one leaves <@t.rows model.letter turn.after/>, which pretends to be <@t.rich turn.afterElement/>.</#if><#if turn.after?size == 0> No pin is left: the ${(turn.player == 1)?then("second", "first")} player cannot move and wins.</#if></span></td>
</tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">The <#if model.lastMover == 1>first<#else>second</#if> player knocks down the last pin and loses; the <#if model.winner == 1>first<#else>second</#if> player wins, as the outcome of the start predicted.</p>
