/**
 * The game catalog: the rule files under {@code content/games/}, one game each, read and checked
 * here. Lessons and directives name games by id and get them from this catalog only.
 */
package org.kaylescourseware.site.games;
