<#-- model: PrintedValuesCheck. A source's printed values checked against the computation. -->
<#import "/partials/lib/text.ftl" as t>
<#if model.agrees>
<aside class="check" role="note" aria-label="Check against the source">
<details class="check-detail">
<summary class="box-title">All ${model.count} printed values agree</summary>
<p>All ${model.count} values <@t.m "\\mathcal{G}(${model.from}), \\dots, \\mathcal{G}(${model.to})"/> printed in ${model.source} agree with the values computed for ${model.game} (${model.rule}).</p>
</details>
</aside>
<#else>
<aside class="erratum" role="note" aria-label="Erratum">
<p class="box-title">Erratum</p>
<dl>
<dt>Claim</dt><dd>${model.source} prints the values <@t.m "\\mathcal{G}(${model.from}), \\dots, \\mathcal{G}(${model.to})"/> of ${model.game}.</dd>
<dt>In fact</dt><dd><#list model.discrepancies as d><@t.m "\\mathcal{G}(${d.n})"/> is ${d.computed}, not ${d.printed}<#sep>; </#sep></#list>.</dd>
<dt>Check</dt><dd>The computed values of ${model.game} (${model.rule}), compared value by value; the other ${model.agreeing} printed values agree.</dd>
</dl>
</aside>
</#if>
