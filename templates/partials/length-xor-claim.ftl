<#-- model: SourceClaims. -->
<#import "/partials/lib/claims.ftl" as claims>
<@claims.show model/>
