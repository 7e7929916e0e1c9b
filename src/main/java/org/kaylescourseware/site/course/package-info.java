/**
 * The course as a whole: which pages exist, in which order the lessons come, and the navigation
 * each page shows (site navigation, previous/next, table of contents), as records.
 */
package org.kaylescourseware.site.course;
