<#-- model: SibertConwayCheck. The Sibert–Conway forms checked at every signature of the positions of Kayles. -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#if model.holds>
<@boxes.check title="At all ${model.signatures} signatures, the forms claim exactly the outcomes that differ">
<p>The signatures are those reached from the empty position's by the steps of the rows of 1 to ${model.rows} pins, applied until no new one appears; the rows of lengths ${model.lengths} enter them by their tallies, every other row by its pair (Φ, 𝒢). At each of the ${model.signatures} signatures the normal outcome (from 𝒢) and the misère outcome (from Φ and the P-portion) are P and N exactly when its tallies and its answer to whether there is another row meet a PN form, and N and P exactly when they meet an NP form.</p>
</@boxes.check>
<#else>
<#list model.errata as e><@boxes.erratum box=e/></#list>
</#if>
