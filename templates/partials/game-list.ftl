<#-- model: GameIndex. Every game of the course, one per rule file, as the home page lists them. -->
<section class="game-list" aria-labelledby="games-heading">
<h2 id="games-heading">Games</h2>
<ul>
<#list model.games as game>
<li><a href="${game.href}"><span class="game-name">${game.name}</span></a> <code class="game-rule">${game.rule}</code></li>
</#list>
</ul>
</section>
