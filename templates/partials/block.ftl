<#-- model: BlockView. A numbered block (or a proof): its name, the source's own number, its title
     and a permalink, then the body as rendered from the lesson's Markdown. -->
<#import "/partials/lib/text.ftl" as t>
<#import "/partials/lib/xref.ftl" as x>
<article class="block block-${model.kind}" id="${model.id}" aria-labelledby="${model.id}-name">
<p class="block-head"><span class="block-name" id="${model.id}-name">${model.name}<#if model.proves??> of <@x.link model.proves/></#if></span><#if model.source.segments?has_content> <span class="block-source">(<@t.rich model.source/>)</span></#if><#if model.title.segments?has_content><span class="block-title"><@t.rich model.title/></span></#if> <a class="block-permalink" href="#${model.id}" aria-label="Permalink to this ${model.kind}">#</a></p>
<div class="block-body">
${model.body?no_esc}</div>
</article>
