<#-- model: ReducedFormModel. A reduced form (Definition 5) derived rule by rule. -->
<div class="artifact table-scroll">
<table class="reduced-form">
<caption>The reduced form of ${model.position}, the heap sequence ${model.sequence}, by the rules of the reduced form (Spindler's Definition 5) applied in turn.<#if model.alreadyReduced> No rule applies: ${model.sequence} already is a reduced form.</#if></caption>
<thead>
<tr><th scope="col">Step</th><th scope="col">Rule</th><th scope="col">Heaps</th><th scope="col">Why the class is kept</th></tr>
</thead>
<tbody>
<tr><th scope="row">start</th><td></td><td class="sequence">${model.sequence}</td><td>the position ${model.position}, heaps smallest first</td></tr>
<#list model.steps as s>
<tr><th scope="row">${s.number}</th><td class="rule"><abbr title="${s.statement}">${s.rule}</abbr></td><td class="sequence"><span class="heaps">${s.before}</span> → <span class="heaps">${s.after}</span></td><td class="reason">${s.reason}</td></tr>
</#list>
</tbody>
</table>
</div>
<p class="artifact-note">Reduced form: ${model.reducedSequence}, the position ${model.reducedForm}. <#if model.equivalent>✓ ${model.position} ≡ ${model.reducedForm} by the recursive test of Spindler's Theorem 1 on the two game trees (${model.verdict}).<#else>Theorem 1's recursive test finds ${model.position} ≢ ${model.reducedForm}: ${model.verdict}.</#if></p>
