<#ftl output_format="HTML">
<#-- Included with `exercise` set to an org.kaylescourseware.exercise.Exercise: the game and its rule,
     the exercise's question and given values, as HTML; math stays LaTeX between \( and \). -->
<p><em>${exercise.prompt.game}.</em> ${exercise.prompt.ruleInWords}</p>
<p>${exercise.prompt.question.tex}</p>
<#if exercise.prompt.givenValues?has_content>
<table border="1" cellpadding="3">
<caption>Given nim-values: the row labelled \(n\) holds \(\mathcal{G}(n), \mathcal{G}(n + 1), \ldots, \mathcal{G}(n + 9)\).</caption>
<thead><tr><th scope="col">\(n\)</th><#list 0..9 as d><th scope="col">+${d}</th></#list></tr></thead>
<tbody>
<#list exercise.prompt.givenValues as row>
<tr><th scope="row">${row.from}</th><#list row.values as v><td>${v}</td></#list></tr>
</#list>
</tbody>
</table>
</#if>
