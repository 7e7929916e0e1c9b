<#-- model: MisereRows. The single rows that are misère P-positions, beside their nim-values. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="misere-p-rows">
<caption>The safe numbers: the single rows of 1 to ${model.to} pins of ${model.game} that are misère P-positions: ${model.misereP?join(", ")}. Every other row in that range is a misère N-position, as it is in normal play.</caption>
<thead>
<tr><th scope="col" class="number">Row n</th><th scope="col" class="number">Nim-value <@t.m "\\mathcal{G}(n)"/></th><th scope="col">Normal outcome</th><th scope="col">Misère outcome</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row" class="number">${r.n}</th><td class="number">${r.value}</td><td>${r.normal}</td><td>${r.misere}</td></tr>
</#list>
</tbody>
</table>
</div>
