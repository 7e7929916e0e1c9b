<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#-- The page serve answers with for an address the site does not have (404.html). Its links start at
     the site root ("/"), since it is shown at any address. content: BookPages.NotFound. -->
<@layout.page content=content bodyClass="not-found-page">
<article class="home">
<header class="lesson-header">
<h1>${content.title}</h1>
</header>
<p>This course has no page at this address. It may have moved when the course was rebuilt.</p>
<p><a href="${content.home}">Go to the home page</a>, or look for the page in the <a href="${content.rootpath}sitemap.html">site map</a>.</p>
</article>
</@layout.page>
