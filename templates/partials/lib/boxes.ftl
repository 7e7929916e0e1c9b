<#-- Boxes shared by every lesson. Import with: <#import "/partials/lib/boxes.ftl" as boxes> -->
<#import "/partials/lib/text.ftl" as t>

<#-- An erratum: model is an ErratumBox (title, source, claim, correction, check). -->
<#macro erratum box>
<aside class="erratum" role="note" aria-label="Erratum: ${box.title}">
<p class="box-title">Erratum: ${box.title}</p>
<dl>
<dt>Source</dt><dd><@t.rich box.source/></dd>
<dt>Claim</dt><dd><@t.rich box.claim/></dd>
<dt>In fact</dt><dd><@t.rich box.correction/></dd>
<dt>Check</dt><dd><@t.rich box.check/></dd>
</dl>
</aside>
</#macro>

<#-- An erratum inside the lesson's numbered erratum block, whose head names the source: what the
     source claims, what the computation finds, and the check folded beneath (model: ErratumBox).
     withSource adds the box's own Source line, for a block that holds more than one. -->
<#macro erratumDetails box withSource=false>
<dl class="erratum-details">
<#if withSource><dt>Source</dt><dd><@t.rich box.source/></dd>
</#if><dt>Claim</dt><dd><@t.rich box.claim/></dd>
<dt>In fact</dt><dd><@t.rich box.correction/></dd>
</dl>
<@check title="Check"><p><@t.rich box.check/></p></@check>
</#macro>

<#-- A verified statement: one short line (its title, after a ✓ the stylesheet adds) with what was
     checked folded beneath it, for whoever wants it. Boxes are notes to the text (role="note"), not
     landmarks: a page may hold several with the same title. -->
<#macro check title><aside class="check" role="note" aria-label="${title}">
<details class="check-detail">
<summary class="box-title">${title}</summary>
<#nested>
</details>
</aside></#macro>
