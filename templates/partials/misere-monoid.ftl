<#-- model: MonoidModel. The misère monoid of partizan Kayles with its outcome partition. -->
<#import "/partials/lib/partizan.ftl" as pk>
<div class="artifact misere-monoid">
<p class="monoid-presentation">M<sub>K</sub> = <@pk.f model.presentation/></p>
<div class="table-scroll">
<table class="monoid-partition">
<caption>The outcome partition of M<sub>K</sub>: each class as the paper prints it, and the elements whose sums, played out, fall in it (for z = k − j from ${model.elements?first.value} to ${model.elements?last.value})</caption>
<thead><tr><th scope="col">Outcome class</th><th scope="col">As printed</th><th scope="col">Played out</th></tr></thead>
<tbody>
<#list model.partition as r>
<tr><th scope="row">${r.outcome}⁻</th><td><@pk.f r.stated/></td><td><@pk.f r.found/></td></tr>
</#list>
</tbody>
</table>
</div>
<div class="table-scroll">
<table class="monoid-elements">
<caption>The elements of M<sub>K</sub>: kS<sub>1</sub> + jS<sub>2</sub> is named by z = k − j, since S<sub>1</sub> + S<sub>2</sub> ≡ 0</caption>
<thead><tr><th scope="col" class="number">z</th><th scope="col">Element</th><th scope="col">Outcome, played out</th><th scope="col">Partition says</th></tr></thead>
<tbody>
<#list model.elements as e>
<tr<#if !e.agrees> class="fails"</#if>><th scope="row" class="number">${e.value}</th><td><@pk.f e.representative/></td><td>${e.outcome}⁻</td><td>${e.stated}⁻</td></tr>
</#list>
</tbody>
</table>
</div>
<ul class="monoid-checks">
<#list model.checks as c>
<li class="<#if c.holds>holds<#else>fails</#if>"><#if c.holds>✓ </#if><strong>${c.name}</strong> (<@pk.f c.statement/>) <#if c.holds>holds<#else>fails</#if> for ${c.bound} (${c.cases} cases).</li>
</#list>
</ul>
</div>
