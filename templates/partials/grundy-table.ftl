<#-- model: GrundyTable. Values in rows of `columns`: the value of n is in row a+, column b, n = a + b. -->
<div class="artifact table-scroll">
<table class="values grundy-table">
<caption>Nim-values ${model.symbol}<sub>0</sub> … ${model.symbol}<sub>${model.to}</sub> of ${model.game} (${model.rule}), in rows of ${model.columns}: ${model.symbol}<sub>n</sub> stands in row a+ and column b, where n = a + b.<#if model.periodic> <span class="legend-periodic">Shaded</span>: the periodic part, n ≥ ${model.preperiod}, where ${model.symbol}<sub>n</sub> = ${model.symbol}<sub>n − ${model.period}</sub>.</#if></caption>
<thead>
<tr><th scope="col">a \ b</th><#list model.columnHeads as b><th scope="col">${b}</th></#list></tr>
</thead>
<tbody>
<#list model.rows as row>
<tr><th scope="row">${row.start}+</th><#list row.cells as cell><#if cell.empty><td class="empty"></td><#else><td<#if cell.inPeriod> class="periodic"</#if>>${cell.value}</td></#if></#list></tr>
</#list>
</tbody>
</table>
</div>
