<#-- model: PaperCheck. One claim of the misère Nim paper as checked: one line (what holds, to what bound), the comparison folded beneath it; the computed refutation, folded, when it fails (inside the lesson's erratum block, whose text states the claim and the correction). -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<#if model.holds>
<@boxes.check title=model.line>
<p>${model.claim}: <span class="check-statement">${model.statement}</span><#if model.pairs gt 0> (${model.pairs} pairs)</#if>. Compared: ${model.method}.</p>
</@boxes.check>
<#else>
<@boxes.check title="Check"><p>${model.claim}: <span class="check-statement">${model.statement}</span>. It fails: <@t.rich model.erratum.correction/>. Compared: <@t.rich model.erratum.check/>.</p></@boxes.check>
</#if>
