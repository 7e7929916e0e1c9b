<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#-- The site map. content: BookPages.SiteMap (the layout's fields, the lessons with their sections,
     the games, the answer keys of the instructor edition). -->
<@layout.page content=content bodyClass="site-map-page">
<article class="home site-map">
<header class="lesson-header">
<h1>${content.title}</h1>
<p class="lesson-summary">${content.summary}</p>
</header>
<section aria-labelledby="map-lessons">
<h2 id="map-lessons">Lessons</h2>
<ol class="map-lessons">
<#list content.lessons as lesson>
<li><a href="${lesson.href}">${lesson.title}</a><#if lesson.note?has_content> <span class="map-note">${lesson.note}</span></#if>
<#if lesson.sections?has_content><ul>
<#list lesson.sections as section>
<li><a href="${section.href}">${section.title}</a></li>
</#list>
</ul></#if></li>
</#list>
</ol>
</section>
<section aria-labelledby="map-games">
<h2 id="map-games">Games</h2>
<ul>
<#list content.games as game>
<li><a href="${game.href}">${game.title}</a></li>
</#list>
</ul>
</section>
<#if content.answerKeys?has_content>
<section aria-labelledby="map-keys">
<h2 id="map-keys">Answer keys</h2>
<ul>
<#list content.answerKeys as key>
<li><a href="${key.href}">${key.title}</a></li>
</#list>
</ul>
</section>
</#if>
</article>
</@layout.page>
