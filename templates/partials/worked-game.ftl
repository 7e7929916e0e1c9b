<#-- model: WorkedGameModel. A game played out; every move explained by nim-sums. -->
<div class="artifact table-scroll">
<table class="worked-game">
<caption>A game of ${model.game} from ${model.start}, played out (the start is a${(model.startOutcome == "N")?then("n", "")} ${model.startOutcome}-position). The player facing a non-zero nim-sum moves to nim-sum 0; the player facing 0 has no such move and makes the first legal one.</caption>
<thead>
<tr><th scope="col">Turn</th><th scope="col">Player</th><th scope="col">Position</th><th scope="col">Nim-sum</th><th scope="col">Move, and why</th></tr>
</thead>
<tbody>
<#list model.turns as t>
<tr>
<th scope="row">${t.number}</th>
<td><#if t.player == 1>First<#else>Second</#if></td>
<td class="position">${t.position}</td>
<td class="nim-sum"><#list t.heaps as h>${model.symbol}<sub>${h.heap}</sub><#sep> ⊕ </#sep></#list><br>= <#list t.heaps as h>${h.value}<#sep> ⊕ </#sep></#list> = <strong>${t.nimSum}</strong></td>
<td class="move"><span class="move-what">From the row of ${t.heap}, take <#if t.removed == 1>token ${t.firstToken}<#else>tokens ${t.firstToken}–${t.lastToken}</#if>, leaving <#if t.leaves?has_content><#list t.leaves as l>${l}<#sep> + </#sep></#list><#else>nothing</#if>.</span>
<span class="move-why"><#if t.winning>${model.symbol}<sub>${t.heap}</sub> = ${t.heapValue} is replaced by ${t.heapValue} ⊕ ${t.nimSum} = ${t.leavesValue}<#if t.leaves?size gt 1>, the value of ${t.leaves?join(" + ")}</#if>, so the nim-sum becomes 0<#if t.winningMoves gt 1> (${t.winningMoves} moves win; this is the first)</#if>.<#else>Facing nim-sum 0, every move leaves a non-zero nim-sum; this one leaves ${t.nimSumAfter}.</#if>
<#if t.afterHeaps?size gt 1>Left: <#list t.afterHeaps as h>${model.symbol}<sub>${h.heap}</sub><#sep> ⊕ </#sep></#list> = <#list t.afterHeaps as h>${h.value}<#sep> ⊕ </#sep></#list> = ${t.nimSumAfter}.<#elseif t.afterHeaps?has_content>Left: ${model.symbol}<sub>${t.afterHeaps[0].heap}</sub> = ${t.nimSumAfter}.<#else>No token is left: the next player cannot move and loses.</#if></span></td>
</tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">The <#if model.winner == 1>first<#else>second</#if> player makes the last move and wins, as the nim-sum of the start predicted.</p>
