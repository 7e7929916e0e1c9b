<#-- model: BuildError. What stands in a page where a directive failed: the build fails and says why, and so does the page. -->
<#if model.inline><strong class="build-error">${model.message}</strong><#else><p class="build-error">${model.message}</p>
</#if>
