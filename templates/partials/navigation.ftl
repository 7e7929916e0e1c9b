<#-- model: Navigation. The site header: course title, the lessons in order, then the pages after them (references, the glossary),
     the games' pages by name (a fold that opens as a menu; it works without JavaScript), and the search box. -->
<header class="site-header">
<a class="site-title" href="${model.home.href}"<#if model.home.current> aria-current="page"</#if>>${model.courseTitle}</a>
<nav class="site-nav" aria-label="Course">
<ol>
<#list model.lessons as lesson>
<li><a href="${lesson.href}"<#if lesson.current> aria-current="page"</#if>><span class="lesson-order">${lesson.order}</span> ${lesson.title}</a></li>
</#list>
</ol>
<#if model.backMatter?has_content><ul class="site-nav-back">
<#list model.backMatter as page>
<li><a href="${page.href}"<#if page.current> aria-current="page"</#if>>${page.title}</a></li>
</#list>
</ul></#if>
<#if model.games?has_content>
<details class="site-games<#if model.games?filter(g -> g.current)?has_content> is-current</#if>">
<summary>Games</summary>
<ul>
<#list model.games as game>
<li><a href="${game.href}"<#if game.current> aria-current="page"</#if>>${game.title}</a></li>
</#list>
</ul>
</details>
</#if>
</nav>
<#include "search-box.ftl">
</header>
