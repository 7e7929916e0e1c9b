<#-- model: CrossReferenceView. {{ref ID}} or {{term ID}} in a lesson. -->
<#import "/partials/lib/xref.ftl" as x>
<@x.link model/>
