<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<@layout.page content=content bodyClass="back-matter-page">
<article class="back-matter">
<header class="lesson-header">
<h1>${content.title}</h1>
<#if content.summary?has_content><p class="lesson-summary">${content.summary}</p></#if>
</header>
<div class="lesson-body">
${content.body?no_esc}
</div>
</article>
${content.pager?no_esc}
</@layout.page>
