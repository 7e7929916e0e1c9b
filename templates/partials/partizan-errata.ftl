<#-- model: ErrataModel. Milley's slips found by the checks, each in the shared erratum box, or plain inside the lesson's erratum block. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<div class="artifact partizan-errata">
<#list model.errata as e>
<#if model.plain>
<dl class="erratum-details">
<dt>Source</dt><dd><@t.rich e.source/></dd>
<dt>Claim</dt><dd><@t.rich e.claim/></dd>
<dt>Computed</dt><dd><@t.rich e.correction/></dd>
<dt>Check</dt><dd><@t.rich e.check/></dd>
</dl>
<#else>
<@boxes.erratum box=e/>
</#if>
</#list>
</div>
