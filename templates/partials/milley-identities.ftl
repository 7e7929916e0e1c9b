<#-- model: Identities. The identities a proof of Milley 2015 computes with, each checked coefficient by coefficient. -->
<#import "/partials/lib/partizan.ftl" as pk>
<#import "/partials/lib/boxes.ftl" as boxes>
<@boxes.check title="The algebra of this proof, an identity in k and j at each step">
<ul class="identities">
<#list model.identities as i>
<li><@pk.f i.step/>: <@pk.f i.compared/> is <@pk.f i.derived/>, as the proof says.</li>
</#list>
</ul>
</@boxes.check>
