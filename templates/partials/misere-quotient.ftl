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
<caption>The pretending function Φ(n) of ${model.game} for n = 0 … ${model.to}, in rows of 12: Φ(n) stands in row a+ and column b, where n = a + b. The quotient stopped growing at heap ${model.stableFrom}; Φ was computed up to heap ${model.heapBound}. <span class="legend-periodic">Shaded</span>: n ≥ ${model.preperiod}, from where Φ(n) = Φ(n − ${model.period}) on every heap computed.</caption>
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
