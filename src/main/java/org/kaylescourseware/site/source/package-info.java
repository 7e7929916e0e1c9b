/**
 * Where things come from: a place in a source file (file and line) and the problems found there.
 * Every error the site build reports names one of these places; a build that publishes nothing
 * fails with all of them at once ({@code BuildFailure}).
 */
package org.kaylescourseware.site.source;
