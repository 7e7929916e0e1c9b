<#-- model: MathWithFacts. Math whose {{fact ...}}s are filled in, written as flexmark's GitLab extension writes math. -->
<#if model.display><div class="${model.cssClass}">
${model.tex}</div><#else><span class="${model.cssClass}">${model.tex}</span></#if>
