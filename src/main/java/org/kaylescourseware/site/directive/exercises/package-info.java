/**
 * The directives that put exercises on a page: a lesson's Exercises section and a game page's
 * exercises, drawn from the exercise plans and checked as they are drawn.
 */
package org.kaylescourseware.site.directive.exercises;
