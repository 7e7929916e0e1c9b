<#-- model: EquivalenceTests. Pairs of Nim positions through Theorem 1 (≡) and Theorem 3 (=), with brute-force witnesses. -->
<div class="artifact table-scroll">
<table class="equivalence-tests">
<caption>Pairs of Nim positions G and H put through the recursive tests: Spindler's Theorem 1 decides impartial equivalence ≡ (sums with impartial games), Spindler's Theorem 3 partizan equality = (sums with all games). When a test says no, a distinguishing game X shows it: G + X and H + X have different misère outcomes; a game tree is written with braces, a Nim heap as its size (as Nim positions are written): 0 is the empty game, 1 = {0} a heap of 1, 2 = {0, 1} a heap of 2, {a, b} an impartial game with options a and b, and {a | b} a partizan game where Left can move to a and Right to b.</caption>
<thead>
<tr><th scope="col">G and H</th><th scope="col">Theorem 1: G ≡ H?</th><th scope="col">Theorem 3: G = H?</th></tr>
</thead>
<tbody>
<#list model.rows as r>
<tr>
<th scope="row" class="position">${r.g} and ${r.h}</th>
<td class="verdict"><strong><#if r.impartial>yes<#else>no</#if></strong> — ${r.impartialReason}<#if r.impartialWitness?has_content><span class="witness">Distinguishing game: ${r.impartialWitness}.</span></#if></td>
<td class="verdict"><strong><#if r.partizan>yes<#else>no</#if></strong> — ${r.partizanReason}<#if r.partizanWitness?has_content><span class="witness">Distinguishing game: ${r.partizanWitness}.</span></#if></td>
</tr>
</#list>
</tbody>
</table>
</div>
