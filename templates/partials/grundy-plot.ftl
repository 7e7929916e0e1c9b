<#-- model: GrundyPlot. A bar chart of the values; geometry computed by the directive; colours from CSS. -->
<#import "/partials/lib/text.ftl" as t>
<figure class="artifact grundy-plot" aria-labelledby="${model.titleId}-caption">
<div class="plot-scroll" role="region" aria-labelledby="${model.titleId}-title">
<svg class="grundy-plot-svg" viewBox="0 0 ${model.width} ${model.height}" role="img" aria-labelledby="${model.titleId}-title ${model.titleId}-desc" xmlns="http://www.w3.org/2000/svg">
<title id="${model.titleId}-title">Nim-values of ${model.game} (${model.rule}) for rows of 0 to ${model.to} tokens</title>
<desc id="${model.titleId}-desc">A bar for each n from 0 to ${model.to}, its height the nim-value of a row of n tokens. The largest value is ${model.maxValue}, first at n = ${model.maxAt}.<#if model.periodic> From n = ${model.preperiod} on (shaded) the values repeat with period ${model.period}.</#if> The values are listed as text under the chart.</desc>
<#if model.periodic><rect class="plot-periodic" x="${model.periodicX}" y="${model.plotTop}" width="${model.periodicWidth}" height="${model.labels.plotHeight}"/></#if>
<g class="plot-grid"><#list model.yTicks as t><line x1="${model.plotLeft}" x2="${model.plotRight}" y1="${t.at}" y2="${t.at}"/></#list></g>
<g class="plot-bars"><#list model.bars as b><#if b.value gt 0><rect class="bar<#if b.periodic> periodic</#if>" x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}"><title>row of ${b.n}: nim-value ${b.value}</title></rect></#if></#list></g>
<g class="plot-axis"><line x1="${model.plotLeft}" x2="${model.plotRight}" y1="${model.plotBottom}" y2="${model.plotBottom}"/><line x1="${model.plotLeft}" x2="${model.plotLeft}" y1="${model.plotTop}" y2="${model.plotBottom}"/>
<#list model.xTicks as t><text x="${t.at}" y="${model.labels.xTickY}" text-anchor="middle">${t.label}</text></#list>
<#list model.yTicks as t><text x="${model.labels.yTickX}" y="${t.at}" text-anchor="end" dominant-baseline="middle">${t.label}</text></#list>
<text class="plot-label" x="${model.labels.xTitleX}" y="${model.labels.xTitleY}" text-anchor="middle">n, tokens in the row</text>
<text class="plot-label" x="12" y="${model.labels.yTitleY}" text-anchor="middle" transform="rotate(-90 12 ${model.labels.yTitleY})">value</text></g>
</svg>
</div>
<details class="plot-values"><summary>The values as text</summary>
<p><#list model.values as v>${v}<#sep> </#sep></#list> (n = 0 … ${model.to}).</p>
</details>
<figcaption id="${model.titleId}-caption">The nim-values <@t.m "\\mathcal{G}(n)"/> of ${model.game} for n = 0 … ${model.to}.<#if model.periodic> Shaded: the periodic part, from n = ${model.preperiod} on: <@t.m "\\mathcal{G}(n + ${model.period}) = \\mathcal{G}(n)"/> for every <@t.m "n \\ge ${model.preperiod}"/>.</#if> Rows of value 0 (P-positions) have no bar.</figcaption>
</figure>
