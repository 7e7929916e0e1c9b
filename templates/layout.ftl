<#ftl output_format="HTML">
<#-- The frame of every page. JBake gives the page's document as `content`; the parts the site
     layer computed (site_navigation, toc, pager, lesson_list, edition_marker) arrive already rendered
     by their partials, and are inserted as they are. edition_marker is empty in the student edition.
     page_title is the window's title: the page's and the course's. -->
<#macro page content bodyClass>
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<script src="${content.rootpath}js/theme.js"></script>
<title>${content.page_title}</title>
<#if content.summary?has_content><meta name="description" content="${content.summary}"></#if>
<link rel="icon" href="${content.rootpath}favicon.svg" type="image/svg+xml">
<#if content.has_math><link rel="stylesheet" href="${content.rootpath}katex/katex.min.css"></#if>
<link rel="stylesheet" href="${content.rootpath}css/site.css">
<link rel="stylesheet" href="${content.rootpath}css/board.css">
<link rel="stylesheet" href="${content.rootpath}css/book.css">
<link rel="stylesheet" href="${content.rootpath}css/course.css">
<link rel="stylesheet" href="${content.rootpath}css/exercises.css">
<link rel="stylesheet" href="${content.rootpath}css/print.css" media="print">
<#if content.has_math><script defer src="${content.rootpath}katex/contrib/copy-tex.min.js"></script></#if>
<script defer src="${content.rootpath}js/board.js"></script>
<script defer src="${content.rootpath}js/site.js"></script>
<script defer src="${content.rootpath}js/exercises.js"></script>
<script defer src="${content.rootpath}js/knowls.js"></script>
<script defer src="${content.rootpath}js/search.js"></script>
</head>
<body class="${bodyClass}">
<a class="skip-link" href="#main">Skip to the text</a>
${content.site_navigation?no_esc}
${(content.edition_marker!"")?no_esc}
<main id="main">
<#nested>
</main>
<footer class="site-footer">
<p><a href="${content.rootpath}sitemap.html">Site map</a></p>
</footer>
</body>
</html>
</#macro>
