<#-- model: ProofsModel. Theorem 1 proved strip by strip, every step compared modulo 𝒦 (a ✓ where it holds). -->
<#import "/partials/lib/partizan.ftl" as pk>
<div class="artifact reduction-proofs">
<p class="artifact-note">Reductions of S<sub>${model.from}</sub> … S<sub>${model.to}</sub>, strip by strip: every equivalence below holds modulo 𝒦 against all ${model.testPositions} positions X with at most ${model.testBound} cells<#if model.allVerified> ✓<#else>, except where marked as failing</#if>.</p>
<#list model.proofs as p>
<details class="reduction-proof" id="${p.id}"<#if p.open> open</#if>>
<summary><span class="proof-title">Strip of length ${p.n}:</span> <@pk.f p.summary/><#if p.theoremCase?has_content> <span class="proof-case">(${p.theoremCase})</span></#if> <#if p.checks?has_content><#if p.checksHolding == p.checks?size><span class="proof-checks">✓ each step mod 𝒦</span><#else><span class="proof-checks fails">${p.checksHolding} of ${p.checks?size} steps hold mod 𝒦</span></#if></#if></summary>
<#if p.baseCase>
<p>S<sub>${p.n}</sub> is already a sum of single squares and dominoes: <@pk.f p.conclusion/>. It is a base case of the induction.</p>
<#else>
<p class="proof-instance">This is the case <a href="#${p.caseId}">${p.caseName}</a> of the general proof with k = ${p.k}, worked out option by option.</p>
<@side "Left" "a square leaves S" "n − 1 − i" p.n p.leftOptions p.leftGroups/>
<@side "Right" "a domino leaves S" "n − 2 − i" p.n p.rightOptions p.rightGroups/>
<p class="proof-step">The undominated options give <@pk.f p.survivors/>.</p>
<p class="proof-step"><@pk.f p.lemma3/>.</p>
<p class="proof-conclusion">Therefore <@pk.f p.conclusion/>.</p>
</#if>
<#if p.checks?has_content>
<details class="proof-checks-list">
<summary>The ${p.checks?size} steps of this proof, each compared modulo 𝒦</summary>
<ul>
<#list p.checks as c>
<li class="<#if c.holds>holds<#else>fails</#if>"><span class="verdict"><#if c.holds>✓<#else>fails:</#if></span> <@pk.f c.claim/> — <@pk.f c.evidence/></li>
</#list>
</ul>
</details>
</#if>
</details>
</#list>
</div>

<#macro side player move rest n options groups>
<div class="proof-side proof-${player?lower_case}">
<p class="proof-step">${player}'s options: ${move}<sub>i</sub> + S<sub>${rest}</sub>, each reduced by the proofs of shorter strips.</p>
<ol class="proof-options">
<#list options as o>
<li value="${o.i}"><span class="option-index">i = ${o.i}:</span> <@pk.f o.derivation/><#if o.alreadyReduced> <span class="step-note">(already squares and dominoes)</span><#elseif o.checked> <span class="step-check">✓ mod 𝒦</span><#else> <span class="step-check fails">not confirmed</span></#if></li>
</#list>
</ol>
<ul class="proof-groups">
<#list groups as g>
<li class="<#if g.struck>struck<#else>kept</#if>"><span class="group-residue">i ≡ ${g.residue} (mod 3):</span> <#if g.struck><del><@pk.f g.options/> ≡ <@pk.f g.reduction/></del> <span class="reason">struck out — <@pk.f g.reason/>. <span class="step-check<#if !g.checkHolds> fails</#if>"><#if g.checkHolds>✓<#else>Fails:</#if> <@pk.f g.check/>.</span></span><#else><@pk.f g.options/> ≡ <@pk.f g.reduction/></#if></li>
</#list>
</ul>
</div>
</#macro>
