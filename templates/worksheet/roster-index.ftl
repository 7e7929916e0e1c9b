<#ftl output_format="HTML">
<#-- model: RosterBook. The list of students with their variant and their two files. -->
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Worksheets for ${model.worksheets?size} students: ${model.lessonTitle}</title>
<link rel="stylesheet" href="${model.stylesheet}">
</head>
<body class="roster">
<main>
<h1>${model.lessonTitle}: a worksheet for each of ${model.worksheets?size} students</h1>
<p>Each student has a variant of their own, derived from their id. Print them all at once: <a href="${model.allWorksheets}">every worksheet</a>, <a href="${model.allAnswerKeys}">every answer key</a>; grade from <a href="${model.gradingGrid}">every student's answers on one page</a>.</p>
<table class="roster-table">
<caption>The roster, in its order</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Id</th><th scope="col">Variant</th><th scope="col">Worksheet</th><th scope="col">Answer key</th></tr></thead>
<tbody>
<#list model.files as f>
<tr><th scope="row">${f.name}</th><td>${f.id}</td><td class="number">${f.variant}</td><td><a href="${f.worksheet}">${f.worksheet}</a></td><td><a href="${f.answerKey}">${f.answerKey}</a></td></tr>
</#list>
</tbody>
</table>
</main>
</body>
</html>
