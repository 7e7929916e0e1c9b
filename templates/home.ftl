<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<@layout.page content=content bodyClass="home-page">
<article class="home">
<header class="lesson-header">
<h1>${content.title}</h1>
<#if content.summary?has_content><p class="lesson-summary">${content.summary}</p></#if>
</header>
<div class="lesson-body">
${content.body?no_esc}
</div>
${content.lesson_list?no_esc}
${content.game_list?no_esc}
</article>
</@layout.page>
