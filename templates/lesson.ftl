<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<@layout.page content=content bodyClass="lesson-page">
<article class="lesson">
<header class="lesson-header">
<p class="lesson-number">Lesson ${content.order}</p>
<h1>${content.title}</h1>
<#if content.summary?has_content><p class="lesson-summary">${content.summary}</p></#if>
<#if content.course_pdf?has_content><p class="lesson-pdf"><a href="${content.rootpath}${content.course_pdf}" type="application/pdf">The whole course as a PDF</a>, to print or read offline</p></#if>
</header>
${content.toc?no_esc}
<div class="lesson-body">
${content.body?no_esc}
</div>
${(content.lesson_games!"")?no_esc}
</article>
${content.pager?no_esc}
</@layout.page>
