<#ftl output_format="HTML">
<#-- model: Edition.EditionNotice. Shown at the top of every page of the instructor edition, never in
     the student edition. -->
<p class="edition-marker" role="note"><strong>${model.name}</strong>: ${model.description}</p>
