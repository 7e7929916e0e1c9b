<#ftl output_format="HTML">
<#import "layout.ftl" as layout>
<#import "/partials/lib/text.ftl" as t>
<#-- The glossary and notation index. content: BookFiles.GlossaryPage (the layout's fields and the
     Glossary, built from the blocks' term=, symbol= and notation=). -->
<@layout.page content=content bodyClass="lesson-page glossary-page">
<article class="lesson glossary">
<header class="lesson-header">
<h1>${content.title}</h1>
<p class="lesson-summary">${content.summary}</p>
</header>
<div class="lesson-body">
<h2 id="terms">Terms</h2>
<#if content.glossary.letters?has_content>
<nav class="glossary-initials" aria-label="Terms by initial">
<#list content.glossary.letters as letter><a href="#${letter.anchor}">${letter.initial}</a><#sep> </#sep></#list>
</nav>
<#list content.glossary.letters as letter>
<h3 id="${letter.anchor}">${letter.initial}</h3>
<dl class="glossary-terms">
<#list letter.terms as entry>
<dt><@t.rich entry.term/></dt>
<dd><a class="glossary-link" href="${entry.definition.href}"><@t.rich entry.definition.text/></a> <span class="glossary-page-title">${entry.page}</span></dd>
</#list>
</dl>
</#list>
<#else>
<p>No lesson defines a term yet.</p>
</#if>
<h2 id="notation">Notation</h2>
<#if content.glossary.symbols?has_content>
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="notation-caption">
<table class="notation-table">
<caption id="notation-caption">The symbols of the course, in the order it introduces them</caption>
<thead><tr><th scope="col">Symbol</th><th scope="col">Meaning</th><th scope="col">Introduced in</th></tr></thead>
<tbody>
<#list content.glossary.symbols as symbol>
<tr>
<td class="notation-symbol"><span class="math-inline">${symbol.tex}</span></td>
<td><@t.rich symbol.meaning/></td>
<td><a class="glossary-link" href="${symbol.definition.href}"><@t.rich symbol.definition.text/></a> <span class="glossary-page-title">${symbol.page}</span></td>
</tr>
</#list>
</tbody>
</table>
</div>
<#else>
<p>No lesson introduces a symbol yet.</p>
</#if>
</div>
</article>
</@layout.page>
