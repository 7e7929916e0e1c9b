<#-- model: NimEquivalenceChecks. Every claim of the misère Nim paper, checked, in the paper's order. -->
<details class="proof-checks-list">
<summary>✓ The paper's ${model.claims} results, each compared with a second computation, one row each</summary>
<div class="artifact table-scroll">
<table class="nim-checks">
<caption>The claims of the paper, each checked.<#list model.rows as r><#if !r.holds && r.claim?contains("as printed")> The check “${r.claim}” tests the paper's argument as printed; the counterexample it finds is the erratum on this page.</#if></#list> The recursive tests and theorems run on every Nim position of total size at most ${model.bound}; the proofs of Lemma 1, Lemma 2, Lemma 3 and Lemma 4 run on the positions of total size at most ${model.constructionBound}. Each check compares two independent computations, named in its row.</caption>
<thead>
<tr><th scope="col">Claim</th><th scope="col">Statement</th><th scope="col">Compared</th><th scope="col">Cases</th><th scope="col" class="number">Pairs</th><th scope="col">Holds</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if !r.holds> class="fails"</#if>>
<th scope="row">${r.claim}</th>
<td class="statement">${r.statement}</td>
<td class="method">${r.method}</td>
<td>${r.cases}</td>
<td class="number"><#if r.pairs gt 0>${r.pairs}<#else>—</#if></td>
<td class="holds"><#if r.holds>yes<#else>no: ${r.counterexample}</#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
</details>
