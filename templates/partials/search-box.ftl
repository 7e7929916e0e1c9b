<#-- The search box of the site header (model: Navigation, for the way to the site root). The page
     script search.js shows it and fills its list; without the script it stays hidden. -->
<div class="site-search" role="search" data-root="${model.root}" hidden>
<label class="site-search-label" for="site-search-input">Search the course</label>
<input id="site-search-input" class="site-search-input" type="text" inputmode="search" enterkeyhint="search" autocomplete="off" spellcheck="false"
 placeholder="Search: a term, a theorem, a name" role="combobox" aria-autocomplete="list" aria-expanded="false"
 aria-controls="site-search-results">
<ul id="site-search-results" class="site-search-results" role="listbox" aria-label="Search results" hidden></ul>
<p class="site-search-status" role="status" aria-live="polite"></p>
</div>
