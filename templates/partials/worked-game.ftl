<#-- model: WorkedGameModel. A game played out; every move explained by nim-sums. -->
<#import "/partials/lib/text.ftl" as t>
<#macro values heaps><span class="math-inline"><#list heaps as h>\mathcal{G}(${h.heap})<#sep> \oplus </#sep></#list><#if heaps?size gt 1> = <#list heaps as h>${h.value}<#sep> \oplus </#sep></#list></#if></span></#macro>
<div class="artifact table-scroll">
<table class="worked-game" data-rule="${model.rule}">
<caption>A game of ${model.game} from <@t.rows model.letter model.start/>, played out (the start is a${(model.startOutcome == "N")?then("n", "")} ${model.startOutcome}-position). The player facing a non-zero nim-sum moves to nim-sum 0; the player facing 0 has no such move and makes some other move. The tokens of a row are numbered 1, 2, 3, … from one end.</caption>
<thead>
<tr><th scope="col">Turn</th><th scope="col">Player</th><th scope="col">Position</th><th scope="col">Nim-sum</th><th scope="col">Move, and why</th></tr>
</thead>
<tbody>
<#list model.turns as turn>
<tr>
<th scope="row">${turn.number}</th>
<td><#if turn.player == 1>First<#else>Second</#if></td>
<td class="position"><@t.rows model.letter turn.position/></td>
<td class="nim-sum"><@values turn.heaps/> = <strong>${turn.nimSum}</strong></td>
<td class="move"><span class="move-what"><@t.rich turn.move/>.</span>
<span class="move-why"><#if turn.winning><@t.m "\\mathcal{G}(${turn.heap}) = ${turn.heapValue}"/> is replaced by <@t.m "${turn.heapValue} \\oplus ${turn.nimSum} = ${turn.leavesValue}"/><#if turn.leaves?size gt 1>, the value of <@t.rows model.letter turn.leaves/></#if>, so the nim-sum becomes 0<#if turn.winningMoves gt 1> (${turn.winningMoves} moves win; this is the first)</#if>.<#else>Facing nim-sum 0, every move leaves a non-zero nim-sum; this one leaves ${turn.nimSumAfter}.</#if>
<#if turn.afterHeaps?has_content>Remaining: <@values turn.afterHeaps/> = ${turn.nimSumAfter}.<#else>No token is left: the next player cannot move and loses.</#if></span></td>
</tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">The <#if model.winner == 1>first<#else>second</#if> player makes the last move and wins, as the nim-sum of the start predicted.</p>
