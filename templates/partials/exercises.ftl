<#ftl output_format="HTML">
<#import "/worksheet/exercise-parts.ftl" as x>
<#-- model: ExerciseSection. A lesson's Exercises: numbered and linkable; the student edition
     folds each solution in a <details> the reader opens, the instructor edition shows it open. -->
<section class="exercises" aria-labelledby="exercises">
<h2 id="exercises">Exercises</h2>
<#list model.exercises as ex>
<section class="exercise kind-${ex.kind.slug()}" id="${ex.anchor}" aria-labelledby="${ex.anchor}-title">
<h3 id="${ex.anchor}-title"><a class="exercise-link" href="#${ex.anchor}">Exercise ${ex.number}</a>: ${ex.kind.title()}</h3>
<@x.prompt ex/>
<details class="exercise-hint">
<summary>Hint</summary>
<p>${ex.hint}</p>
</details>
<details class="exercise-solution"<#if model.instructor> open</#if>>
<summary>Solution</summary>
<@x.solution ex/>
</details>
</section>
</#list>
</section>
