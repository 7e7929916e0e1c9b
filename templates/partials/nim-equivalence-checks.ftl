<#-- model: NimEquivalenceChecks. The paper's claims checked over every Nim position up to a bound. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact table-scroll">
<table class="nim-checks">
<caption>The claims of the paper checked over all ${model.positions} Nim positions of total size at most ${model.bound}, in the paper's order. Each case is decided by computation (the recursive tests on game trees, or the definitions), never by the claim being checked. “—”: the check compares no pairs or counts no classes.</caption>
<thead>
<tr><th scope="col">Claim</th><th scope="col">Statement</th><th scope="col">Method</th><th scope="col">Positions</th><th scope="col">Pairs</th><th scope="col">Classes</th><th scope="col">Holds</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if !r.holds> class="fails"</#if>>
<th scope="row">${r.claim}</th>
<td class="statement">${r.statement}</td>
<td class="method">${r.method}</td>
<td class="number">${r.positions}</td>
<td class="number"><#if r.pairs gt 0>${r.pairs}<#else>—</#if></td>
<td class="number"><#if r.classes gt 0>${r.classes}<#else>—</#if></td>
<td class="holds"><#if r.holds>yes<#else>no: ${r.counterexample}</#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
<#if model.allHold>
<@boxes.check title="Checked at build time">
<p>All ${model.claims} claims hold for every Nim position of total size at most ${model.bound}: ${model.positions} positions and ${model.pairs} pairs compared by the recursive tests. Theorem 1 sorts the positions into ${model.impartialClasses} classes of impartial equivalence, one per reduced form; Theorem 3 into ${model.partizanClasses} classes of partizan equality, one per position. The solver found no erratum in the paper within this bound.</p>
</@boxes.check>
<#else>
<#list model.errata as e><@boxes.erratum box=e/></#list>
</#if>
