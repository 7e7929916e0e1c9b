<#-- model: Navigation. The site header: course title and the lessons in order. -->
<header class="site-header">
<a class="site-title" href="${model.home.href}"<#if model.home.current> aria-current="page"</#if>>${model.courseTitle}</a>
<nav class="site-nav" aria-label="Lessons">
<ol>
<#list model.lessons as lesson>
<li><a href="${lesson.href}"<#if lesson.current> aria-current="page"</#if>><span class="lesson-order">${lesson.order}</span> ${lesson.title}</a></li>
</#list>
</ol>
</nav>
</header>
