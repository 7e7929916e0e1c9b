<#-- model: GrundyTable. Values in rows of `columns`: the value of n is in row a+, column b, n = a + b. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="values grundy-table">
<caption>Nim-values <@t.m "\\mathcal{G}(0), \\dots, \\mathcal{G}(${model.to})"/> of ${model.game} (${model.rule}), in rows of ${model.columns}: <@t.m "\\mathcal{G}(n)"/> stands in row a+ and column b, where n = a + b.<#if model.periodic> <span class="legend-periodic">Shaded</span>: the periodic part, from n = ${model.preperiod} on: <@t.m "\\mathcal{G}(n + ${model.period}) = \\mathcal{G}(n)"/> for every <@t.m "n \\ge ${model.preperiod}"/>.</#if></caption>
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
