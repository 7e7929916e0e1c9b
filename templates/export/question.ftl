<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.classroom.export.LmsQuestion. The text of one exported question, as HTML:
     the exercise's prompt (prompt.ftl), then what this part asks. Math stays LaTeX between \( and \),
     which Moodle and Canvas render. -->
<#assign exercise = model.exercise>
<#include "prompt.ftl">
<p><#if model.part?has_content><strong>(${model.part})</strong> </#if>${model.ask.tex}</p>
