<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.exercise.Exercise. An exported question's general feedback: the answer
     and the worked solution, math as LaTeX between \( and \). -->
<p><strong>Answer.</strong> ${model.shownAnswer.tex}</p>
<ol>
<#list model.solution as step>
<li>${step.tex}</li>
</#list>
</ol>
