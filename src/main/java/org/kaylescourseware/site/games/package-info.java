/**
 * The game catalog: the rule files under {@code content/games/}, one game each, read and checked
 * here (schema, types, bounds). Lessons and directives name games by id and get them from this
 * catalog only; each game also gets a page, whose Markdown {@link GamePageSource} generates.
 */
package org.kaylescourseware.site.games;
