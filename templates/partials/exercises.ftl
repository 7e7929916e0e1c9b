<#ftl output_format="HTML">
<#import "/worksheet/exercise-parts.ftl" as x>
<#-- model: ExerciseSection. A lesson's or game page's Exercises (the page writes the "## Exercises"
     heading): numbered and linkable, each with answer fields and a Check button that says right or
     not yet (exercises.js). The student edition folds each hint and solution in a <details> the
     reader opens, and holds nothing for the instructor; the instructor edition shows every solution
     open, with instructor notes and a link to the lesson's answer key. -->
<div class="exercises">
<#if model.instructor>
<aside class="instructor-note" role="note" aria-label="For the instructor">
<p><strong>For the instructor.</strong> Variant ${model.variant} (the seed), ${model.difficulty}: ${model.difficultyDescription}. ${model.exercises?size} exercises, each answer checked by an independent route. <a class="answer-key-link" href="${model.answerKey}">Answer key</a>. The same set prints as a worksheet: <code>${model.worksheetCommand}</code>.</p>
</aside>
</#if>
<#list model.exercises as ex>
<section class="exercise kind-${ex.kind.slug()}" id="${ex.anchor}" data-rule="${ex.prompt.rule}" aria-labelledby="${ex.anchor}-title">
<h3 id="${ex.anchor}-title"><a class="exercise-link" href="#${ex.anchor}">Exercise ${ex.number}</a>: ${ex.kind.title()}</h3>
<#if model.instructor>
<p class="instructor-note">For the instructor: ${ex.kind.slug()}, ${ex.difficulty.label()}. Answer: <@x.text ex.shownAnswer/></p>
</#if>
<@x.prompt ex/>
<@x.form model.forms[ex?index]/>
<details class="exercise-hint">
<summary>Hint</summary>
<p><@x.text ex.hint/></p>
</details>
<details class="exercise-solution"<#if model.instructor> open</#if>>
<summary>Solution</summary>
<@x.solution ex/>
</details>
</section>
</#list>
</div>
