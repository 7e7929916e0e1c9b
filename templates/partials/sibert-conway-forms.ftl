<#-- model: SibertConwayForms. The Sibert–Conway forms as the source states them, each with its smallest position. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="sibert-conway">
<caption>The Sibert–Conway forms as the 2003 blog post states them. E(…): an even number (possibly none) of rows of the lengths listed; O(…): an odd number (the source writes D(…)); Kₙ: exactly one row of n pins (the source writes the bare number n). Beside each form, a position of fewest pins that has it, with its outcomes: normal from the nim-values, misère from the quotient of the next section.</caption>
<thead>
<tr><th scope="col">Form</th><th scope="col">Claimed: normal, misère</th><th scope="col">Smallest position of the form</th><th scope="col">Its outcomes: normal, misère</th></tr>
</thead>
<tbody>
<#list model.forms as f>
<tr>
<th scope="row" class="form">${f.form}</th>
<td>${f.normal}, ${f.misere}</td>
<#if f.hasPosition>
<td class="positions"><@t.rows letter="K" heaps=f.smallest empty="the empty position"/></td>
<td>${f.smallestNormal}, ${f.smallestMisere}</td>
<#else>
<td colspan="2">no position has this form</td>
</#if>
</tr>
</#list>
</tbody>
</table>
</div>
