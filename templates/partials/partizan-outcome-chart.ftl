<#-- model: ChartModel. Theorems 2 and 3 as an SVG grid, with legend and a table as text alternative. -->
<div class="artifact outcome-chart">
<figure aria-labelledby="outcome-chart-caption">
<svg class="outcome-grid" viewBox="0 0 ${model.width} ${model.height}" width="${model.width}" height="${model.height}" role="img" aria-labelledby="outcome-chart-title outcome-chart-desc">
<title id="outcome-chart-title">Misère outcomes of partizan Kayles by x and y</title>
<desc id="outcome-chart-desc">${model.description}</desc>
<#list model.cells as c>
<g class="cell ${c.cssClass}<#if !c.agrees> disagrees</#if>" data-x="${c.x}" data-y="${c.y}" data-outcome="${c.outcome}">
<title>${c.title}</title>
<rect x="${c.px}" y="${c.py}" width="36" height="36"/>
<text x="${c.tx}" y="${c.ty}">${c.outcome}</text>
</g>
</#list>
<#list model.xTicks as t><text class="tick" x="${t.tx}" y="${t.ty}">${t.value}</text>
</#list>
<#list model.yTicks as t><text class="tick tick-y" x="${t.tx}" y="${t.ty}">${t.value}</text>
</#list>
<text class="axis-label" x="${model.xLabel.tx}" y="${model.xLabel.ty}">${model.xLabel.text}</text>
<text class="axis-label axis-label-y" x="${model.yLabel.tx}" y="${model.yLabel.ty}" transform="rotate(-90 ${model.yLabel.tx} ${model.yLabel.ty})">${model.yLabel.text}</text>
</svg>
<ul class="outcome-legend">
<#list model.legend as l>
<li><span class="swatch ${l.cssClass}" aria-hidden="true">${l.outcome}</span> ${l.outcome}⁻: ${l.meaning}</li>
</#list>
</ul>
<figcaption id="outcome-chart-caption">Misère outcome of a position with x strips of length 1 mod 3 and y strips of length 2 mod 3 (strips of length 0 mod 3 do not matter). <#if model.allAgree>✓ Theorem 3 gives the outcome found by playing every line out, for all ${model.positions} positions of total size ≤ ${model.maxTotal}.<#else>Theorem 3 gives the outcome found by playing every line out for only ${model.agreeing} of the ${model.positions} positions of total size ≤ ${model.maxTotal}; the cells where they differ are outlined.</#if></figcaption>
</figure>
<details class="chart-table">
<summary>The chart as a table</summary>
<div class="table-scroll">
<table class="outcome-table">
<caption>Outcome class of xS<sub>1</sub> + yS<sub>2</sub> (rows y, columns x)</caption>
<thead><tr><th scope="col">y \ x</th><#list model.columns as x><th scope="col" class="number">${x}</th></#list></tr></thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row" class="number">${r.y}</th><#list r.outcomes as o><td class="number">${o}</td></#list></tr>
</#list>
</tbody>
</table>
</div>
</details>
</div>
