<#ftl output_format="HTML">
<#import "sheets.ftl" as s>
<#-- model: Worksheet. The student's copy: questions, hints and room to work; no answers. -->
<!DOCTYPE html>
<html lang="en">
<head>
<@s.head "Worksheet: " + model.lessonTitle + " (variant " + model.variant + ")" model.stylesheet/>
</head>
<body class="worksheet">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<@s.worksheet model/>
</main>
</body>
</html>
