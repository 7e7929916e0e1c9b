/**
 * Where things come from: a place in a source file (file and line) and the problems found there.
 * Every error the site build reports names one of these places.
 */
package org.kaylescourseware.site.source;
