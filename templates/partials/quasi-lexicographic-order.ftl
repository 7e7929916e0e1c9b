<#-- model: QuasiLexicographicOrderModel. Reduced forms in quasi-lexicographic order, one row per length. -->
<div class="artifact table-scroll">
<table class="ql-order">
<caption>The ${model.count} reduced forms of total size at most ${model.bound} in quasi-lexicographic order ≺: all shorter sequences come first; sequences of the same length in dictionary order. Read the rows from top to bottom, each from left to right.</caption>
<thead>
<tr><th scope="col">Heaps</th><th scope="col">Ranks</th><th scope="col">Reduced forms, in order</th></tr>
</thead>
<tbody>
<#list model.lengths as l>
<tr><th scope="row">${l.heaps}</th><td class="number"><#if l.first == l.last>${l.first}<#else>${l.first}–${l.last}</#if></td><td class="sequences"><#list l.forms as f><span class="sequence">${f}</span><#sep> ≺ </#sep></#list></td></tr>
</#list>
</tbody>
</table>
</div>
