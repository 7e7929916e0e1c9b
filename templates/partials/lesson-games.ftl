<#-- model: GameIndex. The games a lesson computes with (read from its directives and facts), each linked
     to its page: the rules, the values, a worked game and a board. -->
<aside class="lesson-games" role="note" aria-labelledby="lesson-games-heading">
<h2 id="lesson-games-heading">Games in this lesson</h2>
<ul>
<#list model.games as game>
<li><a href="${game.href}">${game.name}</a> <code class="game-rule">${game.rule}</code></li>
</#list>
</ul>
</aside>
