<#-- Prints a RichText: plain runs escaped, math runs as elements the page's KaTeX step renders. -->
<#macro rich text><#list text.segments as s><#if s.math><span class="math-inline">${s.text}</span><#else>${s.text}</#if></#list></#macro>
<#-- Prints TeX as an element the page's KaTeX step renders: <@t.m "\\mathcal{G}(n)"/>. -->
<#macro m tex><span class="math-inline">${tex}</span></#macro>
