/**
 * Directives of normal-play impartial games: the rules in words, Grundy tables and plots, mex
 * tables, period certificates, worked games, the board, and the facts of a game's values.
 */
package org.kaylescourseware.site.directive.impartial;
