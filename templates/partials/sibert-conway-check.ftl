<#-- model: SibertConway. The Sibert–Conway forms as the source states them, checked. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<div class="artifact table-scroll">
<table class="sibert-conway">
<caption>The Sibert–Conway forms as seed 001 states them, checked on all ${model.positions} positions of total size at most ${model.bound}. E(…): an even number (possibly none) of rows of the sizes listed; D(…): an odd number; a bare number: exactly one row of that size. Normal outcomes come from the nim-values, misère outcomes from the misère quotient.</caption>
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
<td><#if f.holds>yes<#else>no: ${f.counterexamples}</#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
<#if model.allHold>
<@boxes.check title="Checked at build time">
<p>Every form holds on all ${model.positions} positions of total size at most ${model.bound}: each position a form covers has the claimed outcomes. Conversely, every PN position is covered by a PN form and every NP position by an NP form (${model.uncoveredPN} and ${model.uncoveredNP} left uncovered), so within this bound the forms are exactly the positions where the two conventions differ.</p>
</@boxes.check>
<#else>
<#list model.errata as e><@boxes.erratum box=e/></#list>
</#if>
