<#ftl output_format="HTML">
<#import "exercise-parts.ftl" as x>
<#-- model: Worksheet. The instructor's key: each exercise with its answer and worked solution. -->
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Answer key: ${model.lessonTitle} (variant ${model.variant})</title>
<link rel="stylesheet" href="${model.stylesheet}">
</head>
<body class="answer-key">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<#list model.pages as page>
<section class="sheet" aria-labelledby="key-${page.number}">
<header class="sheet-header">
<h1 id="key-${page.number}">Answer key: ${model.lessonTitle}</h1>
<p class="sheet-meta">Variant ${model.variant} · ${model.difficulty} · worksheet page ${page.number} of ${model.pageCount} · for the instructor</p>
</header>
<#list page.exercises as ex>
<article class="exercise kind-${ex.kind.slug()}" id="${ex.anchor}">
<h2><span class="exercise-number">${ex.number}.</span> ${ex.kind.title()}</h2>
<@x.prompt ex/>
<div class="solution">
<@x.solution ex/>
</div>
</article>
</#list>
</section>
</#list>
</main>
</body>
</html>
