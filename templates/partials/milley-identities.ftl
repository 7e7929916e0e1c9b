<#-- model: Identities. The identities a proof of Milley 2015 computes with, each checked coefficient by coefficient. -->
<#import "/partials/lib/partizan.ftl" as pk>
<ul class="artifact identities">
<#list model.identities as i>
<li><@pk.f i.step/>: <@pk.f i.claimed/> <span class="step-check">✓ an identity: <@pk.f i.compared/>, which is <@pk.f i.derived/></span></li>
</#list>
</ul>
