<#-- model: ReducedFormTable. Nim positions up to a total size with their reduced forms and misère outcomes. -->
<div class="artifact table-scroll">
<table class="reduced-form-table">
<caption>The ${model.count} Nim positions of total size at most ${model.to}, by total size: the rules of the reduced form (Spindler's Definition 5) each one needs, its reduced form, and its misère outcome o⁻ (N: the player to move wins; P: the player to move loses). ${model.reducedCount} of them are reduced forms already (rules: none).</caption>
<thead>
<tr><th scope="col">Total</th><th scope="col">Position</th><th scope="col">Rules applied</th><th scope="col">Reduced form</th><th scope="col">o⁻</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr<#if r.reduced> class="is-reduced"</#if>><td class="number">${r.total}</td><th scope="row" class="position">${r.position}</th><td class="rules"><#if r.rules?has_content>${r.rules?join(" ")}<#else>none</#if></td><td class="position reduced">${r.reducedForm}</td><td class="outcome">${r.outcome}</td></tr>
</#list>
</tbody>
</table>
</div>
