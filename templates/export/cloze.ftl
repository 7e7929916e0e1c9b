<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.classroom.export.ClozeQuestion. A multi-part exercise as one Moodle Cloze
     question: the prompt once (prompt.ftl), then each part with its embedded answer box. -->
<#assign exercise = model.exercise>
<#include "prompt.ftl">
<#list model.parts as p>
<p><strong>(${p.part})</strong> ${p.ask.tex} ${p.code}</p>
</#list>
