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
<section class="whole-course-links" aria-labelledby="whole-course-heading">
<h2 id="whole-course-heading">The whole course</h2>
<ul>
<li><a href="${content.rootpath}course.html">Every lesson on one page</a>, to read straight through or to print.</li>
<#if content.course_pdf?has_content><li><a href="${content.rootpath}${content.course_pdf}" type="application/pdf">The whole course as a PDF</a>, with its contents, page numbers and links between the lessons.</li></#if>
</ul>
</section>
${content.game_list?no_esc}
</article>
</@layout.page>
