<#-- model: InductionTable. The symbolic proof of Theorem 2 (or 4) of Milley 2015: one row per family of positions. -->
<#import "/partials/lib/math.ftl" as m>
<#import "/partials/lib/partizan.ftl" as pk>
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact table-scroll outcome-induction">
<#if model.proof == "theorem2">
<table class="induction-table">
<caption>The options of <@m.i "kS_1 + jS_2"/> in each region and each case of the statement (after Lemma 3 in the first region): where <@m.i "d"/> lands, the outcomes the statement gives there, and the outcome of <@m.i "kS_1 + jS_2"/> that these give by the misère rule</caption>
<thead><tr><th scope="col">Region</th><th scope="col">Case</th><th scope="col">Left's option</th><th scope="col">Right's option</th><th scope="col">Gives</th><th scope="col">Stated</th></tr></thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row"><@pk.f r.family/></th><td data-label="Case">${r.statedCase}: <@m.i r.difference/></td>
<td data-label="Left's option"><#if r.leftLands?has_content><@pk.f r.leftOption/>: <@m.i r.leftLands/><#else>none</#if></td>
<td data-label="Right's option"><#if r.rightLands?has_content><@pk.f r.rightOption/>: <@m.i r.rightLands/><#else>none</#if></td>
<td data-label="Gives"><@m.i r.derived/></td><td data-label="Stated"><@m.i r.stated/></td></tr>
</#list>
</tbody>
</table>
<#else>
<table class="induction-table">
<caption>The moves the theorem names, and its completions, in each case where the mover wins moving first: the position after the move, where <@m.i "d"/> lands, and the outcome for the mover</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Move, and when</th><th scope="col">Case</th><th scope="col">The strip after the move (reduced); where <@m.i "d"/> lands</th><th scope="col">The mover</th></tr></thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row"><@pk.f r.family/></th><td data-label="Move">${r.move}, when ${r.when}</td><td data-label="Case">${r.statedCase}: <@m.i r.difference/></td><td data-label="After the move"><@pk.f r.leftOption/>: <@m.i r.leftLands/></td><td data-label="The mover"><@m.i r.derived/></td></tr>
</#list>
</tbody>
</table>
</#if>
<table class="induction-shifts">
<caption><#if model.proof == "theorem2">Left's and Right's options of <@m.i "kS_1 + jS_2"/> and the change of <@m.i "d = k - j"/><#else>The moves and the change of <@m.i "d = k - j"/> each makes</#if></caption>
<thead><tr><th scope="col"><#if model.proof == "theorem2">Option<#else>Move</#if></th><th scope="col" class="number">Change of <@m.i "d"/></th></tr></thead>
<tbody>
<#list model.shifts as s>
<tr><th scope="row"><@pk.f s.option/></th><td class="number"><#if !s.change?starts_with("−") && s.change != "0">+</#if>${s.change}</td></tr>
</#list>
</tbody>
</table>
<@boxes.check title="The ${model.checks} steps of this proof"><p>Each of the ${model.checks} steps is an identity in <@m.i "k"/> and <@m.i "j"/> (coefficient by coefficient) or an inequality for every <@m.i "k"/> and <@m.i "j"/> in its range.</p></@boxes.check>
</div>
