<#ftl output_format="HTML">
<#-- Pieces of an exercise (model: org.kaylescourseware.exercise.Exercise), shared by the
     worksheet, the answer key and the lesson partial. Display only: every text and number
     arrives computed. Math arrives split from the text (MathText parts): each formula becomes a
     .math-inline span that math.js renders with KaTeX. -->

<#macro text t><#list t.parts as p><#if p.math><span class="math-inline">${p.text}</span><#elseif p.href?has_content><a class="cited" href="${p.href}">${p.text}</a><#else>${p.text}</#if></#list></#macro>

<#macro prompt ex rules=false>
<#if rules>
<p class="exercise-game"><strong>${ex.prompt.game?cap_first}.</strong> <span class="rule">${ex.prompt.ruleInWords}</span></p>
</#if>
<p class="question"><@text ex.prompt.question/></p>
<#if ex.prompt.givenValues?has_content>
<table class="given-values">
<caption>Given nim-values: the row labelled <span class="math-inline">n</span> holds <span class="math-inline">\mathcal{G}(n)</span>, <span class="math-inline">\mathcal{G}(n + 1)</span>, … up to <span class="math-inline">\mathcal{G}(n + 9)</span>.</caption>
<thead><tr><th scope="col"><var>n</var></th><#list 0..9 as d><th scope="col">+${d}</th></#list></tr></thead>
<tbody>
<#list ex.prompt.givenValues as row>
<tr><th scope="row">${row.from}</th><#list row.values as v><td>${v}</td></#list><#list row.values?size..<10 as blank><td></td></#list></tr>
</#list>
</tbody>
</table>
</#if>
</#macro>

<#macro hint ex>
<p class="hint"><strong>Hint.</strong> <@text ex.hint/></p>
</#macro>

<#macro answer ex>
<p class="answer"><strong>Answer.</strong> <@text ex.shownAnswer/></p>
</#macro>

<#macro solution ex>
<@answer ex/>
<ol class="steps">
<#list ex.solution as step>
<li><@text step/></li>
</#list>
</ol>
</#macro>

<#-- model: org.kaylescourseware.site.exercisebook.AnswerForm. The fields a student answers in, and a
     Check button; exercises.js hashes the canonical input with the salt and compares (Enter in a field checks too).
     Not a <form>: nothing is submitted, and Chromium's form filling reads each form of a page once it has loaded
     (on course.html's 30, 60 ms at full speed and a few hundred at a 4x CPU throttle, in one task). -->
<#macro form f>
<div class="exercise-check" id="${f.id}" data-salt="${f.salt}">
<fieldset class="check-fields">
<legend>Your answer</legend>
<#list f.fields as field>
<#if field.type == "choice">
<fieldset class="answer-field choice-field" data-name="${field.name}" data-type="${field.type}" data-hashes="${field.hashes}" aria-label="${field.spoken}">
<legend><@text field.label/></legend>
<#list field.choices as c>
<label class="choice"><input type="radio" name="${field.inputId}" value="${c.value}" aria-label="${c.spoken}"> <@text c.label/></label>
</#list>
<span class="field-verdict" aria-live="polite"></span>
</fieldset>
<#else>
<p class="answer-field" data-name="${field.name}" data-type="${field.type}" data-hashes="${field.hashes}">
<label for="${field.inputId}"><span class="sr-only">Your answer for </span><@text field.label/></label>
<input id="${field.inputId}" name="${field.name}" type="text" aria-label="Your answer for ${field.spoken}" autocomplete="off" spellcheck="false"<#if field.type == "number"> inputmode="numeric"</#if><#if field.example?has_content> placeholder="e.g. ${field.example}"</#if>>
<span class="field-verdict" aria-live="polite"></span>
</p>
</#if>
</#list>
<p class="check-actions"><button type="button">Check</button> <span class="check-verdict" role="status" aria-live="polite"></span></p>
</fieldset>
</div>
</#macro>
