<#-- model: Survey. The misère quotients of the two-digit octal games, as far as the bounds settle them. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="octal-quotient-survey">
<caption>The misère quotients of the ${model.rows?size} octal games <@t.m "0.ab"/> with two code digits (<@t.m "b \\ne 0"/>), followed row length by row length up to rows of ${model.heapLimit} tokens. ${model.settled} are settled by a certified period of <@t.m "\\Phi"/>: the quotient is that of the whole game. For a game not settled, the row gives the last partial quotient <@t.m "\\mathcal{Q}_n"/> reached, either because no period was certified up to rows of ${model.heapLimit} tokens or because Plambeck and Siegel's method, on its way to <@t.m "\\mathcal{Q}_{n+1}"/>, builds a candidate monoid of more than ${model.maxOrder} elements; such a candidate can be larger than <@t.m "\\mathcal{Q}_{n+1}"/> itself, as for Dawson's Kayles, whose partial quotients the table above follows further.</caption>
<thead>
<tr><th scope="col">Game</th><th scope="col" class="number">Elements</th><th scope="col" class="number">Size of the P-portion</th><th scope="col">Pretending function <@t.m "\\Phi"/></th><th scope="col">Tame or wild</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row">${r.code}</th><td class="number">${r.order}</td><td class="number">${r.pPortion}</td><#if r.settled><td>period ${r.period}, certified from row ${r.certifiedFrom}<#if r.preperiod != r.certifiedFrom> (least preperiod ${r.preperiod})</#if></td><td>${r.tame?string("tame", "wild")}</td><#elseif r.tooLarge><td colspan="2">not settled: <@t.m "\\mathcal{Q}_{${r.heaps}}"/>; a candidate for <@t.m "\\mathcal{Q}_{${r.heaps + 1}}"/> has more than ${model.maxOrder} elements<#if r.further?has_content>; followed further in <a href="#${r.further}">${r.furtherName}</a></#if></td><#else><td colspan="2">not settled: <@t.m "\\mathcal{Q}_{${r.heaps}}"/>, no period certified</td></#if></tr>
</#list>
</tbody>
</table>
</div>
