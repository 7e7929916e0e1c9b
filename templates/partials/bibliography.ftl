<#-- model: ReferenceList. The bibliography: one entry per source, with its BibTeX. -->
<div class="artifact bibliography">
<p class="bibliography-file">All entries as one BibTeX file: <a href="${model.file}" download>${model.file}</a>.</p>
<ol class="references">
<#list model.references as r>
<li id="${r.key}" class="reference">
<p class="reference-text"><#if r.authors?has_content><span class="reference-authors">${r.authors}</span>, </#if><cite class="reference-title">${r.title}</cite><#if r.venue?has_content>, ${r.venue}</#if><#if r.year?has_content> (${r.year})</#if>.<#if r.link?has_content> <a class="reference-link" href="${r.link}">${r.link}</a></#if> <a class="reference-permalink" href="#${r.key}" aria-label="Permalink to this reference">#</a></p>
<details class="reference-bibtex"><summary>BibTeX</summary>
<pre><code>${r.bibtex}</code></pre>
</details>
</li>
</#list>
</ol>
</div>
