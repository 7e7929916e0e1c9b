<#-- model: ChecksModel. Milley's lemmas, corollaries and theorems, each checked: the written algebra of the general proofs as identities in k and j, and by search. -->
<#import "/partials/lib/partizan.ftl" as pk>
<details class="proof-checks-list">
<summary>✓ The paper's results, each compared with play to a stated bound, one row each</summary>
<div class="artifact table-scroll">
<table class="partizan-checks">
<caption>The results of the paper, by the course's numbers with Milley's beside them, each compared with a second computation: the algebra written in a general proof, as identities in n, k and j, where the proof computes with such algebra, and each statement by the misère search up to a bound. Comparisons modulo 𝒦 range over all ${model.testPositions} positions X of 𝒦 with at most ${model.testBound} cells.</caption>
<thead>
<tr><th scope="col">Result</th><th scope="col">Statement</th><th scope="col">How it was checked</th><th scope="col" class="number">Cases</th><th scope="col">Verdict</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if !r.holds> class="fails"</#if>>
<th scope="row"><a href="#${r.anchor}">${r.name}</a></th>
<td><@pk.f r.statement/></td>
<td><span class="check-method">${r.method}</span>, for <@pk.f r.bound/>: <@pk.f r.compared/>.</td>
<td class="number">${r.cases}</td>
<td class="verdict"><#if r.holds>holds<#else>fails: <@pk.f r.counterexample/></#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
</details>
