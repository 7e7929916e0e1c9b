<#-- model: PeriodCertificate. What the computed values prove: a certified period, or that none was found. -->
<#import "/partials/lib/text.ftl" as t>
<#if model.periodic>
<aside class="check period-certificate" role="note" aria-label="Period certificate">
<p class="box-title">Period ${model.period}, certified</p>
<p><@t.m "\\mathcal{G}(n + ${model.period}) = \\mathcal{G}(n)"/> for every <@t.m "n \\ge ${model.preperiod}"/><#if model.lastException gte 0>; the last exception is n = ${model.lastException}</#if>.</p>
<p><strong>Computation.</strong> <@t.m "\\mathcal{G}(n + ${model.period}) = \\mathcal{G}(n)"/> for every n with ${model.preperiod} ≤ n &lt; 2·${model.boundPreperiod} + ${model.period} + ${model.maxRemoval} = ${model.certifiedTo}, where ${model.maxRemoval} is the most tokens one move removes<#if model.preperiod == 0> (the bound counts n<sub>0</sub> as 1: a shift by ${model.period} must not turn an empty heap into a real one)</#if>.</p>
<p><strong>Proof.</strong> The computation is the hypothesis of the octal periodicity theorem (Guy and Smith, 1956), which extends the equality to every n ≥ ${model.preperiod}.</p>
</aside>
<#elseif model.octal>
<aside class="check period-certificate" role="note" aria-label="No period found">
<p class="box-title">No period found up to ${model.computeTo}</p>
<p>From <@t.m "\\mathcal{G}(0), \\dots, \\mathcal{G}(${model.computeTo})"/> no period p with its preperiod n<sub>0</sub> could be certified: the octal periodicity theorem needs agreement for every n with n<sub>0</sub> ≤ n &lt; 2·n<sub>0</sub> + p + ${model.maxRemoval}. The values may still be periodic beyond this bound, or never.</p>
</aside>
<#else>
<aside class="check period-certificate" role="note" aria-label="No period">
<p class="box-title">No period</p>
<p>A move may take any number of tokens, so the octal periodicity theorem does not apply; <@t.m "\\mathcal{G}(n) = n"/> grows without bound.</p>
</aside>
</#if>
<p class="artifact-note">The largest value among <@t.m "\\mathcal{G}(0), \\dots, \\mathcal{G}(${model.computeTo})"/> is ${model.maxValue}, first reached at n = ${model.maxValueAt}.<#if model.checkTo gt 0> ✓ The values up to n = ${model.checkTo} against play, without nim-values: each of the ${model.checkedPairs} positions a + b with a ≤ b ≤ ${model.checkTo}, played out line by line, is a P-position exactly when <@t.m "\\mathcal{G}(a) = \\mathcal{G}(b)"/>.</#if></p>
