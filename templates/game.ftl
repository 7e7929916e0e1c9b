<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<@layout.page content=content bodyClass="lesson-page game-page">
<article class="lesson game">
<header class="lesson-header">
<p class="lesson-number">Game</p>
<h1>${content.title}</h1>
<#if content.summary?has_content><p class="lesson-summary">${content.summary}</p></#if>
</header>
${content.toc?no_esc}
<div class="lesson-body">
${content.body?no_esc}
</div>
</article>
</@layout.page>
