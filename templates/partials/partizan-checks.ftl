<#-- model: ChecksModel. Milley's lemmas, corollaries and theorems, each checked: the written algebra of the general proofs as identities in k and j, and by search. -->
<#import "/partials/lib/partizan.ftl" as pk>
<details class="proof-checks-list">
<summary>✓ The paper's results, each compared with play to a stated bound, one row each</summary>
<div class="artifact table-scroll">
<table class="partizan-checks">
<caption>The results of the paper, by the course's numbers with Milley's beside them, each compared with a second computation: the algebra written in the general proofs of Theorems 1–4 and Corollaries 4 and 5, as identities for every n, k and j (Lemmas 1–3 and Corollaries 1–3 are proved in the text and checked by search only), and each statement again by the misère search up to a bound. Comparisons modulo K range over all ${model.testPositions} positions X of K with at most ${model.testBound} cells. The three cases of Theorem 1's general proof are checked where the proof shows them.</caption>
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
