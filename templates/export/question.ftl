<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.site.export.LmsQuestion. The text of one exported question, as HTML:
     the game and its rule, the exercise's question and given values, then what this part asks. Math
     stays LaTeX between \( and \), which Moodle and Canvas render. -->
<p><em>${model.exercise.prompt.game}.</em> ${model.exercise.prompt.ruleInWords}</p>
<p>${model.exercise.prompt.question.tex}</p>
<#if model.exercise.prompt.givenValues?has_content>
<table border="1" cellpadding="3">
<caption>Given nim-values: the row labelled \(n\) holds \(\mathcal{G}(n), \mathcal{G}(n + 1), \ldots, \mathcal{G}(n + 9)\).</caption>
<thead><tr><th scope="col">\(n\)</th><#list 0..9 as d><th scope="col">+${d}</th></#list></tr></thead>
<tbody>
<#list model.exercise.prompt.givenValues as row>
<tr><th scope="row">${row.from}</th><#list row.values as v><td>${v}</td></#list></tr>
</#list>
</tbody>
</table>
</#if>
<p><#if model.part?has_content><strong>(${model.part})</strong> </#if>${model.ask.tex}</p>
