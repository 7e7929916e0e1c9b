<#-- model: Navigation. The site header: course title, the lessons in order, the glossary, and the search box. -->
<header class="site-header">
<a class="site-title" href="${model.home.href}"<#if model.home.current> aria-current="page"</#if>>${model.courseTitle}</a>
<nav class="site-nav" aria-label="Course">
<ol>
<#list model.lessons as lesson>
<li><a href="${lesson.href}"<#if lesson.current> aria-current="page"</#if>><span class="lesson-order">${lesson.order}</span> ${lesson.title}</a></li>
</#list>
<li class="site-nav-glossary"><a href="${model.glossary.href}"<#if model.glossary.current> aria-current="page"</#if>>${model.glossary.title}</a></li>
</ol>
</nav>
<#include "search-box.ftl">
</header>
