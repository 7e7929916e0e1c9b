<#ftl output_format="HTML">
<#import "exercise-parts.ftl" as x>
<#-- The worksheet and the answer key of one variant (model: org.kaylescourseware.classroom.worksheet.Worksheet),
     as macros, so that one student's file and the file of a whole roster print them alike. -->

<#macro head title stylesheet>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="katex/katex.min.css">
<link rel="stylesheet" href="${stylesheet}">
<script defer src="katex/contrib/copy-tex.min.js"></script>
</#macro>

<#macro worksheet ws>
<#list ws.pages as page>
<section class="sheet" aria-labelledby="${ws.key}sheet-${page.number}">
<header class="sheet-header">
<div class="sheet-title">
<h1 id="${ws.key}sheet-${page.number}">Worksheet: ${ws.lessonTitle}</h1>
<p class="name-line"><span>Name<#if ws.studentName?has_content>: <strong>${ws.studentName}</strong></#if></span><span>Date</span></p>
</div>
<p class="sheet-meta">Variant ${ws.variant} · ${ws.difficulty} · page ${page.number} of ${ws.pageCount}</p>
<#if ws.game?has_content>
<p class="exercise-game sheet-game"><strong>${ws.game?cap_first}.</strong> <span class="rule">${ws.ruleInWords}</span></p>
</#if>
</header>
<#list page.exercises as ex>
<article class="exercise kind-${ex.kind.slug()}" id="${ws.key}${ex.anchor}">
<h2><span class="exercise-number">${ex.number}.</span> ${ex.kind.title()}</h2>
<div class="prompt">
<@x.prompt ex=ex rules=!ws.game?has_content/>
<#if ws.hints>
<@x.hint ex/>
</#if>
<div class="work-space"></div>
</div>
</article>
</#list>
</section>
</#list>
</#macro>

<#macro key ws>
<section class="key" aria-labelledby="${ws.key}key">
<header class="sheet-header">
<h1 id="${ws.key}key">Answer key: ${ws.lessonTitle}<#if ws.studentName?has_content> · ${ws.studentName}</#if></h1>
<p class="sheet-meta">Variant ${ws.variant}<#if ws.studentId?has_content> (student id ${ws.studentId})</#if> · for the instructor</p>
<p class="sheet-meta">Difficulty ${ws.difficulty}: ${ws.difficultyDescription}.</p>
</header>
<#list ws.exercises as ex>
<article class="exercise kind-${ex.kind.slug()}" id="${ws.key}${ex.anchor}">
<h2><span class="exercise-number">${ex.number}.</span> ${ex.kind.title()}</h2>
<@x.prompt ex=ex rules=true/>
<div class="solution">
<@x.solution ex/>
</div>
</article>
</#list>
</section>
</#macro>
