<#-- model: ErrataModel. Milley's slips found by the checks, each in the shared erratum box. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact partizan-errata">
<#list model.errata as e>
<@boxes.erratum box=e/>
</#list>
</div>
