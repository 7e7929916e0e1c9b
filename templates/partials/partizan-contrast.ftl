<#-- model: ContrastModel. Normal against misère play: single strips, and counts of each outcome class. -->
<div class="artifact contrast-tables">
<div class="table-scroll">
<table class="partizan-contrast">
<caption>The outcome class of a single strip S<sub>n</sub> under each convention</caption>
<thead><tr><th scope="row">n</th><#list model.strips as r><th scope="col" class="number">${r.n}</th></#list></tr></thead>
<tbody>
<tr><th scope="row">normal play</th><#list model.strips as r><td class="number">${r.normal}</td></#list></tr>
<tr><th scope="row">misère play</th><#list model.strips as r><td class="number">${r.misere}</td></#list></tr>
</tbody>
</table>
</div>
<div class="table-scroll">
<table class="partizan-counts">
<caption>How many positions of at most ${model.maxTotal} cells fall in each outcome class</caption>
<thead><tr><th scope="col">Class</th><th scope="col">Meaning</th><th scope="col" class="number">Normal play</th><th scope="col" class="number">Misère play</th></tr></thead>
<tbody>
<#list model.counts as c>
<tr><th scope="row">${c.outcome}</th><td>${c.meaning}</td><td class="number">${c.normal}</td><td class="number">${c.misere}</td></tr>
</#list>
</tbody>
</table>
</div>
</div>
