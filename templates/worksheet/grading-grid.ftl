<#ftl output_format="HTML">
<#import "sheets.ftl" as s>
<#import "exercise-parts.ftl" as x>
<#-- model: GradingGrid. Every student's answers on one page, a row per student, a column per exercise. -->
<!DOCTYPE html>
<html lang="en">
<head>
<@s.head "Grading grid: " + model.lessonTitle + " (" + model.rows?size + " students)" model.stylesheet/>
</head>
<body class="grading">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<table class="grading-grid">
<caption>Grading grid: ${model.lessonTitle}. The answers of each student's variant; a dot separates an exercise's parts. The answer keys give every answer that counts and the worked solutions.</caption>
<thead>
<tr><th scope="col">Student</th><th scope="col">Variant</th><#list model.columns as c><th scope="col"><abbr title="${c.title}">${c.number}</abbr><#if c.fields?has_content> <span class="fields">${c.fields}</span></#if></th></#list></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr><th scope="row">${r.name}<span class="student-id">${r.id}</span></th><td class="number">${r.variant}</td><#list r.cells as cell><td><@x.text cell/></td></#list></tr>
</#list>
</tbody>
</table>
</main>
</body>
</html>
