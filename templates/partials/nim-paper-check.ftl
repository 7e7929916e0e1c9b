<#-- model: PaperCheck. One claim of the misère Nim paper as checked at build time; an erratum when it fails. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#if model.holds>
<@boxes.check title="Checked at build time: ${model.claim}">
<p><span class="check-statement">${model.statement}</span>. Checked on ${model.cases}<#if model.pairs gt 0> (${model.pairs} pairs)</#if>; compared: ${model.method}. It holds in every case.</p>
</@boxes.check>
<#else>
<@boxes.erratum box=model.erratum/>
</#if>
