<#-- A link to a block: model is a CrossReferenceView. The page script opens the block in place
     from its id (a knowl); without the script it is a plain link. -->
<#import "/partials/lib/text.ftl" as t>
<#macro link ref><a class="xref xref-${ref.style}" href="${ref.href}" data-knowl="${ref.id}"><@t.rich ref.text/></a></#macro>
