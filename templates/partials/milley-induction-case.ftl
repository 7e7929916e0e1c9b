<#-- model: InductionCaseModel. One case of the general proof of Theorem 1, every step checked symbolically. -->
<#import "/partials/lib/math.ftl" as m>
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact induction-case" id="${model.id}">
<#list model.sides as s>
<div class="induction-side">
<p class="proof-step">${s.player}'s options <@m.i s.option/>, one sub-case for each residue of <@m.i "i"/> mod 3:</p>
<div class="table-scroll">
<table class="induction-table">
<caption>${s.player}'s options when <@m.i model.name/></caption>
<thead><tr><th scope="col">Sub-case</th><th scope="col">Length of the other strip</th><th scope="col">Range</th><th scope="col">Induction hypothesis</th><th scope="col">Option</th></tr></thead>
<tbody>
<#list s.rows as r>
<tr><th scope="row"><span class="sr-only">Sub-case </span><@m.i r.index/></th><td data-label="Other strip"><@m.i r.rest/></td><td data-label="Range"><@m.i r.range/></td><td data-label="Induction hypothesis"><@m.i r.reduction/></td><td data-label="Option"><@m.i r.option/></td></tr>
</#list>
</tbody>
</table>
</div>
<ul class="induction-distinct">
<#list s.distinct as d>
<li<#if d.dominated> class="struck"</#if>><#if d.dominated><del><@m.i d.form/></del> (<@m.i d.subcases/>): dominated, struck out<#else><@m.i d.form/> (<@m.i d.subcases/>)<#if s.distinct?size gt 1>: kept</#if></#if></li>
</#list>
</ul>
<#if s.domination?has_content><p class="proof-step">By <a href="#pk-corollary-3">Milley's Corollary 3</a> and <a href="#pk-domination">the domination principle</a>, with <@m.i s.domination/>.</p></#if>
</div>
</#list>
<p class="proof-step">So <@m.i "S_n \\equiv " + model.lemma3/> by <a href="#pk-lemma-3">Milley's Lemma 3</a>, that is, <@m.i model.conclusion/>.</p>
<#if model.boundaries?has_content>
<p class="proof-step boundary">Where a sub-case is empty: <#list model.boundaries as b>${b}<#sep>; </#list>. No option is missing from the kept ones, so the argument stands for these values too.</p>
</#if>
<@boxes.check title="The ${model.checks} steps of this case"><p>Each of the ${model.checks} steps of this case is an identity in <@m.i "k"/> and <@m.i "j"/> (coefficient by coefficient) or an inequality for every <@m.i "k \\ge 1"/>.</p></@boxes.check>
</div>
