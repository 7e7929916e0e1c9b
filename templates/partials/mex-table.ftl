<#-- model: MexTable. Each value as the mex of the values of the positions one move leaves. -->
<#import "/partials/lib/text.ftl" as t>
<#if model.byRemoval>
<figure class="artifact mex-derivation" aria-labelledby="mex-${model.rule}-${model.from}-${model.to}-caption">
<div class="math-scroll"><div class="math-display">\begin{aligned}
<#list model.derivations as d>\mathcal{G}(${d.n}) &= <#if d.removals?has_content>\operatorname{mex}\{<#list d.removals as r>${r.leftValue} \oplus ${r.rightValue}<#sep>,\ </#sep></#list>\} = ${d.mex}<#else>${d.mex} \quad \text{(no move)}</#if><#sep> \\
</#sep></#list>
\end{aligned}</div></div>
<figcaption id="mex-${model.rule}-${model.from}-${model.to}-caption"><@t.m "\\mathcal{G}(${model.from}), \\dots, \\mathcal{G}(${model.to})"/> of ${model.game} (${model.rule}), one term per move, in the order of the first token the move removes: a move that leaves rows of a and b tokens on either side is written as the nim-sum <@t.m "\\mathcal{G}(a) \\oplus \\mathcal{G}(b)"/> of their values, an empty row counting 0.</figcaption>
</figure>
<#else>
<#macro term heaps values value><#if heaps?size == 0>0 (nothing left)<#elseif heaps?size == 1><@t.m "\\mathcal{G}(${heaps[0]}) = ${value}"/><#else><span class="math-inline"><#list heaps as h>\mathcal{G}(${h})<#sep> \oplus </#sep></#list> = <#list values as v>${v}<#sep> \oplus </#sep></#list> = ${value}</span></#if></#macro>
<div class="artifact table-scroll">
<table class="mex-table">
<caption>How <@t.m "\\mathcal{G}(${model.from}), \\dots, \\mathcal{G}(${model.to})"/> of ${model.game} (${model.rule}) follow from smaller values: every move from a row of n leaves at most two rows, worth the nim-sum of their values; <@t.m "\\mathcal{G}(n)"/> is the least value no move reaches (the mex).</caption>
<thead>
<tr><th scope="col">n</th><th scope="col">Rows one move leaves, and their values</th><th scope="col">Values reached</th><th scope="col"><@t.m "\\mathcal{G}(n)"/> = mex</th></tr>
</thead>
<tbody>
<#list model.derivations as d>
<tr><th scope="row">${d.n}</th><td class="options"><#if d.options?has_content><#list d.options as o><span class="option"><@term o.heaps o.heapValues o.value/></span><#sep>; </#sep></#list><#else>no move: the row is empty</#if></td><td class="value-set"><#if d.valueSet?has_content>{<#list d.valueSet as v>${v}<#sep>, </#sep></#list>}<#else>∅</#if></td><td class="mex">${d.mex}</td></tr>
</#list>
</tbody>
</table>
</div>
</#if>
