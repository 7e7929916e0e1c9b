<#-- model: MonoidModel. The classes of the misère monoid of partizan Kayles and its outcome partition; how they were checked is folded. -->
<#import "/partials/lib/partizan.ftl" as pk>
<#import "/partials/lib/math.ftl" as m>
<#import "/partials/lib/boxes.ftl" as boxes>
<#assign range = model.elements?first.value + " ≤ d ≤ " + model.elements?last.value>
<div class="artifact misere-monoid">
<div class="table-scroll">
<table class="monoid-elements">
<caption>The classes of <@m.i "\\mathcal{M}_\\mathcal{K}"/> with ${range}: the class of kS<sub>1</sub> + jS<sub>2</sub> is named by d = k − j, its representative is dS<sub>1</sub> or |d|S<sub>2</sub>, and its outcome class is that of the representative</caption>
<thead><tr><th scope="col" class="number">d</th><th scope="col">Representative</th><th scope="col">Outcome class</th></tr></thead>
<tbody>
<#list model.elements as e>
<tr<#if !e.agrees> class="fails"</#if>><th scope="row" class="number">${e.value}</th><td><@pk.f e.representative/></td><td>${e.outcome}⁻<#if !e.agrees> (the partition gives ${e.stated}⁻)</#if></td></tr>
</#list>
</tbody>
</table>
</div>
<div class="table-scroll">
<table class="monoid-partition">
<caption>The outcome partition of <@m.i "\\mathcal{M}_\\mathcal{K}"/>: each outcome class, its elements, and those with ${range}</caption>
<thead><tr><th scope="col">Outcome class</th><th scope="col">Elements</th><th scope="col">Those with ${range}</th></tr></thead>
<tbody>
<#list model.partition as r>
<tr><th scope="row">${r.outcome}⁻</th><td><@pk.f r.stated/></td><td><@pk.f r.found/></td></tr>
</#list>
</tbody>
</table>
</div>
<@boxes.check title="The classes with ${range}: outcomes and distinctness"><ul class="monoid-checks">
<#list model.checks as c>
<li class="<#if c.holds>holds<#else>fails</#if>"><strong>${c.name}</strong> (<@pk.f c.statement/>) <#if c.holds>holds<#else>fails</#if> for ${c.bound} (${c.cases} cases): ${c.compared}.</li>
</#list>
</ul></@boxes.check>
</div>
