<#-- model: PaperCheck. One claim of the misère Nim paper as checked: one line (what holds, to what bound), the comparison folded beneath it; the computed refutation when it fails (inside the lesson's erratum block). -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<#if model.holds>
<@boxes.check title=model.line>
<p>${model.claim}: <span class="check-statement">${model.statement}</span><#if model.pairs gt 0> (${model.pairs} pairs)</#if>. Compared: ${model.method}.</p>
</@boxes.check>
<#else>
<dl class="erratum-details">
<dt>Claim</dt><dd><@t.rich model.erratum.claim/></dd>
<dt>In fact</dt><dd><@t.rich model.erratum.correction/></dd>
<dt>Check</dt><dd><@t.rich model.erratum.check/></dd>
</dl>
</#if>
