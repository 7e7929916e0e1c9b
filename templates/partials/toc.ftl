<#-- model: TableOfContents. The sections of the page, in a fold: site.js opens it beside the text on
     wide screens and leaves it closed on narrow ones, so that a phone shows the text first. -->
<details class="toc-fold">
<summary class="toc-heading">Contents</summary>
<nav class="toc" aria-label="Contents">
<ol>
<#list model.entries as entry>
<li><a href="#${entry.id}">${entry.text}</a><#if entry.children?has_content>
<ol>
<#list entry.children as child>
<li><a href="#${child.id}">${child.text}</a></li>
</#list>
</ol></#if></li>
</#list>
</ol>
</nav>
</details>
