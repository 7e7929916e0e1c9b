<#-- model: ChecksModel. Milley's lemmas, corollaries and theorems, each checked by the solver. -->
<#import "/partials/lib/partizan.ftl" as pk>
<div class="artifact table-scroll">
<table class="partizan-checks">
<caption>The results of the paper, checked at every build by the misère search. Comparisons modulo K range over all ${model.testPositions} positions X of K with at most ${model.testBound} cells.</caption>
<thead>
<tr><th scope="col">Result</th><th scope="col">Statement</th><th scope="col">Checked for</th><th scope="col" class="number">Cases</th><th scope="col">Verdict</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if !r.holds> class="fails"</#if>>
<th scope="row">${r.name}</th>
<td><@pk.f r.statement/></td>
<td>${r.bound}</td>
<td class="number">${r.cases}</td>
<td class="verdict"><#if r.holds>holds<#else>fails: ${r.counterexample}</#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
