<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.classroom.export.LmsQuestion.Option. One choice of an exported question. -->
${model.label.tex}
