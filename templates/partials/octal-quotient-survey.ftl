<#-- model: Survey. The misère quotients of the two-digit octal games, as far as the bounds settle them. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="octal-quotient-survey">
<caption>The misère quotients of the ${model.rows?size} octal games 0.ab with two code digits, each computed row length by row length up to rows of ${model.heapLimit} tokens or a trial quotient of more than ${model.maxOrder} elements. ${model.settled} are settled: a period of <@t.m "\\Phi"/> is certified, and the quotient is that of rows of every length. For the others the order and P-portion are those of the partial quotient <@t.m "\\mathcal{Q}_n"/> reached.</caption>
<thead>
<tr><th scope="col">Game</th><th scope="col" class="number">Elements</th><th scope="col" class="number">In the P-portion</th><th scope="col">Pretending function <@t.m "\\Phi"/></th><th scope="col">Tame</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row">${r.code}</th><td class="number">${r.order}</td><td class="number">${r.pPortion}</td><#if r.settled><td>period ${r.period} from row ${r.preperiod}</td><td>${r.tame?string("tame", "wild")}</td><#elseif r.tooLarge><td colspan="2">not settled: <@t.m "\\mathcal{Q}_{${r.heaps}}"/> reached; for rows of ${r.heaps + 1} tokens a trial quotient grew past ${model.maxOrder} elements</td><#else><td colspan="2">not settled: no period certified up to rows of ${r.heaps} tokens</td></#if></tr>
</#list>
</tbody>
</table>
</div>
