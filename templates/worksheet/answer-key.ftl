<#ftl output_format="HTML">
<#import "sheets.ftl" as s>
<#-- model: Worksheet. The instructor's key: each exercise with its answer and worked solution, one after
     another (no worksheet page breaks), with the difficulty stated. -->
<!DOCTYPE html>
<html lang="en">
<head>
<@s.head "Answer key: " + model.lessonTitle + " (variant " + model.variant + ")" model.stylesheet/>
</head>
<body class="answer-key">
<p class="controls no-print"><button type="button" onclick="window.print()">Print</button></p>
<main>
<@s.key model/>
</main>
</body>
</html>
