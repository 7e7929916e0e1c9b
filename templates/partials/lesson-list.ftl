<#-- model: Navigation. The lessons as the home page lists them. -->
<section class="lesson-list" aria-labelledby="lessons-heading">
<h2 id="lessons-heading">Lessons</h2>
<ol>
<#list model.lessons as lesson>
<li><a href="${lesson.href}"><span class="lesson-order">Lesson ${lesson.order}</span> <span class="lesson-title">${lesson.title}</span></a><#if lesson.summary?has_content> <p>${lesson.summary}</p></#if></li>
</#list>
</ol>
<#list model.backMatter as page><p class="back-matter-link"><a href="${page.href}">${page.title}</a><#if page.summary?has_content>: ${page.summary}</#if></p></#list>
</section>
