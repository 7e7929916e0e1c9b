<#-- model: Navigation. Links to the previous and next lessons. -->
<#if model.previous?? || model.next??>
<nav class="pager" aria-label="Previous and next lesson">
<#if model.previous??><a class="pager-previous" rel="prev" href="${model.previous.href}"><span class="pager-label">Previous</span> ${model.previous.title}</a></#if>
<#if model.next??><a class="pager-next" rel="next" href="${model.next.href}"><span class="pager-label">Next</span> ${model.next.title}</a></#if>
</nav>
</#if>
