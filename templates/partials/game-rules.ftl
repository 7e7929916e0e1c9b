<#-- model: GameRules. The rules in words, generated from the rule (octal code or nim). -->
<section class="artifact game-rules" aria-label="Rules of ${model.game}">
<p>A position is a collection of heaps of tokens; a move changes exactly one heap.<#if model.octal> In the notation of octal games ${model.game} is <code>${model.rule}</code>; the moves it allows are:<#else> The moves are:</#if></p>
<ul class="rule-moves">
<#list model.moves as move>
<li>${move.text}<#if model.octal> <span class="rule-digit">(digit ${move.digit} in place ${move.remove})</span></#if></li>
</#list>
</ul>
<#if model.octal><p>No other move is allowed.</p></#if>
<p>The course covers ${model.game} under <#list model.conventions as c><strong>${c.title}</strong> (${c.ending})<#sep> and </#sep></#list>.</p>
</section>
