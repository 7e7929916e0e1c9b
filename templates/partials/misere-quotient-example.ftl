<#-- model: QuotientExample. Reading a position's misère outcome off the quotient. -->
<#import "/partials/lib/text.ftl" as t>
<div class="artifact misere-quotient-example">
<div class="table-scroll">
<table class="quotient-steps">
<caption>The position <@t.rows model.letter model.position/> read off the quotient, one row at a time: Φ of each row, and the product of the Φ of that row and all rows above it.</caption>
<thead><tr><th scope="col">Row</th><th scope="col">Φ(row)</th><th scope="col">Product so far</th></tr></thead>
<tbody>
<#list model.steps as s>
<tr><th scope="row"><@t.rows letter=model.letter heaps=[s.heap]/></th><td><@t.rich s.pretends/></td><td><@t.rich s.product/></td></tr>
</#list>
</tbody>
</table>
</div>
<p>The position pretends to be <@t.rich model.element/>, which <#if model.inP>lies<#else>does not lie</#if> in the P-portion, so <@t.rows model.letter model.position/> is a misère ${model.outcome}-position.</p>
<#if !model.agrees><p class="check-line">Played out line by line it is a misère ${model.searched}-position: the quotient is wrong here.</p></#if>
<#if model.winningMoves?has_content>
<div class="table-scroll">
<table class="quotient-moves">
<caption>The winning moves from <@t.rows model.letter model.position/>: every move to a position whose product lies in the P-portion. <#if model.movesAgree && model.agrees>✓ In play too, this is the outcome and these are the winning moves.<#elseif model.movesAgree><#else>Played out line by line, the winning moves are others.</#if></caption>
<thead><tr><th scope="col">Move</th><th scope="col">Leaves</th><th scope="col">Which pretends to be</th></tr></thead>
<tbody>
<#list model.winningMoves as m>
<tr><th scope="row"><@t.rich m.move/></th><td class="position"><@t.rows model.letter m.after/></td><td><@t.rich m.element/></td></tr>
</#list>
</tbody>
</table>
</div>
<#else>
<p>No move leads to a product in the P-portion<#if model.movesAgree && model.agrees>. ✓ In play too, this is the outcome and every move loses</#if>.</p>
</#if>
</div>
