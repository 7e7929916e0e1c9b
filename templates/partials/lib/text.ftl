<#-- Prints a RichText: plain runs escaped, math runs as elements the page's KaTeX step renders. -->
<#macro rich text><#list text.segments as s><#if s.math><span class="math-inline">${s.text}</span><#else>${s.text}</#if></#list></#macro>
<#-- Prints a position as Definition 1.2 writes it, its rows with their letter, K<sub>5</sub> + K<sub>3</sub>, or with no
     letter the numerals of Nim's heaps, 5 + 3; the empty position is 0. Plain HTML, for tables of many positions. -->
<#macro rows letter heaps empty="0"><span class="rows"><#if heaps?size == 0>${empty}<#else><#list heaps as h><#if letter?has_content><i>${letter}</i><sub>${h}</sub><#else>${h}</#if><#sep> + </#sep></#list></#if></span></#macro>
<#-- Prints TeX as an element the page's KaTeX step renders: <@t.m "\\mathcal{G}(n)"/>. -->
<#macro m tex><span class="math-inline">${tex}</span></#macro>
