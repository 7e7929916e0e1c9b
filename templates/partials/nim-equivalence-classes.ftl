<#-- model: NimEquivalenceClasses. Classes of ≡ found by Theorem 1, least member first. -->
<div class="artifact table-scroll">
<table class="nim-classes">
<caption>The ${model.classes} classes of impartial misère equivalence among the ${model.positions} Nim positions of total size at most ${model.bound}, as Theorem 1's recursive test sorts them, in quasi-lexicographic order of their least members. <#if model.leastIsReducedForm>In every class the least member is the reduced form of every member, as Theorem 6 says.<#else>In some class the least member is not every member's reduced form: see the rows marked.</#if></caption>
<thead>
<tr><th scope="col">Class</th><th scope="col">Least member</th><th scope="col">o⁻</th><th scope="col">Size</th><th scope="col">Members within the bound</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if !r.leastIsReducedForm> class="fails"</#if>><td class="number">${r.rank}</td><th scope="row" class="sequence">${r.least}</th><td class="outcome">${r.outcome}</td><td class="number">${r.size}</td><td class="members">${r.members?join(", ")}</td></tr>
</#list>
</tbody>
</table>
</div>
