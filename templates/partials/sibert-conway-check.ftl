<#-- model: SibertConway. The Sibert–Conway forms as the source states them, checked. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact table-scroll">
<table class="sibert-conway">
<caption>The Sibert–Conway forms as the 2003 blog post states them, checked on all ${model.positions} positions of total size at most ${model.bound}. E(…): an even number (possibly none) of rows of the sizes listed; O(…): an odd number (the source writes D(…)); Kₙ: exactly one row of n pins (the source writes the bare number n). Normal outcomes come from the nim-values, misère outcomes from the quotient of the next section.</caption>
<thead>
<tr><th scope="col">Form</th><th scope="col">Claimed: normal, misère</th><th scope="col" class="number">Positions covered</th><th scope="col" class="number">As claimed</th><th scope="col">Holds</th></tr>
</thead>
<tbody>
<#list model.forms as f>
<tr<#if !f.holds> class="fails"</#if>>
<th scope="row" class="form">${f.form}</th>
<td>${f.normal}, ${f.misere}</td>
<td class="number">${f.covered}</td>
<td class="number">${f.asClaimed}</td>
<td><#if f.covered == 0>not tested: no position of total size at most ${model.bound} has this form<#elseif f.holds>yes<#else>no: ${f.counterexamples}</#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
<#if model.allHold>
<@boxes.check title="The forms against play, on every position of total size at most ${model.bound}">
<p>On all ${model.positions} positions of total size at most ${model.bound}, every position a form covers has the outcomes the form claims, and every position whose outcomes differ has a form of its kind: the PN positions no PN form covers number ${model.uncoveredPN}, the NP positions no NP form covers ${model.uncoveredNP}. Within this bound the forms describe exactly the positions where the two conventions differ.</p>
</@boxes.check>
<#else>
<#list model.errata as e><@boxes.erratum box=e/></#list>
</#if>
