<#-- model: Comparison. Every position up to a total size in both conventions, by total size. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="misere-comparison">
<caption>All ${model.positions} positions of ${model.game} by total size (0 to ${model.to}), in normal play (from the nim-values) and in misère play (by the outcome recursion). ${model.same} have the same outcome in both (column Same); the others are listed: <abbr title="normal P, misère N">PN</abbr> (${model.pn}) and <abbr title="normal N, misère P">NP</abbr> (${model.np}).</caption>
<thead>
<tr><th scope="col" class="number">Size</th><th scope="col" class="number">Positions</th><th scope="col" class="number">Same</th><th scope="col">PN: normal P, misère N</th><th scope="col">NP: normal N, misère P</th></tr>
</thead>
<tbody>
<#list model.sizes as s>
<tr>
<th scope="row" class="number">${s.size}</th>
<td class="number">${s.positions}</td>
<td class="number">${s.same}</td>
<td class="positions"><#if s.pn?has_content><#list s.pn as p><span class="pos"><@t.rows letter=model.letter heaps=p empty="the empty position"/><#sep>,</#sep></span><#sep> </#sep></#list><#else>—</#if></td>
<td class="positions"><#if s.np?has_content><#list s.np as p><span class="pos"><@t.rows letter=model.letter heaps=p empty="the empty position"/><#sep>,</#sep></span><#sep> </#sep></#list><#else>—</#if></td>
</tr>
</#list>
</tbody>
<tfoot>
<tr><th scope="row">All</th><td class="number">${model.positions}</td><td class="number">${model.same}</td><td class="total">${model.pn} positions</td><td class="total">${model.np} positions</td></tr>
</tfoot>
</table>
</div>
