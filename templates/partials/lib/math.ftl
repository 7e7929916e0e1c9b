<#-- TeX as a formula element, typeset when the site is built. Import with: <#import "/partials/lib/math.ftl" as m> -->
<#macro i tex><span class="math-inline">${tex}</span></#macro>
<#macro d tex><span class="math-display">${tex}</span></#macro>
