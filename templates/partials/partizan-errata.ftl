<#-- model: ErrataModel. Milley's slips found by the checks, each in the shared erratum box, or plain inside the lesson's erratum block. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<div class="artifact partizan-errata">
<#list model.errata as e>
<#if model.plain>
<@boxes.erratumDetails box=e withSource=true/>
<#else>
<@boxes.erratum box=e/>
</#if>
</#list>
</div>
