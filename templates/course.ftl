<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#-- The whole course on one page, what the PDF is printed from. content: WholeCoursePage.WholeCourse
     (the layout's fields, each lesson as a Chapter: its anchor, number, title, sections, HTML and its exercises' solutions;
     then the pages after the lessons, as Chapters too). The solutions make an appendix between the two. -->
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
<#list content.chapters as chapter><@entry chapter/></#list>
<#if content.hasSolutions><li><a href="#solutions">Solutions to the exercises</a></li></#if>
<#list content.backMatter as chapter><@entry chapter/></#list>
</ol>
</nav>
<#list content.chapters as chapter><@section chapter/></#list>
<#if content.hasSolutions>
<section class="chapter lesson solutions" id="solutions" aria-labelledby="solutions-title">
<header class="lesson-header">
<p class="lesson-number">Appendix</p>
<h2 class="chapter-title" id="solutions-title">Solutions to the exercises</h2>
</header>
<div class="lesson-body">
<#list content.chapters as chapter>
<#if chapter.solutions?has_content>
<h3 id="solutions--${chapter.id}">Lesson ${chapter.order}: ${chapter.title}</h3>
<#list chapter.solutions as solution>
<section class="solution" id="solutions--${solution.exerciseId}" aria-labelledby="solutions--${solution.exerciseId}-title solutions--${chapter.id}">
<h4 id="solutions--${solution.exerciseId}-title"><a href="#${solution.exerciseId}">${solution.title}</a></h4>
${solution.html?no_esc}
</section>
</#list>
</#if>
</#list>
</div>
</section>
</#if>
<#list content.backMatter as chapter><@section chapter/></#list>
</article>
</@layout.page>

<#macro entry chapter>
<li><a href="#${chapter.id}"><#if chapter.order gt 0><span class="lesson-order">${chapter.order}</span> </#if>${chapter.title}</a>
<#if chapter.sections?has_content><ol>
<#list chapter.sections as section>
<li><a href="${section.href}">${section.title}</a></li>
</#list>
</ol></#if></li>
</#macro>

<#macro section chapter>
<section class="chapter lesson" id="${chapter.id}" aria-label="<#if chapter.order gt 0>Lesson ${chapter.order}: </#if>${chapter.title}">
${chapter.html?no_esc}
</section>
</#macro>
