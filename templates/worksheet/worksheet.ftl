<#ftl output_format="HTML">
<#import "exercise-parts.ftl" as x>
<#-- model: Worksheet. The student's copy: questions, hints and room to work; no answers. -->
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Worksheet: ${model.lessonTitle} (variant ${model.variant})</title>
<link rel="stylesheet" href="${model.stylesheet}">
</head>
<body class="worksheet">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<#list model.pages as page>
<section class="sheet" aria-labelledby="sheet-${page.number}">
<header class="sheet-header">
<h1 id="sheet-${page.number}">Worksheet: ${model.lessonTitle}</h1>
<p class="sheet-meta">Variant ${model.variant} · ${model.difficulty} · page ${page.number} of ${model.pageCount}</p>
<#if page?is_first>
<p class="name-line"><span>Name</span><span>Date</span></p>
</#if>
</header>
<#list page.exercises as ex>
<article class="exercise kind-${ex.kind.slug()}" id="${ex.anchor}">
<h2><span class="exercise-number">${ex.number}.</span> ${ex.kind.title()}</h2>
<@x.prompt ex/>
<@x.hint ex/>
<div class="work-space"></div>
</article>
</#list>
</section>
</#list>
</main>
</body>
</html>
