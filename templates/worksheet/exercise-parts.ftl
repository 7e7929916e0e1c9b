<#ftl output_format="HTML">
<#-- Pieces of an exercise (model: org.kaylescourseware.exercise.Exercise), shared by the
     worksheet, the answer key and the lesson partial. Display only: every text and number
     arrives computed. -->

<#macro prompt ex>
<p class="exercise-game">${ex.prompt.game} <span class="rule">(${ex.prompt.rule})</span><#if ex.prompt.shownPosition?has_content> · position <span class="position">${ex.prompt.shownPosition}</span></#if></p>
<p class="question">${ex.prompt.question}</p>
<#if ex.prompt.givenValues?has_content>
<table class="given-values">
<caption>Given Grundy values: the row labelled n holds g(n), g(n + 1), …, g(n + 9).</caption>
<thead><tr><th scope="col">n</th><#list 0..9 as d><th scope="col">+${d}</th></#list></tr></thead>
<tbody>
<#list ex.prompt.givenValues as row>
<tr><th scope="row">${row.from}</th><#list row.values as v><td>${v}</td></#list><#list row.values?size..<10 as blank><td></td></#list></tr>
</#list>
</tbody>
</table>
</#if>
</#macro>

<#macro hint ex>
<p class="hint"><strong>Hint.</strong> ${ex.hint}</p>
</#macro>

<#macro solution ex>
<p class="answer"><strong>Answer.</strong> ${ex.shownAnswer}</p>
<ol class="steps">
<#list ex.solution as step>
<li>${step}</li>
</#list>
</ol>
</#macro>
