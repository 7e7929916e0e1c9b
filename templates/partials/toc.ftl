<#-- model: TableOfContents. The sections of the page. -->
<nav class="toc" aria-labelledby="toc-heading">
<h2 id="toc-heading" class="toc-heading">Contents</h2>
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
