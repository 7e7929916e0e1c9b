<#-- model: Distinguishers. A position telling apart every pair of distinct elements of the misère quotient. -->
<#import "/partials/lib/text.ftl" as t>
<p class="check-line">✓ All ${model.pairs} pairs of the ${model.order} elements are told apart, each by a position of at most ${model.largestX} pins; the ${model.searched} pairs whose sums have at most ${model.searchTo} pins are told apart in play too, every line played out.</p>
<details class="proof-checks-list">
<summary>The ${model.pairs} pairs, with their separating positions</summary>
<div class="artifact table-scroll">
<table class="misere-distinguishers">
<caption>For each pair x ≠ y: positions G and H pretending to be x and y, and a position X of fewest pins such that G + X and H + X have different misère outcomes.</caption>
<thead>
<tr><th scope="col">x</th><th scope="col">y</th><th scope="col">G</th><th scope="col">H</th><th scope="col">X</th><th scope="col">G + X</th><th scope="col">H + X</th><th scope="col">Also in play</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><td><@t.m r.first/></td><td><@t.m r.second/></td><td><@t.rows model.letter r.g/></td><td><@t.rows model.letter r.h/></td><td><@t.rows model.letter r.x/></td><td>${r.withG}</td><td>${r.withH}</td><td><#if r.searched>yes<#else>no</#if></td></tr>
</#list>
</tbody>
</table>
</div>
</details>
