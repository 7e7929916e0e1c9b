<#-- model: MexTable. Each value as the mex of the values of the positions one move leaves. -->
<#if model.byRemoval>
<figure class="artifact mex-derivation">
<div class="math-scroll"><div class="math-display">\begin{aligned}
<#list model.derivations as d>\operatorname{nim}(${model.symbol}(${d.n})) &= <#if d.removals?has_content>\operatorname{mex}\{<#list d.removals as r>${r.leftValue} \oplus ${r.rightValue}<#sep>,\ </#sep></#list>\} = ${d.mex}<#else>${d.mex} \quad \text{(no move)}</#if><#sep> \\
</#sep></#list>
\end{aligned}</div></div>
<figcaption>nim(${model.symbol}(${model.from})) … nim(${model.symbol}(${model.to})) of ${model.game} (${model.rule}), one term per move, in the order of the first token the move removes: a move that leaves rows of a and b tokens on either side is written as their values’ nim-sum nim(${model.symbol}(a)) ⊕ nim(${model.symbol}(b)), an empty row counting 0. Computed by the solver; every mex is checked against its value.</figcaption>
</figure>
<#else>
<#macro term heaps values value><#if heaps?size == 0>0 (nothing left)<#elseif heaps?size == 1>${model.symbol}<sub>${heaps[0]}</sub> = ${value}<#else><#list heaps as h>${model.symbol}<sub>${h}</sub><#sep> ⊕ </#sep></#list> = <#list values as v>${v}<#sep> ⊕ </#sep></#list> = ${value}</#if></#macro>
<div class="artifact table-scroll">
<table class="mex-table">
<caption>How ${model.symbol}<sub>${model.from}</sub> … ${model.symbol}<sub>${model.to}</sub> of ${model.game} (${model.rule}) follow from smaller values: every move from a heap of n leaves at most two heaps, worth the nim-sum of their values; ${model.symbol}<sub>n</sub> is the least value no move reaches (the mex).</caption>
<thead>
<tr><th scope="col">n</th><th scope="col">Positions one move leaves, and their values</th><th scope="col">Values reached</th><th scope="col">${model.symbol}<sub>n</sub> = mex</th></tr>
</thead>
<tbody>
<#list model.derivations as d>
<tr><th scope="row">${d.n}</th><td class="options"><#if d.options?has_content><#list d.options as o><span class="option"><@term o.heaps o.heapValues o.value/></span><#sep>; </#sep></#list><#else>no move: the row is empty</#if></td><td class="value-set"><#if d.valueSet?has_content>{<#list d.valueSet as v>${v}<#sep>, </#sep></#list>}<#else>∅</#if></td><td class="mex">${d.mex}</td></tr>
</#list>
</tbody>
</table>
</div>
</#if>
