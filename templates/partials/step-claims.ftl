<#-- model: StepClaims. The steps of a game a source traces, inside the lesson's erratum block: what the source says at
     each step, what is in fact true, and the short mark of the check that shows it; each check in full folded beneath. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<div class="artifact table-scroll">
<table class="step-claims">
<caption>What the source says at each step, and what is in fact true.</caption>
<thead>
<tr><th scope="col">Step</th><th scope="col">Claim</th><th scope="col">In fact</th><th scope="col">Check</th></tr>
</thead>
<tbody>
<#list model.steps as s>
<tr>
<th scope="row">${s.label}</th>
<td class="claim"><@t.rich s.claim.box.claim/></td>
<td class="in-fact"><@t.rich s.claim.box.correction/></td>
<td class="mark">✓ ${s.mark}</td>
</tr>
</#list>
</tbody>
</table>
</div>
<@boxes.check title="Check"><#list model.checks as c>
<p>✓ ${c.mark}: <@t.rich c.check/></p></#list>
</@boxes.check>
