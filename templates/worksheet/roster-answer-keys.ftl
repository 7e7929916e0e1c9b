<#ftl output_format="HTML">
<#import "sheets.ftl" as s>
<#-- model: RosterBook. Every student's answer key in one printable file, each starting on a new page. -->
<!DOCTYPE html>
<html lang="en">
<head>
<@s.head "Answer keys: " + model.lessonTitle + " (" + model.worksheets?size + " students)" model.stylesheet/>
</head>
<body class="answer-key">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<#list model.worksheets as ws>
<div class="student">
<@s.key ws/>
</div>
</#list>
</main>
</body>
</html>
