<#-- Boxes shared by every lesson. Import with: <#import "/partials/lib/boxes.ftl" as boxes> -->
<#import "/partials/lib/text.ftl" as t>

<#-- An erratum: model is an ErratumBox (title, source, claim, correction, check). -->
<#macro erratum box>
<aside class="erratum" role="note" aria-label="Erratum: ${box.title}">
<p class="box-title">Erratum: ${box.title}</p>
<dl>
<dt>Source</dt><dd><@t.rich box.source/></dd>
<dt>Claim</dt><dd><@t.rich box.claim/></dd>
<dt>Computed</dt><dd><@t.rich box.correction/></dd>
<dt>Check</dt><dd><@t.rich box.check/></dd>
</dl>
</aside>
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
