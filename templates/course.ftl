<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#-- The whole course on one page, what the PDF is printed from. content: WholeCoursePage.WholeCourse
     (the layout's fields, and each lesson as a Chapter: its anchor, number, title, sections and HTML). -->
<@layout.page content=content bodyClass="whole-course-page">
<article class="whole-course">
<header class="book-title">
<h1>${content.title}</h1>
<#if content.summary?has_content><p class="lesson-summary">${content.summary}</p></#if>
<#if content.edition?has_content><p class="book-edition">${content.edition}</p></#if>
</header>
<nav class="book-contents" aria-labelledby="book-contents-heading">
<h2 id="book-contents-heading">Contents</h2>
<ol>
<#list content.chapters as chapter>
<li><a href="#${chapter.id}"><#if chapter.order gt 0><span class="lesson-order">${chapter.order}</span> </#if>${chapter.title}</a>
<#if chapter.sections?has_content><ol>
<#list chapter.sections as section>
<li><a href="${section.href}">${section.title}</a></li>
</#list>
</ol></#if></li>
</#list>
</ol>
</nav>
<#list content.chapters as chapter>
<section class="chapter lesson" id="${chapter.id}" aria-label="<#if chapter.order gt 0>Lesson ${chapter.order}: </#if>${chapter.title}">
${chapter.html?no_esc}
</section>
</#list>
</article>
</@layout.page>
