<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#import "/worksheet/exercise-parts.ftl" as x>
<#-- A lesson's answer key, instructor edition only. content: AnswerKeyPages.AnswerKeyPage (the
     layout's fields, the lesson, and its ExerciseSection). -->
<@layout.page content=content bodyClass="lesson-page answer-key-page">
<article class="lesson">
<header class="lesson-header">
<p class="lesson-number">Lesson ${content.order} · for the instructor</p>
<h1>${content.title}</h1>
<p class="lesson-summary">The ${content.section.exercises?size} exercises of <a href="${content.lessonHref}#exercises">${content.lessonTitle}</a> (variant ${content.section.variant}, ${content.section.difficulty}: ${content.section.difficultyDescription}) with their answers, then each worked solution.</p>
</header>
<div class="lesson-body">
<table class="answer-table">
<caption>Answers at a glance</caption>
<thead><tr><th scope="col">Exercise</th><th scope="col">Kind</th><th scope="col">Answer</th></tr></thead>
<tbody>
<#list content.section.exercises as ex>
<tr id="answer-${ex.number}"><th scope="row"><a href="${content.lessonHref}#${ex.anchor}">${ex.number}</a></th><td>${ex.kind.title()}</td><td><@x.text ex.shownAnswer/></td></tr>
</#list>
</tbody>
</table>
<h2 id="worked-solutions">Worked solutions</h2>
<#list content.section.exercises as ex>
<section class="exercise kind-${ex.kind.slug()}" id="${ex.anchor}" aria-labelledby="${ex.anchor}-title">
<h3 id="${ex.anchor}-title"><a href="${content.lessonHref}#${ex.anchor}">Exercise ${ex.number}</a>: ${ex.kind.title()}</h3>
<@x.prompt ex/>
<@x.solution ex/>
</section>
</#list>
</div>
</article>
</@layout.page>
