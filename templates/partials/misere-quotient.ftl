<#-- model: Quotient. The misère quotient: presentation, P-portion, Φ in rows of 12, and its checks. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<div class="artifact misere-quotient">
<dl class="quotient-summary">
<dt>Order</dt><dd>${model.order} elements</dd>
<dt>Generators</dt><dd><ul class="inline-list"><#list model.generators as g><li><@t.rich g/></li></#list></ul></dd>
<dt>Relations</dt><dd><ul class="inline-list relations"><#list model.relations as r><li><@t.rich r/></li></#list></ul></dd>
<dt>P-portion</dt><dd><@t.rich model.pPortion/> (${model.pPortionSize} elements)</dd>
</dl>
<div class="table-scroll">
<table class="values pretending-table">
<caption>The pretending function Φ(n) of ${model.game} for n = 0 … ${model.to}, in rows of 12: Φ(n) stands in row a+ and column b, where n = a + b. The quotient stopped growing at heap ${model.stableFrom}; Φ was computed up to heap ${model.heapBound}. <span class="legend-periodic">Shaded</span>: n ≥ ${model.preperiod}, from where Φ(n) = Φ(n − ${model.period})<#if model.certified> for every n (certified below)<#else> on every heap computed</#if>.</caption>
<thead>
<tr><th scope="col">a \ b</th><#list model.columnHeads as b><th scope="col">${b}</th></#list></tr>
</thead>
<tbody>
<#list model.rows as row>
<tr><th scope="row">${row.start}+</th><#list row.cells as cell><#if cell.empty><td class="empty"></td><#else><td<#if cell.inPeriod> class="periodic"</#if>><@t.rich cell.element/></td></#if></#list></tr>
</#list>
</tbody>
</table>
</div>
<#if model.certified>
<@boxes.check title="Period ${model.period} of Φ, certified">
<p>Φ(n + ${model.period}) = Φ(n) for every n from ${model.preperiod} with n + ${model.period} ≤ ${model.heapBound}, and the quotient was checked on every position of heaps up to ${model.heapBound} = 2·${model.preperiod} + 2·${model.period} + ${model.maxRemoval} − 1, where ${model.maxRemoval} is the most tokens one move removes. A longer heap then has the options of the heap ${model.period} shorter, with one part ${model.period} longer (one of the two parts a move leaves has at least ${model.preperiod} + ${model.period} tokens), so it pretends to the same element and its moves reach the same elements. It brings nothing new: this quotient and this Φ hold for heaps of every size. This is the argument of the octal periodicity theorem (Guy and Smith, 1956), applied to Φ.</p>
</@boxes.check>
<#else>
<@boxes.check title="Period ${model.period} of Φ, observed">
<p>Φ(n + ${model.period}) = Φ(n) for every n from ${model.preperiod} with n + ${model.period} ≤ ${model.heapBound}: an observation. Certifying it needs the quotient up to heap 2·${model.preperiod} + 2·${model.period} + ${model.maxRemoval} − 1 = ${model.heapsNeeded}.</p>
</@boxes.check>
</#if>
<@boxes.check title="Checked against the search at build time">
<p>On all ${model.checkedPositions} positions of total size at most ${model.checkTo}, ${model.checkedP} of them misère P-positions, the outcome read off the quotient (P exactly when the product of the Φ of the rows lies in the P-portion) is the outcome a misère search finds with no theory.</p>
</@boxes.check>
<#list model.claims as c>
<#if c.agrees>
<@boxes.check title="A source's claim, checked">
<p>${c.source} states: “${c.statement}”. ${c.computed}: the claim holds.</p>
</@boxes.check>
<#else>
<@boxes.erratum box=c.erratum/>
</#if>
</#list>
</div>
