<#-- model: PeriodCertificate. What the computed values prove: a certified period, or that none was found. -->
<#if model.periodic>
<aside class="check period-certificate" role="note" aria-label="Period certificate">
<p class="box-title">Period ${model.period}, certified</p>
<p>${model.symbol}<sub>n + ${model.period}</sub> = ${model.symbol}<sub>n</sub> for every n ≥ ${model.preperiod}<#if model.lastException gte 0>; the last exception is n = ${model.lastException}</#if>.</p>
<p>Proof: the solver compared ${model.symbol}<sub>n</sub> with ${model.symbol}<sub>n + ${model.period}</sub> for every n from ${model.preperiod} up to 2·${model.boundPreperiod} + ${model.period} + ${model.maxRemoval} = ${model.certifiedTo}, where ${model.maxRemoval} is the most tokens one move removes<#if model.preperiod == 0> (the bound counts n<sub>0</sub> as 1: a shift by ${model.period} must not turn an empty heap into a real one)</#if>. By the octal periodicity theorem (Guy and Smith, 1956) agreement that far implies it for every n.</p>
</aside>
<#elseif model.octal>
<aside class="check period-certificate" role="note" aria-label="No period found">
<p class="box-title">No period found up to ${model.computeTo}</p>
<p>The solver computed ${model.symbol}<sub>0</sub> … ${model.symbol}<sub>${model.computeTo}</sub> and no period p with its preperiod n<sub>0</sub> could be certified from them: the octal periodicity theorem needs agreement for every n up to 2·n<sub>0</sub> + p + ${model.maxRemoval}. The values may still be periodic beyond this bound, or never.</p>
</aside>
<#else>
<aside class="check period-certificate" role="note" aria-label="No period">
<p class="box-title">No period</p>
<p>A move may take any number of tokens, so the octal periodicity theorem does not apply; ${model.symbol}<sub>n</sub> = n grows without bound.</p>
</aside>
</#if>
<p class="artifact-note">The largest value among ${model.symbol}<sub>0</sub> … ${model.symbol}<sub>${model.computeTo}</sub> is ${model.maxValue}, first reached at n = ${model.maxValueAt}.<#if model.checkTo gt 0> The values up to n = ${model.checkTo} were also confirmed by a plain game-tree search, without nim-values: for each of the ${model.checkedPairs} positions a + b with a ≤ b ≤ ${model.checkTo}, the search finds a P-position exactly when ${model.symbol}<sub>a</sub> = ${model.symbol}<sub>b</sub>.</#if></p>
