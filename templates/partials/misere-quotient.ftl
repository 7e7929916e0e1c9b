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
<caption>The pretending function <@t.m "\\Phi(n)"/> of ${model.game} for n = 0 … ${model.to}, in rows of 12: <@t.m "\\Phi(n)"/> stands in row a+ and column b, where n = a + b. <#if !model.certified><@t.m "\\Phi"/> is known up to heap ${model.heapBound}. </#if><span class="legend-periodic">Shaded</span>: the periodic part, from n = ${model.preperiod} on: <@t.m "\\Phi(n + ${model.period}) = \\Phi(n)"/> for every <@t.m "n \\ge ${model.preperiod}"/><#if model.certified><#else> with <@t.m "n + ${model.period} \\le ${model.heapBound}"/>, the heaps computed</#if>.</caption>
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
<p>Write p = ${model.period}, n<sub>0</sub> = ${model.preperiod}, t = ${model.maxRemoval} (the most tokens one move removes) and N = ${model.heapBound}, at least 2n<sub>0</sub> + 2p + t − 1 = 2·${model.preperiod} + 2·${model.period} + ${model.maxRemoval} − 1 = ${model.heapsNeeded}. Computation: with the rows up to N, every position satisfies the condition of the pretending lemma, checked through the finitely many pairs of an image and the set of the images of its options that positions reach: <@t.m "\\Phi(X)"/> lies in the P-portion exactly when X has a move and none of its moves leads to a position whose image lies in the P-portion; and <@t.m "\\Phi(n + p) = \\Phi(n)"/> for every n with n<sub>0</sub> ≤ n and n + p ≤ N.</p>
<p>For a row of n &gt; N, let <@t.m "\\Phi(n)"/> be the element of the row of n − p. The condition of the lemma involves a row of n only through the pair of <@t.m "\\Phi(n)"/> and the set of elements <@t.m "\\Phi(a)\\,\\Phi(b)"/> of the rows a + b that its moves leave. For n &gt; N these pairs are those of the row of n − p: a move removes k ≤ t tokens and leaves a + b = n − k with a ≤ b, so b ≥ (n − t)/2 ≥ n<sub>0</sub> + p, and shortening b by p gives the move of n − p that leaves a + (b − p), with <@t.m "\\Phi(b) = \\Phi(b - p)"/> since b − p ≥ n<sub>0</sub> (by induction on n); every move of n − p arises so, its longer part being at least n<sub>0</sub>. So every row, however long, brings a pair that a row up to N already brought, every position passes the check that the positions of rows up to N passed, and by the pretending lemma this quotient, P-portion and Φ decide every position of ${model.game}. This is the argument of the octal periodicity theorem (Guy and Smith) carried over to Φ, as in Plambeck and Siegel's periodicity theorem for misère quotients.</p>
</@boxes.check>
<#else>
<@boxes.check title="Period ${model.period} of Φ, observed">
<p>Φ(n + ${model.period}) = Φ(n) for every n from ${model.preperiod} with n + ${model.period} ≤ ${model.heapBound}: an observation. Certifying it needs the quotient up to rows of 2·${model.preperiod} + 2·${model.period} + ${model.maxRemoval} − 1 = ${model.heapsNeeded}.</p>
</@boxes.check>
</#if>
<@boxes.check title="The quotient against play, on every position of total size at most ${model.checkTo}">
<p>On all ${model.checkedPositions} positions of total size at most ${model.checkTo}, ${model.checkedP} of them misère P-positions, the outcome read off the quotient (P exactly when the product of the Φ of the rows lies in the P-portion) is the misère outcome found by playing every line out.</p>
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
