<#ftl output_format="HTML">
<#-- model: org.kaylescourseware.site.export.LmsQuestion.Option. One choice of an exported question. -->
${model.label.tex}
