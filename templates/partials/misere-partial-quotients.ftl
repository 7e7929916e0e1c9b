<#-- model: PartialQuotientTable. The orders of the partial quotients Q_n of a game, one row per stretch of n. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="misere-partial-quotients">
<caption>The partial quotients <@t.m "\\mathcal{Q}_n"/> of ${model.game} for <@t.m "n = 1, \\ldots, ${model.maxHeap}"/>: each row of the table is a stretch of <@t.m "n"/> over which <@t.m "\\mathcal{Q}_n"/> does not change.</caption>
<thead>
<tr><th scope="col" class="number">Rows up to <@t.m "n"/> tokens</th><th scope="col" class="number">Elements <@t.m "|\\mathcal{Q}_n|"/></th><th scope="col" class="number">Size of the P-portion</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row" class="number"><#if r.from == r.to>${r.from}<#else>${r.from}–${r.to}</#if></th><td class="number">${r.order}</td><td class="number">${r.pPortion}</td></tr>
</#list>
</tbody>
</table>
</div>
